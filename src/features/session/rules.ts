import { FUNCTION_TASK_CODES, type FunctionName } from '@/shared/api/taskCodes';
import type { LoginFlowFlags } from './types';

/** DECISIONS.md: 10 minutes idle ends the session; the warning comes 60 s before. */
export const IDLE_LIMIT_MS = 10 * 60_000;
export const IDLE_WARNING_MS = 60_000;
/** SPEC.md section 4: activity is counted once a minute. */
export const ACTIVITY_TICK_MS = 60_000;
/** DECISIONS.md: the multi-login fallback check. */
export const OTHER_TAB_CHECK_MS = 30_000;
/** DECISIONS.md: a page reopened more than this after it was closed starts the expiry flow. */
export const CLOSED_PAGE_THRESHOLD_MS = 60_000;

/** SPEC.md section 6: a function is permitted when any of its task codes is allowed. */
export function permittedFunctionsFrom(allowedTransactions: readonly string[]): FunctionName[] {
  const allowed = new Set(allowedTransactions);
  return (Object.keys(FUNCTION_TASK_CODES) as FunctionName[]).filter((fn) => FUNCTION_TASK_CODES[fn].some((code) => allowed.has(code)));
}

const FLOW_TYPES: Record<string, keyof LoginFlowFlags> = {
  termsNotAccepted: 'termsNotAccepted',
  forcePasswordChange: 'forcePasswordChange',
  forcePinChange: 'forcePinChange',
};

/** GET v1/me/loginFlow items → the flags that send the user to /change-credentials. */
export function loginFlowFlags(items: readonly { flowType?: string }[]): LoginFlowFlags {
  const flags: LoginFlowFlags = { termsNotAccepted: false, forcePasswordChange: false, forcePinChange: false };
  for (const item of items) {
    const flag = item.flowType ? FLOW_TYPES[item.flowType] : undefined;
    if (flag) flags[flag] = true;
  }
  return flags;
}

export const needsCredentialChange = (flags: LoginFlowFlags) => flags.termsNotAccepted || flags.forcePasswordChange || flags.forcePinChange;

/** Idle minutes before the warning shows (9 of 10). */
export const IDLE_WARNING_AFTER_TICKS = (IDLE_LIMIT_MS - IDLE_WARNING_MS) / ACTIVITY_TICK_MS;
