import { FUNCTION_TASK_CODES, type FunctionName } from '@/shared/api/taskCodes';
import { bankProfile } from '@/shared/bankProfile';
import type { SessionEndReason } from '@/shared/events';
import { ROUTES } from '@/shared/routes/routeTable';
import type { LoginFlowFlags, LoginStep, LoginStepKind } from './types';

/**
 * DECISIONS.md "inactivity auto-logout": from the bank profile (5 minutes at most, the warning 60 s before), so a
 * bank can set its own within the rule. Measured by the clock from the last activity, not in SPEC.md's
 * once-a-minute counts: a page that slept counts its sleep.
 */
export const IDLE_LIMIT_MS = bankProfile.sessionLimits.idleLimitMs;
export const IDLE_WARNING_MS = bankProfile.sessionLimits.idleWarningMs;
/** DECISIONS.md "longest session": from the login, however active the customer (the bank profile's, 12 hours). */
export const LONGEST_SESSION_MS = bankProfile.sessionLimits.longestSessionMs;
/** The quiet time after which the warning shows. */
const QUIET_BEFORE_WARNING_MS = IDLE_LIMIT_MS - IDLE_WARNING_MS;
/**
 * One session clock for the app and the bank. The bank ends a session after its own idle time, counted from
 * the last call it received, and it cannot see typing. So when the customer has done something the bank has
 * not heard of and nothing has gone to the bank for this long, the idle watchdog sends one light call
 * (sagas/watchdogs.ts).
 *
 * Half the quiet time before the warning (2 minutes of 4): the bank hears of any activity well before the app
 * would warn of its absence, so a bank whose own idle time is no shorter than the app's still holds the session
 * when the warning, "Stay logged in" and the logout reach it; and a keep-alive lost to a network blip
 * (silently) is followed by another before the warning. Long enough that a busy customer costs one GET every
 * few minutes, never one per key press.
 */
export const KEEP_ALIVE_AFTER_MS = QUIET_BEFORE_WARNING_MS / 2;

/**
 * Whether to tell the bank now: there was activity after the last call it received, and that call is
 * KEEP_ALIVE_AFTER_MS old. Asked also once the customer has gone quiet, so the bank always hears of the last
 * activity; but never once the customer has been quiet until the warning: from then on only "Stay logged in"
 * tells the bank, so no keep-alive carries a session past the idle limit (a page whose timers slept and woke
 * late would otherwise tell the bank of activity long gone).
 */
export function keepAliveDue({ lastActivityAt, lastSentAt, now }: { lastActivityAt?: number; lastSentAt?: number; now: number }): boolean {
  if (lastActivityAt === undefined || now - lastActivityAt >= QUIET_BEFORE_WARNING_MS) return false;
  if (lastSentAt === undefined) return true;
  return lastActivityAt > lastSentAt && now - lastSentAt >= KEEP_ALIVE_AFTER_MS;
}

