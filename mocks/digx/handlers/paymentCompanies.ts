import { DIGX_CODES } from '../bank/profile';
import { auditStamp, londonDay, obdxDate, toWire } from '../bank/seed';
import type { PaymentCompanyConsentRecord } from '../bank/types';
import { SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Payment companies: the third-party providers the customer has allowed to see accounts or make payments
 * (SPEC.md names only the route /settings/paymentcompanies, so the paths and shapes are ours; docs/digx-api.md
 * "payment companies"). Consents are seeded in seed/paymentCompanies.ts and last until /__bank/reset.
 *
 *   GET    cz/v1/me/paymentCompanies
 *          → {status, consents: [{consentId, company, permissions: ('View account details and balances' |
 *             'View transactions' | 'Make payments')[], accounts: [{displayValue (masked), value (account token)}],
 *             grantedOn, expiresOn (OBDX business dates; expiresOn null = no end), status: 'ACTIVE'}]}
 *          the session user's active consents (not withdrawn, not past expiresOn), newest grantedOn first; not
 *          narrowed by X-Target-Unit (a consent is the user's, whatever entity is shown)
 *   DELETE cz/v1/me/paymentCompanies/{consentId}   (two-factor: 417 first, replay with the OTP) → {status}
 *          the consent is WITHDRAWN for good and no longer listed
 *
 * Refusals (HTTP 400, wrongDetails): withdrawing an id that is not one of the user's active consents (unknown,
 * another user's, already withdrawn or expired). Such a call is refused at once, without asking for the passcode.
 */

const isActive = (consent: PaymentCompanyConsentRecord, today: string) =>
  consent.status === 'ACTIVE' && (consent.expiresOn === null || consent.expiresOn >= today);

function activeConsents(ctx: DigxContext): PaymentCompanyConsentRecord[] {
  const today = obdxDate(londonDay(ctx.bank.clock.now()));
  return ctx.bank.state.paymentCompanyConsents.filter((c) => c.internal.ownerUserId === ctx.user.userId && isActive(c, today));
}

const consentOf = (ctx: DigxContext) => activeConsents(ctx).find((c) => c.consentId === ctx.params.consentId);

function list(ctx: DigxContext): Response {
  const consents = activeConsents(ctx)
    .sort((a, b) => b.grantedOn.localeCompare(a.grantedOn))
    .map((c) => toWire(c));
  return ok({ status: SUCCESS, consents });
}

function withdraw(ctx: DigxContext): Response {
  const consent = consentOf(ctx);
  if (!consent) return obdxError(400, DIGX_CODES.wrongDetails, 'This payment company has no access to withdraw.');
  consent.status = 'WITHDRAWN';
  consent.internal.withdrawnOn = auditStamp(ctx.bank.clock.now());
  return ok({ status: SUCCESS });
}

export function paymentCompanyHandlers(route: Route) {
  return [
    route('get', 'cz/v1/me/paymentCompanies', list),
    route('delete', 'cz/v1/me/paymentCompanies/:consentId', withdraw, { challenge: true, challengeWaived: (ctx) => !consentOf(ctx) }),
  ];
}
