import { placeholder } from '../placeholder';

/** /settings/manage-credentials/{password|pin} (issue 12). */
export const ManageCredentialsPage = placeholder('Change password or PIN');
