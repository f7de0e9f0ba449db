/**
 * The mailbox's flows, started with its lazy screens (useFeatureSaga('mail', …)): list a folder, open a
 * message (marking it read, then refreshing the header's count), load the bank's subjects, and send one
 * message at a time. A send is never repeated by the app: a failure keeps the draft for the customer.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchFolder, fetchMessage, fetchSubjects, markRead, sendMail } from './api';
import { mailFolderFailed, mailFolderLoaded, mailFolderOpened, mailMarkedRead, mailMessageFailed, mailMessageLoaded, mailMessageOpened, mailSendFailed, mailSendSubmitted, mailSent, mailSubjectsFailed, mailSubjectsLoaded, mailSubjectsRequested, messageKey, type MailboxState } from './mailboxSlice';
import { selectMailFolder, selectMailSend, selectMailSubjects } from './mailboxSelectors';
import { marksReadOnOpen } from './rules';
import { mailboxSummaryRequested } from './slice';
import type { MailFolder, MailItem, MailMessage } from './types';

function* loadFolder({ payload: folder }: ReturnType<typeof mailFolderOpened>): SagaIterator {
  yield* putOutcome(
    call(fetchFolder, folder),
    (items: MailItem[]) => mailFolderLoaded({ folder, items }),
    (error) => mailFolderFailed({ folder, error }),
  );
  // Replies arrive while the customer reads: the header's dot and the tabs' counts follow the bank.
  yield put(mailboxSummaryRequested());
}

function* openMessage({ payload: { folder, id } }: ReturnType<typeof mailMessageOpened>): SagaIterator {
  let message: MailMessage;
  try {
    message = yield call(fetchMessage, folder, id);
    yield put(mailMessageLoaded(message));
  } catch (error) {
    yield put(mailMessageFailed({ key: messageKey(folder, id), error: errorDetails(error) }));
    return;
  }
  if (!marksReadOnOpen(folder, message.isRead)) return;
  // The bulletin list names each user's copy (mapId); the one bulletin's answer may not.
  const listed: MailboxState['folders'][MailFolder] = yield select(selectMailFolder, folder);
  const mapId = message.mapId ?? listed.items.find((item) => item.id === id)?.mapId;
  try {
    yield call(markRead, { ...message, ...(mapId ? { mapId } : {}) });
    yield put(mailMarkedRead({ folder, id }));
    yield put(mailboxSummaryRequested());
  } catch {
    // The message is shown either way; it stays unread at the bank and is marked next time it opens.
  }
}

function* loadSubjects(): SagaIterator {
  const subjects: MailboxState['subjects'] = yield select(selectMailSubjects);
  if (subjects.status === 'succeeded') return;
  yield* putOutcome(call(fetchSubjects), mailSubjectsLoaded, mailSubjectsFailed);
}

function* send({ payload }: ReturnType<typeof mailSendSubmitted>): SagaIterator {
  // Only the submission the slice accepted goes out (a second click while sending was refused there).
  const current: MailboxState['send'] = yield select(selectMailSend);
  if (current.status !== 'sending' || current.submissionId !== payload.submissionId) return;
  yield* putOutcome(
    call(sendMail, payload.request),
    () => mailSent({ draftKey: payload.draftKey }),
    (error) => mailSendFailed({ draftKey: payload.draftKey, error }),
  );
}

export function* mailboxSaga(): SagaIterator {
  yield takeEvery(mailFolderOpened.type, untilSessionEnds(loadFolder));
  yield takeLatest(mailMessageOpened.type, untilSessionEnds(openMessage));
  yield takeLatest(mailSubjectsRequested.type, untilSessionEnds(loadSubjects));
  yield takeLeading(mailSendSubmitted.type, untilSessionEnds(send));
}
