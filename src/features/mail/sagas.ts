import type { SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as MAIL_SUMMARY_ENDPOINTS from '@/shared/api/endpoints/mailSummary';
import { callDigx } from '@/shared/challenge/callDigx';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { mapNotification, unreadMailCount, type AlertWire } from './mapNotification';
import { mailboxSummaryFailed, mailboxSummaryLoaded, mailboxSummaryRequested } from './slice';

/** GET v1/mailbox/count and v1/mailbox/alerts, for the header's dots and panel. */
function* loadMailboxSummary(): SagaIterator {
  try {
    const [count, alerts]: [DigxResponse<Parameters<typeof unreadMailCount>[0]>, DigxResponse<{ alertDTOs?: AlertWire[] }>] = yield all([
      call(callDigx, MAIL_SUMMARY_ENDPOINTS.count.request()),
      call(callDigx, MAIL_SUMMARY_ENDPOINTS.alerts.request()),
    ]);
    yield put(
      mailboxSummaryLoaded({
        unreadMail: unreadMailCount(count.data ?? {}),
        unreadBulletins: unreadMailCount(count.data ?? {}, 'B'),
        notifications: (alerts.data?.alertDTOs ?? []).map(mapNotification),
      }),
    );
  } catch {
    yield put(mailboxSummaryFailed());
  }
}

export function* mailSaga(): SagaIterator {
  // The shell asks when it first shows (AppShell), the notifications panel on Try again, the mailbox after
  // reading or deleting. Its answer (or failure) never lands after the session has ended.
  yield takeLatest(mailboxSummaryRequested.type, untilSessionEnds(loadMailboxSummary));
}
