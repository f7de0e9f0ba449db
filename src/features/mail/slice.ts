import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { selectLazySlice } from '@/shared/state/selectLazySlice';
import { sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type { Notification } from './types';

/** The mailbox as far as the header needs it: unread mail and the notifications. */
export interface MailState {
  unreadMail: number;
  /** Unread bulletins (messageType B), for the mailbox's Bulletins tab. */
  unreadBulletins: number;
  notifications: Notification[];
  status: LoadStatus;
}

const initialState: MailState = { unreadMail: 0, unreadBulletins: 0, notifications: [], status: 'idle' };

export const mailSlice = createSlice({
  name: 'mail',
  initialState,
  reducers: {
    mailboxSummaryRequested: (state) => {
      state.status = 'loading';
    },
    mailboxSummaryLoaded: (state, action: PayloadAction<{ unreadMail: number; unreadBulletins?: number; notifications: Notification[] }>) => {
      state.status = 'succeeded';
      state.unreadMail = action.payload.unreadMail;
      state.unreadBulletins = action.payload.unreadBulletins ?? 0;
      state.notifications = action.payload.notifications;
    },
    /** SPEC.md section 8 "Silent failures": the header simply shows no dot. */
    mailboxSummaryFailed: (state) => {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { mailboxSummaryRequested, mailboxSummaryLoaded, mailboxSummaryFailed } = mailSlice.actions;

type WithMail = { mail?: MailState };
const mailOf = selectLazySlice(mailSlice);
export const selectUnreadMail = (state: WithMail) => mailOf(state).unreadMail;
export const selectUnreadBulletins = (state: WithMail) => mailOf(state).unreadBulletins;
export const selectNotifications = (state: WithMail) => mailOf(state).notifications;
/** Whether the header's summary is loading, loaded or could not be loaded (the notifications panel says so). */
export const selectMailboxSummaryStatus = (state: WithMail) => mailOf(state).status;
export const selectHasUnreadNotifications = (state: WithMail) => mailOf(state).notifications.some((n) => !n.isRead);