/** The idle limit in the end page's words: whole minutes as minutes, anything else in seconds. */
export function idleLimitWords(ms: number): string {
  if (ms % 60_000 !== 0) return `${ms / 1000} seconds`;
  const minutes = ms / 60_000;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * Telling the bank the session has ended (DELETE v1/session): it is idempotent, so one failed attempt is
 * followed by one more (DECISIONS.md retries idempotent calls only); after that the customer is told.
 */
export const END_SESSION_ATTEMPTS = 2;

/**
 * How long each of those attempts waits for the bank: the customer has asked to leave and is watching a
 * spinner, so not the two minutes any other call may take (SPEC.md's 120 000 ms): two tries of 12 s, then the
 * logged-off page and, when neither was answered, its warning. A bank that answers at all answers a logout
 * in well under a second.
 */
export const END_SESSION_TIMEOUT_MS = 12_000;

/**
 * How an attempt to end the bank's session went: 'ended' when it answered success or said the session had
 * already gone (a 401/419: no retry, nothing to tell); 'failed' for anything else (no answer, a timeout, a
 * server fault, a refusal), which is retried.
 */
export function endSessionOutcome(error?: { kind: string }): 'ended' | 'failed' {
  return !error || error.kind === 'sessionExpired' ? 'ended' : 'failed';
}

/** DECISIONS.md: the multi-login fallback check. */
export const OTHER_TAB_CHECK_MS = 30_000;
/** DECISIONS.md: a page reopened more than this after it was closed starts the expiry flow. */
export const CLOSED_PAGE_THRESHOLD_MS = 60_000;

/** SPEC.md section 6: a function is permitted when any of its task codes is allowed. */
export function permittedFunctionsFrom(allowedTransactions: readonly string[]): FunctionName[] {
  const allowed = new Set(allowedTransactions);
  return (Object.keys(FUNCTION_TASK_CODES) as FunctionName[]).filter((fn) => FUNCTION_TASK_CODES[fn].some((code) => allowed.has(code)));
}

/**
 * What each step of GET v1/me/loginFlow is, by its loginConfigDTO.uiComponentName. OBDX's own client loads
 * the component of that name (OBDX_UI configuration-base.js registers terms-and-conditions and
 * change-password); the bank's own names (its profile's loginStepNames: this bank's are SPEC.md section 4's
 * termsNotAccepted, forcePasswordChange and forcePinChange) are read too. OBDX has no PIN step of its own.
 */
const STEP_KINDS: Readonly<Record<string, LoginStepKind>> = {
  'terms-and-conditions': 'terms',
  'change-password': 'password',
  ...bankProfile.loginStepNames,
};

const stepKindOf = (name: unknown): LoginStepKind | undefined =>
  typeof name === 'string' && Object.hasOwn(STEP_KINDS, name) ? STEP_KINDS[name] : undefined;

type LoginConfigDTO = { id?: unknown; uiComponentName?: unknown; displayOrder?: unknown } | undefined;

const loginConfigOf = (item: unknown): LoginConfigDTO =>
  typeof item === 'object' && item !== null ? ((item as { loginConfigDTO?: LoginConfigDTO }).loginConfigDTO ?? undefined) : undefined;

/**
 * GET v1/me/loginFlow's userLoginFlowDTOList → the steps in the bank's displayOrder (as OBDX's client walks
 * them; an item without an order after those with one). An item this app does not know, or without an id to
 * send back, says nothing: the bank still holds it, and asks again at the next login.
 */
export function loginStepsOf(items: unknown): LoginStep[] {
  const known = (Array.isArray(items) ? items : []).flatMap((item) => {
    const dto = loginConfigOf(item);
    // Later OBDX clients load the component named by the id itself: read it where the name says nothing.
    const kind = stepKindOf(dto?.uiComponentName) ?? stepKindOf(dto?.id);
    if (!kind || typeof dto?.id !== 'string' || dto.id === '') return [];
    return [{ kind, id: dto.id, order: typeof dto.displayOrder === 'number' ? dto.displayOrder : Infinity }];
  });
  // Not a subtraction: two items without an order (Infinity - Infinity) would compare as NaN.
  return known.sort((a, b) => (a.order === b.order ? 0 : a.order < b.order ? -1 : 1)).map(({ kind, id }) => ({ kind, id }));
}

/** The steps → the flags that send the user to /change-credentials. */
export function loginFlowFlags(steps: readonly LoginStep[]): LoginFlowFlags {
  const has = (kind: LoginStepKind) => steps.some((step) => step.kind === kind);
  return { termsNotAccepted: has('terms'), forcePasswordChange: has('password'), forcePinChange: has('pin') };
}

export const needsCredentialChange = (flags: LoginFlowFlags) => flags.termsNotAccepted || flags.forcePasswordChange || flags.forcePinChange;

/** SPEC.md section 2: a logout lands on /logged-off; every other end (expiry, idleness, a login elsewhere) on /session-expired. */
export const endPageOf = (reason: SessionEndReason): string =>
  reason === 'loggedOut' ? ROUTES.loggedOff.href() : ROUTES.sessionExpired.href();
