/**
 * SPEC.md section 2 "Entity switching": what a switch does to the screen the user is on.
 * - accounts transactions, services, statements, secure-mail and settings (except
 *   authorisations): the redirect screen, 3 s, then /accounts;
 * - payments/make: the payment form resets;
 * - anywhere else: the user stays.
 */
export type EntitySwitchOutcome = 'redirect' | 'resetPayment' | 'stay';

const REDIRECTING = [/^\/accounts\/transactions(\/|$)/, /^\/accounts\/services(\/|$)/, /^\/accounts\/statements(\/|$)/, /^\/secure-mail(\/|$)/, /^\/settings(\/|$)/];

export function entitySwitchOutcome(pathname: string): EntitySwitchOutcome {
  if (/^\/settings\/authorisations(\/|$)/.test(pathname)) return 'stay';
  if (REDIRECTING.some((pattern) => pattern.test(pathname))) return 'redirect';
  if (/^\/payments\/make(\/|$)/.test(pathname)) return 'resetPayment';
  return 'stay';
}

/** The selector is disabled on the activity log. */
export const entitySelectorDisabled = (pathname: string) => /^\/settings\/activity-log(\/|$)/.test(pathname);

/** 'All Accounts' is no entity at all. */
export const ALL_ACCOUNTS = 'All Accounts';
