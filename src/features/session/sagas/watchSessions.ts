import type { SagaIterator } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';
import { credentialChangeRequired, sessionEnded, sessionExpiryDetected, sessionStarted, type SessionEndReason } from '@/shared/events';
import { logoutConfirmed, sessionEnding } from '../slice';
import { endSession } from './sessionSaga';
import { sessionLimitsWatchdog, watchOtherTabs } from './watchdogs';

/**
 * While a session lives, from the login (its first-login steps included: they run on a live bank session)
 * to its end: whichever comes first ends it. An end begun elsewhere (the first login failing to finish)
 * stops the watch without a second end. It runs with the logged-in app's chunk (src/app/loggedInApp.ts), which
 * the session saga loads before a session's first event: /login never needs the watchdogs.
 */
export function* watchSessions(): SagaIterator {
  for (;;) {
    yield take([sessionStarted.type, credentialChangeRequired.type]);
    const ended: Record<string, unknown> = yield race({
      loggedOut: take(logoutConfirmed.type),
      // The idle limit or the longest session: both end as idleness does (DECISIONS.md "longest session").
      inactive: call(sessionLimitsWatchdog),
      elsewhere: call(watchOtherTabs),
      expired: take(sessionExpiryDetected.type),
      endedElsewhere: take([sessionEnding.type, sessionEnded.type]),
    });
    if (ended.endedElsewhere) continue;
    const reason = (Object.keys(ended).find((key) => ended[key] !== undefined) ?? 'expired') as SessionEndReason;
    const logout = ended.loggedOut as ReturnType<typeof logoutConfirmed> | undefined;
    yield call(endSession, reason, { destination: logout?.payload?.destination });
  }
}

