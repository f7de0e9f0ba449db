/**
 * The local session marker (SPEC.md section 4 "Session"). A login writes one random id
 * to this tab (sessionStorage) and to the browser (localStorage). A later login in
 * another tab overwrites the browser's copy, so this tab's no longer matches: that is
 * how the first tab learns it was logged out elsewhere. Nothing secret is stored.
 */
export const MARKER_KEY = 'digx.sessionMarker';
const CLOSED_AT_KEY = 'digx.pageClosedAt';
/** Holds this tab's marker once its session got past the first-login steps (permissions loaded). */
const STARTED_KEY = 'digx.sessionStartedFor';
/** When this tab's session logged in (Date.now()): the longest session counts from it, across reloads. */
const LOGGED_IN_AT_KEY = 'digx.loggedInAt';

const safe = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback; // storage can be blocked (private mode, policy)
  }
};

function newMarker(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function startMarker(): string {
  const marker = newMarker();
  safe(() => {
    sessionStorage.setItem(MARKER_KEY, marker);
    sessionStorage.setItem(LOGGED_IN_AT_KEY, String(Date.now()));
    localStorage.setItem(MARKER_KEY, marker);
  }, undefined);
  return marker;
}

/** When this tab's session logged in, or undefined when it never noted it. */
export const loggedInAt = (): number | undefined =>
  safe(() => {
    const at = Number(sessionStorage.getItem(LOGGED_IN_AT_KEY));
    return at > 0 ? at : undefined;
  }, undefined);

export const tabMarker = () => safe(() => sessionStorage.getItem(MARKER_KEY), null);

/** Noted when the session has started (SPEC.md section 4, step 5 done), for this tab's marker. */
export function noteSessionStarted(): void {
  safe(() => {
    const marker = sessionStorage.getItem(MARKER_KEY);
    if (marker) sessionStorage.setItem(STARTED_KEY, marker);
  }, undefined);
}

/**
 * True when this tab's session got past the first-login steps before: a reload then needs no login
 * flow, so it may ask for the permissions alongside the profile (sessionSaga's restore).
 */
export const startedBefore = () => safe(() => {
  const marker = sessionStorage.getItem(MARKER_KEY);
  return marker !== null && sessionStorage.getItem(STARTED_KEY) === marker;
}, false);

/** True when this tab started the browser's current session. */
export const markerMatches = () => safe(() => {
  const mine = sessionStorage.getItem(MARKER_KEY);
  return mine !== null && mine === localStorage.getItem(MARKER_KEY);
}, false);

/** Forget this tab's session; the browser's copy only if it is still ours. */
export function clearMarker(): void {
  safe(() => {
    if (localStorage.getItem(MARKER_KEY) === sessionStorage.getItem(MARKER_KEY)) localStorage.removeItem(MARKER_KEY);
    sessionStorage.removeItem(MARKER_KEY);
    sessionStorage.removeItem(STARTED_KEY);
    sessionStorage.removeItem(LOGGED_IN_AT_KEY);
  }, undefined);
}

/** Recorded on pagehide; a reload is back within seconds, a reopened page much later. */
export function recordPageClosed(now: number): void {
  safe(() => sessionStorage.setItem(CLOSED_AT_KEY, String(now)), undefined);
}

/** How long ago the page was closed (and forgets it), or undefined. */
export function takeClosedFor(now: number): number | undefined {
  return safe(() => {
    const at = Number(sessionStorage.getItem(CLOSED_AT_KEY));
    sessionStorage.removeItem(CLOSED_AT_KEY);
    return at > 0 ? now - at : undefined;
  }, undefined);
}
