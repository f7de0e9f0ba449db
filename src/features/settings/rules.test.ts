import {
  ALERT_END_DATE,
  alertSaveCall,
  initialAlertChoices,
  marketingSaveNeeded,
  maskEmail,
  maskPhone,
  NO_CHANNELS,
  type AlertSaveCall,
  type AlertSaveContext,
} from './rules';
import type { AlertChoices, AlertEvent, AlertSubscription, MarketingPreferences } from './types';

const FAILED: AlertEvent = { name: 'Failed Login Alert', key: { activityId: 'login', eventId: 'FAILED_LOGIN', actionId: 'FAILED_LOGIN_ALERT' } };
const LOGIN: AlertEvent = {
  name: 'Login Alert',
  key: { activityId: 'login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' },
  templateId: 'LOGIN_ALERT_TEMPLATE',
  urgency: 'H',
  eventType: 'S',
  expiryDate: '2099-06-30',
};
const EVENTS = [FAILED, LOGIN];
const TODAY = '2026-03-05';
const RETAIL: AlertSaveContext = { subscriber: { kind: 'PARTY', party: 'P1', userId: 'RETAIL1' }, today: TODAY, module: 'PI' };
const CORPORATE: AlertSaveContext = { ...RETAIL, subscriber: { kind: 'CORPORATE', party: 'P2', userId: 'CORP1' } };
const OTHER_MODULE = { module: 'CH', activityId: 'dda', eventId: 'CREDIT', actionId: 'CREDIT_ALERT', subscriptionPreferences: [{ destination: 'SMS' }] };

const sub = (choices: AlertChoices, others: unknown[] = []): AlertSubscription => ({ id: 'SUB1', startDate: '2025-01-01', endDate: ALERT_END_DATE, choices, others });
const none: AlertChoices = {};
const loginByEmail: AlertChoices = { 'Login Alert': { email: true, sms: false } };
const both: AlertChoices = { 'Failed Login Alert': { email: false, sms: true }, 'Login Alert': { email: true, sms: true } };
const allOff: AlertChoices = { 'Failed Login Alert': { email: false, sms: false }, 'Login Alert': { email: false, sms: false } };

/** What each body says, in short: its id, start date, and each action's keys and channels. */
const summary = (call: AlertSaveCall) => {
  if (call.kind !== 'create' && call.kind !== 'update') return call;
  const actions = call.body.subscribedActions as { eventId: string; subscriptionPreferences?: { destination: string }[] }[];
  return {
    kind: call.kind,
    id: call.body.subscriptionId,
    start: call.body.subscriptionStartDate,
    actions: actions.map((a) => `${a.eventId}: ${(a.subscriptionPreferences ?? []).map((p) => p.destination).join(' ')}`),
  };
};

