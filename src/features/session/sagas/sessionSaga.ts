import type { SagaIterator } from 'redux-saga';
import { call, fork, getContext, put, takeLeading } from 'redux-saga/effects';
import type { DigxClient } from '@/shared/api/digxClient';
import { errorDetails } from '@/shared/api/errorDetails';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { credentialsChangeCompleted, sessionEnded, type SessionEndReason } from '@/shared/events';
import { navigateTo } from '@/shared/navigation';
import { deleteSession } from '../api';
import { CLOSED_PAGE_THRESHOLD_MS, endPageOf } from '../rules';
import { clearMarker, markerMatches, recordPageClosed, startedBefore, tabMarker, takeClosedFor } from '../sessionMarker';
import { loginFailed, loginSubmitted, sessionAbsent, sessionEnding } from '../slice';
import { enterSession, loadPermissions, logIn } from './logIn';


/**
 * Ends the session for any reason: tells the server when it still holds the session,
 * forgets the tab's marker and nonces, leaves the shell for `destination` (by default the
 * logged-off or session-expired page), then resets every slice.
 */
export function* endSession(
  reason: SessionEndReason,
  // The server already dropped an expired session; a login elsewhere shares this
  // browser's cookie, so deleting it would log that other tab out.
  { tellServer = reason === 'loggedOut' || reason === 'inactive', destination }: { tellServer?: boolean; destination?: string } = {},
): SagaIterator {
  yield put(sessionEnding());
  // The session ends here whatever the server says; when the bank never confirmed, the end page says so.
  const confirmed: boolean = tellServer ? yield call(deleteSession) : true;
  if (reason !== 'elsewhere') clearMarker();
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  client.startNewSession();
  const landing = destination ?? endPageOf(reason);
  yield call(navigateTo, landing, { replace: true });
  yield put(sessionEnded({ reason, bankMayHoldSession: !confirmed, destination: landing }));
}

/**
 * On start: a reload keeps the session (the cookie survives it); a new tab, a login in
 * another tab, or a page reopened long after it was closed does not.
 */
function* restoreSession(): SagaIterator {
  const closedFor = takeClosedFor(Date.now());
  if (!tabMarker()) {
    yield put(sessionAbsent());
    return;
  }
  if (!markerMatches()) {
    yield call(navigateTo, endPageOf('elsewhere'), { replace: true });
    yield put(sessionAbsent({ reason: 'elsewhere' }));
    return;
  }
  if (closedFor !== undefined && closedFor > CLOSED_PAGE_THRESHOLD_MS) {
    yield call(endSession, 'expired', { tellServer: true });
    return;
  }
  try {
    yield call(enterSession, { goToAccounts: false, flowDoneBefore: startedBefore() });
  } catch (error) {
    clearMarker();
    const details = errorDetails(error);
    if (details.kind === 'sessionExpired') {
      // The bank says the session has gone (SPEC.md section 8): the session-expired page, as anywhere else.
      yield call(navigateTo, endPageOf('expired'), { replace: true });
      yield put(sessionAbsent({ reason: 'expired' }));
      return;
    }
    // The bank could not be asked: the login page says why, rather than a silent logout.
    yield put(loginFailed(details));
  }
}

function listenForPageClose(): void {
  window.addEventListener('pagehide', () => recordPageClosed(Date.now()));
}

export function* sessionSaga(): SagaIterator {
  yield call(listenForPageClose);
  yield fork(restoreSession);
  yield takeLeading(loginSubmitted.type, logIn);
  yield takeLeading(credentialsChangeCompleted.type, function* finishFirstLogin() {
    try {
      yield call(loadPermissions, { goToAccounts: true });
    } catch {
      yield call(endSession, 'expired', { tellServer: true });
    }
  });
}
