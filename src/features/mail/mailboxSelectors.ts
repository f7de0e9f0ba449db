/**
 * The only code that reads the mailbox slice. Apart from the slice, so the selectors ship with the lazy
 * secure-mail screens and not in the login bundle, where rootReducer puts the slice itself.
 */
import { mailboxSlice, type MailboxState } from './mailboxSlice';
import type { MailDraft, MailFolder } from './types';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

export type WithMailbox = { mailbox?: MailboxState };
const selectState = selectLazySlice(mailboxSlice);
export const selectMailFolder = (state: WithMailbox, folder: MailFolder) => selectState(state).folders[folder];
export const selectOpenMessage = (state: WithMailbox) => selectState(state).message;
export const selectMailSubjects = (state: WithMailbox) => selectState(state).subjects;
export const selectMailSend = (state: WithMailbox) => selectState(state).send;
export const selectMailDraft = (state: WithMailbox, key: string): MailDraft | undefined => selectState(state).drafts[key];
