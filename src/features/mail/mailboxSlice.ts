import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { MailDraft, MailFolder, MailItem, MailMessage, MailSendRequest, MailSubject } from './types';

export interface FolderList {
  status: LoadStatus;
  items: MailItem[];
  error?: DigxErrorDetails;
}

/**
 * /secure-mail: the three folders, the one message open, the bank's subjects, and one send at a time
 * (idle → sending → sent | failed). What the customer typed is kept per form (`drafts`, keyed 'new',
 * 'reply:{id}', 'enquiry:…') from the moment it is sent until the bank has it, so a failed send or a
 * remount loses nothing. The header's unread count stays in the mail slice.
 */
export interface MailboxState {
  folders: Record<MailFolder, FolderList>;
  message: { key?: string; status: LoadStatus; item?: MailMessage; error?: DigxErrorDetails };
  subjects: { status: LoadStatus; items: MailSubject[]; error?: DigxErrorDetails };
  send: { status: 'idle' | 'sending' | 'sent' | 'failed'; draftKey?: string; submissionId?: string; error?: DigxErrorDetails };
  drafts: Record<string, MailDraft>;
}

const emptyFolder = (): FolderList => ({ status: 'idle', items: [] });

const initialState: MailboxState = {
  folders: { inbox: emptyFolder(), outbox: emptyFolder(), bulletins: emptyFolder() },
  message: { status: 'idle' },
  subjects: { status: 'idle', items: [] },
  send: { status: 'idle' },
  drafts: {},
};

export const messageKey = (folder: MailFolder, id: string) => `${folder}/${id}`;

export interface MailSendSubmission {
  draftKey: string;
  draft: MailDraft;
  request: MailSendRequest;
  submissionId: string;
}

export const mailboxSlice = createSlice({
  name: 'mailbox',
  initialState,
  reducers: {
    mailFolderOpened(state, { payload }: PayloadAction<MailFolder>) {
      state.folders[payload].status = 'loading';
      delete state.folders[payload].error;
    },
    mailFolderLoaded(state, { payload }: PayloadAction<{ folder: MailFolder; items: MailItem[] }>) {
      state.folders[payload.folder] = { status: 'succeeded', items: payload.items };
    },
    mailFolderFailed(state, { payload }: PayloadAction<{ folder: MailFolder; error: DigxErrorDetails }>) {
      state.folders[payload.folder] = { status: 'failed', items: [], error: payload.error };
    },
    mailMessageOpened(state, { payload }: PayloadAction<{ folder: MailFolder; id: string }>) {
      const key = messageKey(payload.folder, payload.id);
      // Opening the same message again keeps it on screen while it reloads.
      state.message = { key, status: 'loading', item: state.message.key === key ? state.message.item : undefined };
    },
    mailMessageLoaded(state, { payload }: PayloadAction<MailMessage>) {
      if (state.message.key === messageKey(payload.folder, payload.id)) state.message = { key: state.message.key, status: 'succeeded', item: payload };
    },
    mailMessageFailed(state, { payload }: PayloadAction<{ key: string; error: DigxErrorDetails }>) {
      if (state.message.key === payload.key) state.message = { key: payload.key, status: 'failed', error: payload.error };
    },
    /** The bank has it as read: the folder list and the open message say so at once. */
    mailMarkedRead(state, { payload }: PayloadAction<{ folder: MailFolder; id: string }>) {
      const listed = state.folders[payload.folder].items.find((item) => item.id === payload.id);
      if (listed) listed.isRead = true;
      if (state.message.item && state.message.key === messageKey(payload.folder, payload.id)) state.message.item.isRead = true;
    },
    mailSubjectsRequested(state) {
      if (state.subjects.status !== 'succeeded') state.subjects = { status: 'loading', items: [] };
    },
    mailSubjectsLoaded(state, { payload }: PayloadAction<MailSubject[]>) {
      state.subjects = { status: 'succeeded', items: payload };
    },
    mailSubjectsFailed(state, { payload }: PayloadAction<DigxErrorDetails>) {
      state.subjects = { status: 'failed', items: [], error: payload };
    },
    /**
     * One send at a time: while one is on its way, another submission is not accepted (nor sent); nor is the
     * same form's again once it has been sent (a double click that arrives after a quick answer).
     */
    mailSendSubmitted: {
      reducer(state, { payload }: PayloadAction<MailSendSubmission>) {
        if (state.send.status === 'sending') return;
        if (state.send.status === 'sent' && state.send.draftKey === payload.draftKey) return;
        state.send = { status: 'sending', draftKey: payload.draftKey, submissionId: payload.submissionId };
        state.drafts[payload.draftKey] = payload.draft;
      },
      prepare: (submission: Omit<MailSendSubmission, 'submissionId'>) => ({ payload: { ...submission, submissionId: nanoid() } }),
    },
    mailSent(state, { payload }: PayloadAction<{ draftKey: string }>) {
      state.send = { status: 'sent', draftKey: payload.draftKey };
      delete state.drafts[payload.draftKey];
    },
    mailSendFailed(state, { payload }: PayloadAction<{ draftKey: string; error: DigxErrorDetails }>) {
      state.send = { status: 'failed', draftKey: payload.draftKey, error: payload.error };
    },
    /** The customer has seen the outcome (or starts another message): ready for the next send. */
    mailSendCleared(state) {
      if (state.send.status !== 'sending') state.send = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState).addCase(entitySwitched, () => initialState);
  },
});

export const {
  mailFolderOpened,
  mailFolderLoaded,
  mailFolderFailed,
  mailMessageOpened,
  mailMessageLoaded,
  mailMessageFailed,
  mailMarkedRead,
  mailSubjectsRequested,
  mailSubjectsLoaded,
  mailSubjectsFailed,
  mailSendSubmitted,
  mailSent,
  mailSendFailed,
  mailSendCleared,
} = mailboxSlice.actions;
