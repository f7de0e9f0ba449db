import { eventChannel, buffers, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, race, take } from 'redux-saga/effects';
import type { DigxClient } from '@/shared/api/digxClient';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { keepBankSessionAlive } from '../api';
import { IDLE_LIMIT_MS, IDLE_WARNING_MS, keepAliveDue, LONGEST_SESSION_MS, OTHER_TAB_CHECK_MS } from '../rules';
import { loggedInAt, markerMatches, MARKER_KEY } from '../sessionMarker';
import { idleWarningShown, stayLoggedInChosen } from '../slice';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'touchstart', 'scroll', 'click', 'keydown'] as const;
/** Events by which a page that slept may learn it is in use again: it reads the clock there and then. */
const WAKE_EVENTS = ['pageshow', 'focus'] as const;

/**
 * How often the idle watchdog reads the clock besides those events. A page's timers sleep with the laptop,
 * and a timer set for the warning may fire long after the limit has passed, or not until the laptop has been
 * open for as long again; a reading every second finds a passed limit within a second of waking, and costs
 * nothing measurable.
 */
const CLOCK_CHECK_MS = 1_000;

type Nudge = 'activity' | 'wake';

/** Mouse, touch, scroll, click and key events ("activity"), and the page shown again ("wake"). */
function pageChannel(): EventChannel<Nudge> {
  return eventChannel<Nudge>((emit) => {
    const onActivity = () => emit('activity');
    const onWake = () => emit('wake');
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, { passive: true, capture: true }));
    WAKE_EVENTS.forEach((type) => window.addEventListener(type, onWake));
    document.addEventListener('visibilitychange', onWake);
    return () => {
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, { capture: true }));
      WAKE_EVENTS.forEach((type) => window.removeEventListener(type, onWake));
      document.removeEventListener('visibilitychange', onWake);
    };
    // Two: a wake and the activity that woke the page, should both come before the saga takes either.
  }, buffers.sliding(2));
}

/**
 * DECISIONS.md: a session ends after the bank profile's idle limit (5 minutes) without activity, measured by
 * the clock from the last activity, so a page that slept counts its sleep; and, however active the customer,
 * at the longest session (12 hours) from the login. The same warning comes that long before either end (60 s),
 * and "Stay logged in" (one key press) keeps the session from the idle end; nothing keeps it past the longest.
 * The clock is read before anything else on every wake-up: a limit that passed while the page slept ends the
 * session at once, whatever woke it, and the first mouse move after it does not count as activity. While the
 * warning shows, only "Stay logged in" counts. The bank hears of the activity too (rules.ts keepAliveDue), and
 * of "Stay logged in", so its own idle logout never comes before ours. Returns true when the session should end.
 */
export function* sessionLimitsWatchdog(): SagaIterator<true> {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  const page: EventChannel<Nudge> = yield call(pageChannel);
  // One keep-alive at a time, beside the watch: a slow bank never holds up the idle clock.
  let keepingAlive: Task | undefined;
  function* keepAlive(): SagaIterator {
    if (!keepingAlive?.isRunning()) keepingAlive = yield fork(keepBankSessionAlive);
  }
  // The idle clock starts with the watch; the bank hears only of activity it did not see (its calls are its own).
  let lastActivityAt = Date.now();
  let activitySeenAt: number | undefined;
  // From the login, which a reload keeps; a session that never noted it counts from here.
  const longestEndsAt = (loggedInAt() ?? lastActivityAt) + LONGEST_SESSION_MS;
  const endsAt = () => Math.min(lastActivityAt + IDLE_LIMIT_MS, longestEndsAt);
  /** The end the warning was shown for: "Stay logged in" before the longest session's end does not bring it back. */
  let warnedOf: number | undefined;
  let warning = false;
  try {
    for (;;) {
      const now = Date.now();
      const end = endsAt();
      if (now >= end) return true;
      const warnsAt = end - IDLE_WARNING_MS;
      if (warnedOf !== end && now >= warnsAt) {
        warnedOf = end;
        warning = true;
        yield put(idleWarningShown());
      }
      if (keepAliveDue({ lastActivityAt: activitySeenAt, lastSentAt: client.lastSentAt, now })) yield call(keepAlive);
      const { nudge, stayed } = yield race({
        nudge: take(page),
        stayed: take(stayLoggedInChosen.type),
        check: delay(Math.min(CLOCK_CHECK_MS, (now < warnsAt ? warnsAt : end) - now)),
      });
      // The clock first: whatever woke the watch, a limit already passed ends the session.
      if (Date.now() >= endsAt()) return true;
      if (stayed) {
        lastActivityAt = Date.now();
        warning = false;
        yield call(keepAlive);
      } else if (nudge === 'activity' && !warning) {
        lastActivityAt = Date.now();
        activitySeenAt = lastActivityAt;
      }
    }
  } finally {
    page.close();
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
