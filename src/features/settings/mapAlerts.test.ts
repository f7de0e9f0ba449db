import { mapAlertEvents, mapAlertSettings, mapContacts, mapSubscriber, mapSubscription } from './mapAlerts';
import type { AlertEvent } from './types';

const KEY = { activityId: 'com.ofss.digx.app.security.login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' };
const FAILED_KEY = { ...KEY, eventId: 'FAILED_LOGIN', actionId: 'FAILED_LOGIN_ALERT' };
const EVENTS: AlertEvent[] = [
  { name: 'Failed Login Alert', key: FAILED_KEY },
  { name: 'Login Alert', key: KEY },
];

describe('mapAlertEvents', () => {
  it("keeps the bank's subscribable alerts in order with their keys and template, and skips what it cannot subscribe to", () => {
    const events = mapAlertEvents({
      alertResponseDTO: [
        { alertDTO: { alertName: 'Failed Login Alert', alertType: 'S', alertKeyDTO: FAILED_KEY } },
        { alertDTO: {} },
        { alertDTO: { alertName: 'No key', alertType: 'S' } },
        { alertDTO: { alertName: 'Mandatory', alertType: 'M', alertKeyDTO: { ...KEY, eventId: 'M' } } },
        {
          alertDTO: {
            alertName: 'Login Alert', alertType: 'S', expiryDate: '2099-12-31T00:00:00', eventType: 'S', alertKeyDTO: KEY,
            alertTemplate: { keyDTO: { id: 'LOGIN_ALERT_TEMPLATE' }, urgency: 'H' },
          },
        },
      ],
    });
    expect(events).toEqual([
      { name: 'Failed Login Alert', key: FAILED_KEY },
      { name: 'Login Alert', key: KEY, templateId: 'LOGIN_ALERT_TEMPLATE', urgency: 'H', eventType: 'S', expiryDate: '2099-12-31' },
    ]);
    expect(mapAlertEvents(undefined)).toEqual([]);
  });

  it.each([
    ['ends after today: offered', '2026-03-06T00:00:00', 1],
    ['ended today: not offered (OBDX offers only alerts that expire after today)', '2026-03-05T00:00:00', 0],
    ['ended before: not offered', '2025-12-31T00:00:00', 0],
  ])('an alert that %s', (_name, expiryDate, count) => {
    expect(mapAlertEvents({ alertResponseDTO: [{ alertDTO: { alertName: 'Login Alert', alertType: 'S', expiryDate, alertKeyDTO: KEY } }] }, '2026-03-05')).toHaveLength(count);
  });
});

describe("mapAlertEvents: the channels the bank has a message for, for this user's kind of recipient", () => {
  const template = (recipient: string, recipientCategory: string, recipientType: string, destinations: string[]) => ({
    keyDTO: { recipient, recipientCategory },
    alertType: 'S',
    recipientType,
    messageTemplateDTO: destinations.map((destinationType) => ({ messageTemplateId: `T_${destinationType}`, destinationType })),
  });
  const TEMPLATES = [template('CUSTOMER', 'PARTY', 'CUS', ['EMAIL']), template('USER', 'CORPORATE', 'USR', ['EMAIL', 'SMS', 'PUSH_NOTIFICATION'])];
  const wire = (recipientMessageTemplates?: object[]) => ({ alertResponseDTO: [{ alertDTO: { alertName: 'Login Alert', alertType: 'S', alertKeyDTO: KEY, recipientMessageTemplates } }] });

  it.each<[string, object[] | undefined, 'PARTY' | 'CORPORATE', unknown]>([
    ['no templates named: both channels, as before', undefined, 'PARTY', { channels: undefined, recipientType: undefined }],
    ["a retail customer: the customer's e-mail template only", TEMPLATES, 'PARTY', { channels: ['EMAIL'], recipientType: 'CUS' }],
    ["a corporate user: the user's e-mail and SMS (no other channel is offered)", TEMPLATES, 'CORPORATE', { channels: ['EMAIL', 'SMS'], recipientType: 'USR' }],
  ])('%s', (_name, templates, kind, expected) => {
    const [event] = mapAlertEvents(wire(templates), undefined, kind);
    expect({ channels: event.channels, recipientType: event.recipientType }).toEqual(expected);
  });

  it('leaves out an alert that has templates, none of them for this user', () => {
    expect(mapAlertEvents(wire([template('USER', 'CORPORATE', 'USR', ['EMAIL'])]), undefined, 'PARTY')).toEqual([]);
  });
});

