import { eventChannel, buffers, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, race, take } from 'redux-saga/effects';
import type { DigxClient } from '@/shared/api/digxClient';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { keepBankSessionAlive } from '../api';
import { ACTIVITY_TICK_MS, IDLE_WARNING_AFTER_TICKS, IDLE_WARNING_MS, keepAliveDue, OTHER_TAB_CHECK_MS } from '../rules';
import { markerMatches, MARKER_KEY } from '../sessionMarker';
import { idleWarningShown, stayLoggedInChosen } from '../slice';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'touchstart', 'scroll', 'click', 'keydown'] as const;

/** Mouse, touch, scroll, click and key events, kept to the latest one (we only need "any"). */
function activityChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onActivity = () => emit(true);
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, { passive: true, capture: true }));
    return () => ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, { capture: true }));
  }, buffers.sliding(1));
}

/**
 * DECISIONS.md: 5 minutes idle (the bank profile's) ends the session; activity is counted once a minute;
 * after 4 idle minutes a dialog warns and "Stay logged in" (one key press) keeps it.
 * The bank hears of the activity too (rules.ts keepAliveDue), and of "Stay logged in", so its own idle
 * logout never comes before ours. Returns true when the session should end.
 */
export function* idleWatchdog(): SagaIterator<true> {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  const activity: EventChannel<true> = yield call(activityChannel);
  const seen: { active: boolean; lastAt?: number } = { active: false };
  yield fork(function* noteActivity(): SagaIterator {
    for (;;) {
      yield take(activity);
      seen.active = true;
      seen.lastAt = Date.now();
    }
  });
  // One keep-alive at a time, beside the ticks: a slow bank never holds up the idle count.
  let keepingAlive: Task | undefined;
  function* keepAlive(): SagaIterator {
    if (!keepingAlive?.isRunning()) keepingAlive = yield fork(keepBankSessionAlive);
  }
  try {
    let idleTicks = 0;
    for (;;) {
      yield delay(ACTIVITY_TICK_MS);
      idleTicks = seen.active ? 0 : idleTicks + 1;
      seen.active = false;
      if (keepAliveDue({ lastActivityAt: seen.lastAt, lastSentAt: client.lastSentAt, now: Date.now() })) yield call(keepAlive);
      if (idleTicks < IDLE_WARNING_AFTER_TICKS) continue;
      yield put(idleWarningShown());
      const { stayed } = yield race({ stayed: take(stayLoggedInChosen.type), timedOut: delay(IDLE_WARNING_MS) });
      if (!stayed) return true;
      yield call(keepAlive);
      idleTicks = 0;
    }
  } finally {
    activity.close();
    // Ending the session: a keep-alive still under way is of no use and must not hold up the logout.
    if (keepingAlive?.isRunning()) yield cancel(keepingAlive);
  }
}

/** A storage event when another tab writes the marker, or a periodic check as the fallback. */
function markerChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MARKER_KEY || event.key === null) emit(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, buffers.sliding(1));
}

/** Returns true when this tab's session marker no longer matches: a login happened elsewhere. */
export function* watchOtherTabs(): SagaIterator<true> {
  const changes: EventChannel<true> = yield call(markerChannel);
  try {
    for (;;) {
      yield race({ changed: take(changes), tick: delay(OTHER_TAB_CHECK_MS) });
      if (!markerMatches()) return true;
    }
  } finally {
    changes.close();
  }
}
