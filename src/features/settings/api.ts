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
import type { IsoDate } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import {
  mapAlertSettings,
  mapSubscriber,
  mapSubscription,
  type ContactPointsWire,
  type EventsWire,
  type SubscriptionsWire,
} from './mapAlerts';
import { NO_CHANNELS } from './rules';
import { mapConsents, mapMarketing, mapProfile, type ConsentWire, type MarketingWire, type MeWire } from './mapSettings';
import type {
  AlertEvent,
  AlertSettings,
  AlertSubscriber,
  AlertSubscription,
  AlertSubscriptionBody,
  CompanyConsent,
  MarketingAnswer,
  MarketingPreferences,
  Profile,
} from './types';

export function* fetchProfile(): SagaIterator<Profile> {
  const { data }: DigxResponse<MeWire> = yield call(callDigx, SESSION_ENDPOINTS.me.request());
  return mapProfile(data);
}

/** The contacts alerts go to; a bank that will not say leaves them out (the page then says less). */
function* fetchContactPoints(party: string): SagaIterator<ContactPointsWire | undefined> {
  if (!party) return undefined;
  try {
    const { data }: DigxResponse<ContactPointsWire> = yield call(callDigx, SETTINGS_ENDPOINTS.partyContactPoints.request({ partyId: party }));
    return data;
  } catch {
    return undefined;
  }
}

/** OBDX's query of the list: a retail customer's party-level subscriptions, or a corporate user's own. */
const subscriptionsQuery = (subscriber: AlertSubscriber) =>
  subscriber.kind === 'CORPORATE' ? { userId: subscriber.userId } : { subscriptionLevelType: 'PARTY' };

function* fetchSubscriptions(subscriber: AlertSubscriber): SagaIterator<SubscriptionsWire> {
  const { data }: DigxResponse<SubscriptionsWire> = yield call(callDigx, SETTINGS_ENDPOINTS.subscriptions.request({ params: subscriptionsQuery(subscriber) }));
  return data;
}

/**
 * As OBDX's own client: who the user is (v1/me), then the login alerts on offer, the user's subscription and
 * the party's contacts side by side.
 */
export function* fetchAlertSettings(): SagaIterator<AlertSettings> {
  const { data: me }: DigxResponse<MeWire> = yield call(callDigx, SESSION_ENDPOINTS.me.request());
  const subscriber = mapSubscriber(me);
  const [events, subscriptions, contacts]: [DigxResponse<EventsWire>, SubscriptionsWire, ContactPointsWire | undefined] = yield all([
    call(callDigx, SETTINGS_ENDPOINTS.alertEvents.request({ params: { moduleId: SETTINGS_ENDPOINTS.LOGIN_ALERTS_MODULE, alertType: 'S' } })),
    call(fetchSubscriptions, subscriber),
    call(fetchContactPoints, subscriber.party),
  ]);
  const today: IsoDate = yield call(londonToday);
  return mapAlertSettings(subscriber, events.data, subscriptions, contacts, today);
}

/** The bank checks the subscription with the very body about to be saved; a refusal here saves nothing. */
export function* prepareSubscription(body: AlertSubscriptionBody): SagaIterator<void> {
  yield call(callDigx, SETTINGS_ENDPOINTS.prepareSubscription.request({ body }));
}

/**
 * POST, then the subscription as the bank now lists it: OBDX's answer to a POST names no subscription id, and
 * the next change needs it.
 */
export function* createSubscription(body: AlertSubscriptionBody, subscriber: AlertSubscriber, events: AlertEvent[]): SagaIterator<AlertSubscription | null> {
  yield call(callDigx, SETTINGS_ENDPOINTS.subscribe.request({ body }));
  return mapSubscription(yield call(fetchSubscriptions, subscriber), events);
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
