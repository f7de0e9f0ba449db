/**
 * The payment companies (third-party providers) each demo customer has allowed to see accounts or make
 * payments (GET cz/v1/me/paymentCompanies, handlers/paymentCompanies.ts). Dates are relative to today.
 *
 *   RETAIL1  Moneybox Ltd (savings app): account details and balances, and payments, from Everyday; granted
 *            45 days ago, to be renewed in 320 days.
 *            Emma Technologies Ltd (budgeting and accounts app): view only (details, balances, transactions)
 *            on Everyday and Household; granted 210 days ago, no end date.
 *   CORP1    Xero Ltd (accounting): details, balances and transactions of the Stables racing and current
 *            accounts; granted 380 days ago, no end date.
 *   NEWUSER  none.
 */
import type { ConsentPermission, PaymentCompanyConsentRecord } from '../types';
import { ACC } from './accountSpecs';
import { obdxDate, type Day } from './dates';
import { accountIdOf, alnumCode } from './ids';

const VIEW: ConsentPermission[] = ['View account details and balances', 'View transactions'];

interface ConsentSpec {
  key: string;
  userId: string;
  company: string;
  permissions: ConsentPermission[];
  accounts: string[];
  grantedDaysAgo: number;
  expiresInDays: number | null;
}

const SPECS: ConsentSpec[] = [
  { key: 'retail-moneybox', userId: 'RETAIL1', company: 'Moneybox Ltd', permissions: ['View account details and balances', 'Make payments'], accounts: [ACC.everyday], grantedDaysAgo: 45, expiresInDays: 320 },
  { key: 'retail-emma', userId: 'RETAIL1', company: 'Emma Technologies Ltd', permissions: VIEW, accounts: [ACC.everyday, ACC.household], grantedDaysAgo: 210, expiresInDays: null },
  { key: 'corp-xero', userId: 'CORP1', company: 'Xero Ltd', permissions: VIEW, accounts: [ACC.stablesRacing, ACC.stablesCurrent], grantedDaysAgo: 380, expiresInDays: null },
];

/** The consent id the seed gives `key` (tests name consents by it). */
export const consentIdOf = (key: string) => alnumCode(`consent:${key}`, 12);

export function createPaymentCompanyConsents(today: Day): PaymentCompanyConsentRecord[] {
  return SPECS.map((spec) => ({
    consentId: consentIdOf(spec.key),
    company: spec.company,
    permissions: [...spec.permissions],
    accounts: spec.accounts.map(accountIdOf),
    grantedOn: obdxDate(today - spec.grantedDaysAgo),
    expiresOn: spec.expiresInDays === null ? null : obdxDate(today + spec.expiresInDays),
    status: 'ACTIVE',
    internal: { ownerUserId: spec.userId, withdrawnOn: null },
  }));
}