describe('alertSaveCall (SPEC.md section 4 "Alerts")', () => {
  it.each<[string, AlertSubscription | null, AlertChoices, unknown]>([
    ['no subscription, nothing chosen: nothing sent', null, allOff, { kind: 'none' }],
    ['no subscription, no answer at all: nothing sent', null, none, { kind: 'none' }],
    ['no subscription, an alert chosen: create (POST) from today', null, loginByEmail, { kind: 'create', id: undefined, start: TODAY, actions: ['LOGIN: EMAIL'] }],
    ["no subscription, both alerts: create with both, in the bank's order", null, both, { kind: 'create', id: undefined, start: TODAY, actions: ['FAILED_LOGIN: SMS', 'LOGIN: EMAIL SMS'] }],
    ['a subscription, the same choices: nothing sent', sub(loginByEmail), { ...loginByEmail, 'Failed Login Alert': { email: false, sms: false } }, { kind: 'none' }],
    ['a subscription, other choices: update (PUT) naming it, from its own start', sub(loginByEmail), both, { kind: 'update', id: 'SUB1', start: '2025-01-01', actions: ['FAILED_LOGIN: SMS', 'LOGIN: EMAIL SMS'] }],
    ['a subscription, one channel more: update', sub(loginByEmail), { 'Login Alert': { email: true, sms: true } }, { kind: 'update', id: 'SUB1', start: '2025-01-01', actions: ['LOGIN: EMAIL SMS'] }],
    ["a subscription, other choices: another module's alerts go back unchanged", sub(loginByEmail, [OTHER_MODULE]), both, { kind: 'update', id: 'SUB1', start: '2025-01-01', actions: ['FAILED_LOGIN: SMS', 'LOGIN: EMAIL SMS', 'CREDIT: SMS'] }],
    ['a subscription, nothing chosen: delete', sub(both), allOff, { kind: 'delete', id: 'SUB1' }],
    ["a subscription with another module's alerts, nothing chosen: update to those alone", sub(both, [OTHER_MODULE]), allOff, { kind: 'update', id: 'SUB1', start: '2025-01-01', actions: ['CREDIT: SMS'] }],
    ['a subscription with nothing in it, nothing chosen: nothing sent', sub(none), allOff, { kind: 'none' }],
  ])('%s', (_name, subscription, choices, expected) => {
    expect(summary(alertSaveCall(EVENTS, subscription, choices, RETAIL))).toEqual(expected);
  });

  it("sends OBDX's body: a retail customer's party, each alert by its keys and template, each channel a preference", () => {
    const call = alertSaveCall(EVENTS, null, loginByEmail, RETAIL);
    expect(call.kind === 'create' && call.body).toEqual({
      isActive: true,
      subscriptionLevel: 'PARTY',
      subscriptionStartDate: TODAY,
      subscriptionEndDate: '2099-12-31',
      subscriber: { party: 'P1', subscriberType: 'PARTY' },
      subscribedActions: [
        {
          actionTemplate: { keyDTO: { id: 'LOGIN_ALERT_TEMPLATE' } },
          module: 'PI',
          ...LOGIN.key,
          alertName: 'Login Alert',
          eventType: 'S',
          subscribedActionStartDate: TODAY,
          subscribedActionEndDate: '2099-06-30',
          subscriptionLevel: 'PARTY',
          subscriptionLevelPartyKey: 'P1',
          subscriptionPreferences: [
            {
              destination: 'EMAIL',
              recipient: 'CUSTOMER',
              recipientCategory: 'PARTY',
              urgencyType: 'H',
              startRestrictedTime: 0,
              endRestrictedTime: 0,
              transactionAmount: { currency: 'NA', amount: 0 },
              consolidationRequired: false,
              timeRestricted: false,
              subscriptionLevel: 'PARTY',
              subscriptionLevelPartyKey: 'P1',
              ...LOGIN.key,
            },
          ],
        },
      ],
    });
  });

  it('leaves out what the bank did not name (template, urgency, event type), and ends at 2099 without an expiry', () => {
    const call = alertSaveCall(EVENTS, null, { 'Failed Login Alert': { email: false, sms: true } }, RETAIL);
    const [action] = (call.kind === 'create' ? call.body.subscribedActions : []) as Record<string, unknown>[];
    expect(action).not.toHaveProperty('actionTemplate');
    expect(action).not.toHaveProperty('eventType');
    expect(action.subscribedActionEndDate).toBe('2099-12-31');
    expect((action.subscriptionPreferences as object[])[0]).not.toHaveProperty('urgencyType');
  });

  it("sends only the channels the bank offers an alert by, with the template's recipient type", () => {
    const emailOnly: AlertEvent = { ...LOGIN, channels: ['EMAIL'], recipientType: 'CUS' };
    const call = alertSaveCall([FAILED, emailOnly], null, { 'Login Alert': { email: true, sms: true } }, RETAIL);
    expect(summary(call)).toEqual({ kind: 'create', id: undefined, start: TODAY, actions: ['LOGIN: EMAIL'] });
    const [action] = (call.kind === 'create' ? call.body.subscribedActions : []) as { subscriptionPreferences: object[] }[];
    expect(action.subscriptionPreferences[0]).toMatchObject({ recipientType: 'CUS' });
    expect(alertSaveCall([{ ...LOGIN, channels: ['EMAIL'] }], null, { 'Login Alert': { email: false, sms: true } }, RETAIL)).toEqual({ kind: 'none' });
  });

  it('subscribes a corporate user as the user, to the corporate recipient', () => {
    const call = alertSaveCall(EVENTS, null, loginByEmail, CORPORATE);
    if (call.kind !== 'create') throw new Error(call.kind);
    expect(call.body.subscriber).toEqual({ id: 'CORP1', subscriberType: 'CORPORATE' });
    const [action] = call.body.subscribedActions as { subscriptionPreferences: { recipient: string; recipientCategory: string }[] }[];
    expect(action.subscriptionPreferences[0]).toMatchObject({ recipient: 'USER', recipientCategory: 'CORPORATE' });
  });

  it('ends every subscription in 2099 (SPEC.md section 9)', () => {
    const call = alertSaveCall(EVENTS, null, loginByEmail, RETAIL);
    expect(call.kind === 'create' && call.body.subscriptionEndDate).toBe('2099-12-31');
  });
});

describe('initialAlertChoices', () => {
  it.each<[string, AlertSubscription | null, AlertChoices]>([
    ['no subscription: nothing ticked', null, allOff],
    ['a subscription: its ticks, the rest off', sub(loginByEmail), { 'Failed Login Alert': { email: false, sms: false }, 'Login Alert': { email: true, sms: false } }],
  ])('%s', (_name, subscription, expected) => {
    expect(initialAlertChoices(EVENTS, subscription)).toEqual(expected);
  });
});

describe('masking', () => {
  it.each([
    ['alex.pemberton@example.com', 'a****@example.com'],
    ['  v@racing.example ', 'v****@racing.example'],
    ['al*****@example.com', 'al*****@example.com'],
    ['not an email', 'not an email'],
    ['', ''],
  ])('maskEmail(%j) is %j', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it.each([
    ['+447700900123', '*******0123'],
    ['07700 900456', '*******0456'],
    ['*******0456', '*******0456'],
    ['', ''],
  ])('maskPhone(%j) is %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});

describe('marketingSaveNeeded', () => {
  const prefs = (over: Partial<MarketingPreferences>): MarketingPreferences => ({
    answered: true,
    outcome: 'submitted',
    channels: { ...NO_CHANNELS, email: true },
    updatedOn: null,
    ...over,
  });
  it.each<[string, MarketingPreferences | undefined, boolean]>([
    ['nothing known yet', undefined, true],
    ['not answered: even no channels is an answer', prefs({ answered: false, outcome: null, channels: NO_CHANNELS }), true],
    ['closed before: saving answers it', prefs({ answered: false, outcome: 'closed', channels: { ...NO_CHANNELS, email: true } }), true],
    ['did not wish to see: saving answers anew', prefs({ outcome: 'doNotWishToSee', channels: { ...NO_CHANNELS, email: true } }), true],
    ['submitted, the same channels: nothing to send', prefs({}), false],
    ['submitted, other channels', prefs({ channels: NO_CHANNELS }), true],
  ])('%s', (_name, current, expected) => {
    expect(marketingSaveNeeded(current, { ...NO_CHANNELS, email: true })).toBe(expected);
  });
});
