import { eventChannel, buffers, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, delay, fork, put, race, take } from 'redux-saga/effects';
import { ACTIVITY_TICK_MS, IDLE_WARNING_AFTER_TICKS, IDLE_WARNING_MS, OTHER_TAB_CHECK_MS } from '../rules';
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
 * DECISIONS.md: 10 minutes idle ends the session; activity is counted once a minute;
 * after 9 idle minutes a dialog warns and "Stay logged in" (one key press) keeps it.
 * Returns true when the session should end.
 */
export function* idleWatchdog(): SagaIterator<true> {
  const activity: EventChannel<true> = yield call(activityChannel);
  const seen = { active: false };
  yield fork(function* noteActivity(): SagaIterator {
    for (;;) {
      yield take(activity);
      seen.active = true;
    }
  });
  try {
    let idleTicks = 0;
    for (;;) {
      yield delay(ACTIVITY_TICK_MS);
      idleTicks = seen.active ? 0 : idleTicks + 1;
      seen.active = false;
      if (idleTicks < IDLE_WARNING_AFTER_TICKS) continue;
      yield put(idleWarningShown());
      const { stayed } = yield race({ stayed: take(stayLoggedInChosen.type), timedOut: delay(IDLE_WARNING_MS) });
      if (!stayed) return true;
      idleTicks = 0;
    }
  } finally {
    activity.close();
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
