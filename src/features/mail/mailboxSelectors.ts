/**
 * The only code that reads the mailbox slice. Apart from the slice, so the selectors ship with the lazy
 * secure-mail screens and not in the login bundle, where rootReducer puts the slice itself.
 */
import type { MailboxState } from './mailboxSlice';
import type { MailDraft, MailFolder } from './types';

export type WithMailbox = { mailbox: MailboxState };
export const selectMailFolder = (state: WithMailbox, folder: MailFolder) => state.mailbox.folders[folder];
export const selectOpenMessage = (state: WithMailbox) => state.mailbox.message;
export const selectMailSubjects = (state: WithMailbox) => state.mailbox.subjects;
export const selectMailSend = (state: WithMailbox) => state.mailbox.send;
export const selectMailDraft = (state: WithMailbox, key: string): MailDraft | undefined => state.mailbox.drafts[key];
