import { placeholder } from './placeholder';

/** The secure mail area's screens, one lazy chunk. */
export const MailFolderPage = placeholder('Secure mailbox');
export const MailMessagePage = placeholder('Message');
export const NewMailPage = placeholder('New message');
export const EnquiryPage = placeholder('Send an enquiry');
