/**
 * SPEC.md section 2 "Entity switching": what a switch does to the screen the user is on.
 * - accounts transactions, services, statements, secure-mail and settings (except
 *   authorisations): the redirect screen, 3 s, then /accounts;
 * - payments/make: the payment form resets;
 * - anywhere else: the user stays.
 */
import { coveringLookup } from '@/shared/routes/coveringLookup';
import { ROUTES } from '@/shared/routes/routeTable';

export type EntitySwitchOutcome = 'redirect' | 'resetPayment' | 'stay';

/** Each page (and every page below it, the most particular first) with what a switch does there. */
const outcomeAt = coveringLookup<EntitySwitchOutcome>([
  [ROUTES.transactions, 'redirect'],
  [ROUTES.accountServices, 'redirect'],
  [ROUTES.statements, 'redirect'],
  [ROUTES.secureMail, 'redirect'],
  [ROUTES.settings, 'redirect'],
  [ROUTES.authorisations, 'stay'],
  [ROUTES.makePayment, 'resetPayment'],
]);

export const entitySwitchOutcome = (pathname: string): EntitySwitchOutcome => outcomeAt(pathname) ?? 'stay';

const disabledAt = coveringLookup([[ROUTES.activityLog, true]]);

/** The selector is disabled on the activity log and its pages. */
export const entitySelectorDisabled = (pathname: string) => disabledAt(pathname) === true;

/** 'All Accounts' is no entity at all. */
export const ALL_ACCOUNTS = 'All Accounts';
