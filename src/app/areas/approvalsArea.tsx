import { placeholder } from './placeholder';

/** /settings/authorisations (issue 10): its own lazy chunk. */
export const AuthorisationsPage = placeholder('Authorisations');
