/**
 * The settings calls: alerts are SPEC.md section 7's; the marketing and payment-company paths are ours
 * (SPEC.md shows none; here, so a bank can remap them). The profile is the session's GET v1/me.
 */
import { endpoint } from './endpoint';

export const SETTINGS_ENDPOINTS = {
  alertEvents: endpoint('GET', 'v1/activityEventActions'),
  subscriptions: endpoint('GET', 'v1/actionSubscriptions'),
  subscribe: endpoint('POST', 'v1/actionSubscriptions'),
  updateSubscription: endpoint('PUT', 'v1/actionSubscriptions/{subscriptionId}'),
  deleteSubscription: endpoint('DELETE', 'v1/actionSubscriptions/{subscriptionId}'),
  marketing: endpoint('GET', 'cz/v1/me/marketingPreferences'),
  saveMarketing: endpoint('PUT', 'cz/v1/me/marketingPreferences'),
  companies: endpoint('GET', 'cz/v1/me/paymentCompanies'),
  withdrawConsent: endpoint('DELETE', 'cz/v1/me/paymentCompanies/{consentId}', { twoFactor: true }),
} as const;
