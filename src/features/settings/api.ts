/**
 * The settings calls, all through callDigx. Alerts are SPEC.md section 7's; the marketing and
 * payment-company paths are ours (SPEC.md shows none; DECISIONS.md: one file, so a bank can remap them:
 * shared/api/endpoints/settings.ts).
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as SESSION_ENDPOINTS from '@/shared/api/endpoints/session';
import * as SETTINGS_ENDPOINTS from '@/shared/api/endpoints/settings';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapAlertSettings, type EventsWire, type SubscriptionsWire } from './mapAlerts';
import { NO_CHANNELS } from './rules';
import { mapConsents, mapMarketing, mapProfile, type ConsentWire, type MarketingWire, type MeWire } from './mapSettings';
import type { AlertSettings, AlertSubscriptionBody, CompanyConsent, MarketingAnswer, MarketingPreferences, Profile } from './types';

export function* fetchProfile(): SagaIterator<Profile> {
  const { data }: DigxResponse<MeWire> = yield call(callDigx, SESSION_ENDPOINTS.me.request());
  return mapProfile(data);
}

/** The alerts on offer and the user's subscription, side by side. */
export function* fetchAlertSettings(accountNumber?: string): SagaIterator<AlertSettings> {
  const [events, subscriptions]: [DigxResponse<EventsWire>, DigxResponse<SubscriptionsWire>] = yield all([
    call(callDigx, SETTINGS_ENDPOINTS.alertEvents.request()),
    call(callDigx, SETTINGS_ENDPOINTS.subscriptions.request({ params: { accountNumber: accountNumber || undefined } })),
  ]);
  return mapAlertSettings(events.data, subscriptions.data);
}

/** POST: the new subscription's id. */
export function* createSubscription(body: AlertSubscriptionBody, accountNumber?: string): SagaIterator<string> {
  const { data }: DigxResponse<{ subscriptionId?: string }> = yield call(
    callDigx,
    SETTINGS_ENDPOINTS.subscribe.request({ params: { accountNumber: accountNumber || undefined }, body }),
  );
  return data?.subscriptionId ?? '';
}

export function* updateSubscription(id: string, body: AlertSubscriptionBody): SagaIterator<void> {
  yield call(callDigx, SETTINGS_ENDPOINTS.updateSubscription.request({ subscriptionId: id }, { body }));
}

export function* deleteSubscription(id: string): SagaIterator<void> {
  yield call(callDigx, SETTINGS_ENDPOINTS.deleteSubscription.request({ subscriptionId: id }));
}

export function* fetchMarketing(): SagaIterator<MarketingPreferences> {
  const { data }: DigxResponse<MarketingWire> = yield call(callDigx, SETTINGS_ENDPOINTS.marketing.request());
  return mapMarketing(data);
}

/** PUT {outcome, channels?}: the preferences as the bank now holds them. */
export function* saveMarketing(answer: MarketingAnswer): SagaIterator<MarketingPreferences> {
  const body = answer.channels ? { outcome: answer.outcome, channels: answer.channels } : { outcome: answer.outcome };
  const { data }: DigxResponse<MarketingWire> = yield call(callDigx, SETTINGS_ENDPOINTS.saveMarketing.request({ body }));
  if (data?.marketingPreferences) return mapMarketing(data);
  // A bank that answers with a bare status: what was sent is what it now holds.
  return { answered: answer.outcome !== 'closed', outcome: answer.outcome, channels: answer.channels ?? NO_CHANNELS, updatedOn: null };
}

export function* fetchConsents(): SagaIterator<CompanyConsent[]> {
  const { data }: DigxResponse<{ consents?: ConsentWire[] }> = yield call(callDigx, SETTINGS_ENDPOINTS.companies.request());
  return mapConsents(data);
}

/** Two-factor: callDigx asks for the passcode when the bank answers 417. */
export function* withdrawConsent(id: string): SagaIterator<void> {
  yield call(callDigx, SETTINGS_ENDPOINTS.withdrawConsent.request({ consentId: id }));
}
