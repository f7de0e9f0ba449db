/**
 * The settings calls, all through callDigx. Alerts are SPEC.md section 7's; the marketing and
 * payment-company paths are ours (SPEC.md shows none; DECISIONS.md: one file, so a bank can remap them).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapAlertSettings, type EventsWire, type SubscriptionsWire } from './mapAlerts';
import { NO_CHANNELS } from './rules';
import { mapConsents, mapMarketing, mapProfile, type ConsentWire, type MarketingWire, type MeWire } from './mapSettings';
import type { AlertSettings, AlertSubscriptionBody, CompanyConsent, MarketingAnswer, MarketingPreferences, Profile } from './types';

export const SETTINGS_PATHS = {
  me: 'v1/me',
  alertEvents: 'v1/activityEventActions',
  subscriptions: 'v1/actionSubscriptions',
  marketing: 'cz/v1/me/marketingPreferences',
  companies: 'cz/v1/me/paymentCompanies',
} as const;

const withId = (path: string, id: string) => `${path}/${encodeURIComponent(id)}`;

export function* fetchProfile(): SagaIterator<Profile> {
  const { data }: DigxResponse<MeWire> = yield call(callDigx, { method: 'GET', path: SETTINGS_PATHS.me });
  return mapProfile(data);
}

/** The alerts on offer and the user's subscription, side by side. */
export function* fetchAlertSettings(accountNumber?: string): SagaIterator<AlertSettings> {
  const [events, subscriptions]: [DigxResponse<EventsWire>, DigxResponse<SubscriptionsWire>] = yield all([
    call(callDigx, { method: 'GET', path: SETTINGS_PATHS.alertEvents }),
    call(callDigx, { method: 'GET', path: SETTINGS_PATHS.subscriptions, params: { accountNumber: accountNumber || undefined } }),
  ]);
  return mapAlertSettings(events.data, subscriptions.data);
}

/** POST: the new subscription's id. */
export function* createSubscription(body: AlertSubscriptionBody, accountNumber?: string): SagaIterator<string> {
  const { data }: DigxResponse<{ subscriptionId?: string }> = yield call(callDigx, {
    method: 'POST',
    path: SETTINGS_PATHS.subscriptions,
    params: { accountNumber: accountNumber || undefined },
    body,
  });
  return data?.subscriptionId ?? '';
}

export function* updateSubscription(id: string, body: AlertSubscriptionBody): SagaIterator<void> {
  yield call(callDigx, { method: 'PUT', path: withId(SETTINGS_PATHS.subscriptions, id), body });
}

export function* deleteSubscription(id: string): SagaIterator<void> {
  yield call(callDigx, { method: 'DELETE', path: withId(SETTINGS_PATHS.subscriptions, id) });
}

export function* fetchMarketing(): SagaIterator<MarketingPreferences> {
  const { data }: DigxResponse<MarketingWire> = yield call(callDigx, { method: 'GET', path: SETTINGS_PATHS.marketing });
  return mapMarketing(data);
}

/** PUT {outcome, channels?}: the preferences as the bank now holds them. */
export function* saveMarketing(answer: MarketingAnswer): SagaIterator<MarketingPreferences> {
  const body = answer.channels ? { outcome: answer.outcome, channels: answer.channels } : { outcome: answer.outcome };
  const { data }: DigxResponse<MarketingWire> = yield call(callDigx, { method: 'PUT', path: SETTINGS_PATHS.marketing, body });
  if (data?.marketingPreferences) return mapMarketing(data);
  // A bank that answers with a bare status: what was sent is what it now holds.
  return { answered: answer.outcome !== 'closed', outcome: answer.outcome, channels: answer.channels ?? NO_CHANNELS, updatedOn: null };
}

export function* fetchConsents(): SagaIterator<CompanyConsent[]> {
  const { data }: DigxResponse<{ consents?: ConsentWire[] }> = yield call(callDigx, { method: 'GET', path: SETTINGS_PATHS.companies });
  return mapConsents(data);
}

/** Two-factor: callDigx asks for the passcode when the bank answers 417. */
export function* withdrawConsent(id: string): SagaIterator<void> {
  yield call(callDigx, { method: 'DELETE', path: withId(SETTINGS_PATHS.companies, id) });
}
