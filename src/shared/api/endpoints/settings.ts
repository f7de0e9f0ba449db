/**
 * The settings calls: alerts are SPEC.md section 7's; the alerts prepare, marketing and payment-company paths are
 * ours (SPEC.md shows none; here, so a bank can remap them). The profile is the session's GET v1/me.
 */
import { endpoint } from './endpoint';

export const alertEvents = /*#__PURE__*/ endpoint('GET', 'v1/activityEventActions');
/**
 * The alert module the login alerts belong to, asked for as `?moduleId=`: PI, the party-level module of OBDX's
 * alert subscription screen (OBDX_UI alerts-subscription.js). Each bank files its alerts under modules of its
 * own choosing: here, so a bank can name another.
 */
export const LOGIN_ALERTS_MODULE = 'PI';
export const subscriptions = /*#__PURE__*/ endpoint('GET', 'v1/actionSubscriptions');
/** Where alerts go: the party's e-mail and mobile (OBDX_UI alerts-subscription/model.js getContactDetails). */
export const partyContactPoints = /*#__PURE__*/ endpoint('GET', 'v1/parties/{partyId}/contactPoints');
/**
 * The bank checks a subscription, with the body about to be saved, before it is created or changed: SPEC.md's
 * alerts prepare call, whose path it does not show (ours, here so a bank can remap it). Nothing is saved.
 */
export const prepareSubscription = /*#__PURE__*/ endpoint('POST', 'cz/v1/actionSubscriptions/prepare');
export const subscribe = /*#__PURE__*/ endpoint('POST', 'v1/actionSubscriptions');
export const updateSubscription = /*#__PURE__*/ endpoint('PUT', 'v1/actionSubscriptions/{subscriptionId}');
export const deleteSubscription = /*#__PURE__*/ endpoint('DELETE', 'v1/actionSubscriptions/{subscriptionId}');
export const marketing = /*#__PURE__*/ endpoint('GET', 'cz/v1/me/marketingPreferences');
export const saveMarketing = /*#__PURE__*/ endpoint('PUT', 'cz/v1/me/marketingPreferences');
export const companies = /*#__PURE__*/ endpoint('GET', 'cz/v1/me/paymentCompanies');
export const withdrawConsent = /*#__PURE__*/ endpoint('DELETE', 'cz/v1/me/paymentCompanies/{consentId}', { twoFactor: true });
