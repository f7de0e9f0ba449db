import {
  ALERT_END_DATE,
  alertSaveCall,
  initialAlertChoices,
  marketingSaveNeeded,
  maskEmail,
  maskPhone,
  NO_CHANNELS,
  type AlertSaveCall,
} from './rules';
import type { AlertChoices, AlertEvent, AlertSubscription, MarketingPreferences } from './types';

const FAILED: AlertEvent = { name: 'Failed Login Alert', key: { activityId: 'login', eventId: 'FAILED_LOGIN', actionId: 'FAILED_LOGIN_ALERT' } };
const LOGIN: AlertEvent = { name: 'Login Alert', key: { activityId: 'login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' } };
const EVENTS = [FAILED, LOGIN];
const TODAY = '2026-03-05';

const sub = (choices: AlertChoices): AlertSubscription => ({ id: 'SUB1', startDate: '2025-01-01', endDate: ALERT_END_DATE, choices });
const none: AlertChoices = {};
const loginByEmail: AlertChoices = { 'Login Alert': { email: true, sms: false } };
const both: AlertChoices = { 'Failed Login Alert': { email: false, sms: true }, 'Login Alert': { email: true, sms: true } };
const allOff: AlertChoices = { 'Failed Login Alert': { email: false, sms: false }, 'Login Alert': { email: false, sms: false } };

const body = (alerts: [AlertEvent, boolean, boolean][]) => ({
  subStartDate: TODAY,
  subEndDate: '2099-12-31',
  alerts: alerts.map(([event, email, sms]) => ({ alertName: event.name, alertKeyDTO: event.key, email, sms })),
});

describe('alertSaveCall (SPEC.md section 4 "Alerts")', () => {
  it.each<[string, AlertSubscription | null, AlertChoices, AlertSaveCall]>([
    ['no subscription, nothing chosen: nothing sent', null, allOff, { kind: 'none' }],
    ['no subscription, no answer at all: nothing sent', null, none, { kind: 'none' }],
    ['no subscription, an alert chosen: create (POST)', null, loginByEmail, { kind: 'create', body: body([[LOGIN, true, false]]) }],
    ['no subscription, both alerts: create with both, in the bank\'s order', null, both, { kind: 'create', body: body([[FAILED, false, true], [LOGIN, true, true]]) }],
    ['a subscription, the same choices: nothing sent', sub(loginByEmail), { ...loginByEmail, 'Failed Login Alert': { email: false, sms: false } }, { kind: 'none' }],
    ['a subscription, other choices: update (PUT)', sub(loginByEmail), both, { kind: 'update', id: 'SUB1', body: body([[FAILED, false, true], [LOGIN, true, true]]) }],
    ['a subscription, one channel more: update', sub(loginByEmail), { 'Login Alert': { email: true, sms: true } }, { kind: 'update', id: 'SUB1', body: body([[LOGIN, true, true]]) }],
    ['a subscription, nothing chosen: delete', sub(both), allOff, { kind: 'delete', id: 'SUB1' }],
    ['a subscription with nothing in it, nothing chosen: nothing sent', sub(none), allOff, { kind: 'none' }],
  ])('%s', (_name, subscription, choices, expected) => {
    expect(alertSaveCall(EVENTS, subscription, choices, TODAY)).toEqual(expected);
  });

  it('ends every subscription in 2099 (SPEC.md section 9)', () => {
    const call = alertSaveCall(EVENTS, null, loginByEmail, TODAY);
    expect(call.kind === 'create' && call.body.subEndDate).toBe('2099-12-31');
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
