import { mapAlertEvents, mapAlertSettings, mapSubscription } from './mapAlerts';

const KEY = { activityId: 'com.ofss.digx.app.security.login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' };

describe('mapAlertEvents', () => {
  it('keeps the bank\'s alerts in order with their keys, and skips unnamed ones', () => {
    expect(
      mapAlertEvents({
        alertResponseDTO: [
          { alertDTO: { alertName: 'Failed Login Alert', alertKeyDTO: { ...KEY, eventId: 'FAILED_LOGIN' } } },
          { alertDTO: {} },
          { alertDTO: { alertName: 'Login Alert', alertKeyDTO: KEY } },
        ],
      }).map((e) => [e.name, e.key.eventId]),
    ).toEqual([
      ['Failed Login Alert', 'FAILED_LOGIN'],
      ['Login Alert', 'LOGIN'],
    ]);
    expect(mapAlertEvents(undefined)).toEqual([]);
  });
});

describe('mapSubscription: both shapes of GET v1/actionSubscriptions', () => {
  it.each([
    [
      "SPEC.md section 3's flat shape",
      {
        actionSubscriptionDTOs: [
          { subscriptionId: 'SUB1', subStartDate: '2025-01-01', subEndDate: '2099-12-31', alerts: [{ alertName: 'Login Alert', alertKeyDTO: KEY, email: true, sms: false }] },
        ],
      },
    ],
    [
      "OBDX's shape",
      {
        actionSubscriptionDTO: [
          {
            subscriptionId: 'SUB1',
            subscriptionStartDate: '2025-01-01T00:00:00',
            subscriptionEndDate: '2099-12-31T00:00:00',
            isActive: true,
            subscribedActions: [{ alertName: 'Login Alert', subscriptionPreferences: [{ destination: 'EMAIL', recipientCategory: 'USER' }] }],
          },
        ],
      },
    ],
  ])('%s', (_name, wire) => {
    expect(mapSubscription(wire)).toEqual({
      id: 'SUB1',
      startDate: '2025-01-01',
      endDate: '2099-12-31',
      choices: { 'Login Alert': { email: true, sms: false } },
    });
  });

  it.each([
    ['no list', {}],
    ['an empty list', { actionSubscriptionDTOs: [] }],
    ['an inactive one only', { actionSubscriptionDTO: [{ subscriptionId: 'SUB9', isActive: false }] }],
  ])('is null with %s', (_name, wire) => {
    expect(mapSubscription(wire)).toBeNull();
  });
});

describe('mapAlertSettings', () => {
  it('masks the contacts alerts go to', () => {
    const settings = mapAlertSettings(undefined, { contacts: { email: 'alex.pemberton@example.com', sms: '+447700900123' } });
    expect(settings.contacts).toEqual({ email: 'a****@example.com', sms: '*******0123' });
    expect(settings.subscription).toBeNull();
  });
});