describe('mapSubscription: both shapes of GET v1/actionSubscriptions', () => {
  it.each([
    [
      "SPEC.md section 3's flat shape (by name)",
      { actionSubscriptionDTOs: [{ subscriptionId: 'SUB1', subStartDate: '2025-01-01', subEndDate: '2099-12-31', alerts: [{ alertName: 'Login Alert', email: true, sms: false }] }] },
    ],
    [
      "OBDX's shape (by key)",
      {
        actionSubscriptionDTO: [
          {
            subscriptionId: 'SUB1',
            subscriptionStartDate: '2025-01-01T00:00:00',
            subscriptionEndDate: '2099-12-31T00:00:00',
            isActive: true,
            subscribedActions: [{ module: 'PI', alertName: 'Whatever the bank calls it', ...KEY, subscriptionPreferences: [{ destination: 'EMAIL', recipientCategory: 'PARTY' }] }],
          },
        ],
      },
    ],
  ])('%s', (_name, wire) => {
    expect(mapSubscription(wire, EVENTS)).toEqual({
      id: 'SUB1',
      startDate: '2025-01-01',
      endDate: '2099-12-31',
      choices: { 'Login Alert': { email: true, sms: false } },
      others: [],
    });
  });

  it("keeps another module's alerts as they came, to send them back", () => {
    const account = { module: 'CH', activityId: 'com.ofss.digx.app.dda', eventId: 'CREDIT', actionId: 'CREDIT_ALERT', subscriptionPreferences: [{ destination: 'SMS' }] };
    const subscription = mapSubscription({ actionSubscriptionDTO: [{ subscriptionId: 'SUB1', subscribedActions: [account, { ...KEY, subscriptionPreferences: [{ destination: 'SMS' }] }] }] }, EVENTS);
    expect(subscription?.choices).toEqual({ 'Login Alert': { email: false, sms: true } });
    expect(subscription?.others).toEqual([account]);
  });

  it.each([
    ['no list', {}],
    ['an empty list', { actionSubscriptionDTO: [] }],
    ['an inactive one only', { actionSubscriptionDTO: [{ subscriptionId: 'SUB9', isActive: false }] }],
  ])('is null with %s', (_name, wire) => {
    expect(mapSubscription(wire, EVENTS)).toBeNull();
  });
});

describe('mapContacts: GET v1/parties/{partyId}/contactPoints', () => {
  it.each([
    ['personal e-mail and home mobile', [{ contactType: 'PEM', email: 'alex.pemberton@example.com' }, { contactType: 'HMO', phone: { number: '+447700900123' } }], { email: 'a****@example.com', sms: '*******0123' }],
    ['work ones when there are no personal ones', [{ contactType: 'WEM', email: 'alex@work.example' }, { contactType: 'WMO', phone: { number: '07700900555' } }], { email: 'a****@work.example', sms: '*******0555' }],
    ['personal before work', [{ contactType: 'WEM', email: 'w@work.example' }, { contactType: 'PEM', email: 'p@home.example' }], { email: 'p****@home.example', sms: '' }],
    ['nothing of an unknown kind', [{ contactType: 'FAX', phone: { number: '0123' } }], { email: '', sms: '' }],
  ])('%s', (_name, partyContacts, expected) => {
    expect(mapContacts({ partyContacts })).toEqual(expected);
  });

  it('says nothing when the bank gave nothing', () => {
    expect(mapContacts(undefined)).toEqual({ email: '', sms: '' });
  });
});

describe('mapSubscriber', () => {
  it.each([
    ['a retail customer subscribes as the party', ['Customer', 'Retailuser'], 'PARTY'],
    ['a corporate user subscribes as the user', ['Customer', 'CorporateUser'], 'CORPORATE'],
    ['no roles: the party', undefined, 'PARTY'],
  ])('%s', (_name, roles, kind) => {
    expect(mapSubscriber({ userProfile: { userName: 'U1', partyId: { value: 'P1' }, roles } })).toEqual({ kind, party: 'P1', userId: 'U1' });
  });
});

describe('mapAlertSettings', () => {
  it('masks the contacts alerts go to, and has no subscription when the bank lists none', () => {
    const subscriber = mapSubscriber(undefined);
    const settings = mapAlertSettings(subscriber, undefined, {}, { partyContacts: [{ contactType: 'PEM', email: 'alex.pemberton@example.com' }] });
    expect(settings).toEqual({ subscriber, events: [], contacts: { email: 'a****@example.com', sms: '' }, subscription: null });
  });
});
