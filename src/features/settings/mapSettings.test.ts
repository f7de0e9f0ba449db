import { mapConsents, mapMarketing, mapProfile } from './mapSettings';

describe('mapProfile (GET v1/me)', () => {
  it('names the customer, masks email and phone, and gives the last login in London time', () => {
    expect(
      mapProfile({
        userProfile: {
          userName: 'RETAIL1',
          prefix: 'Mr',
          firstName: 'Alexander',
          lastName: 'Pemberton',
          emailId: { displayValue: 'alex.pemberton@example.com' },
          phoneNumber: { displayValue: '+447700900123' },
          // Summer time: 10:52 UTC is 11:52 in London.
          lastLoginTime: '2025-07-01T10:52:19.000Z',
        },
      }),
    ).toEqual({
      name: 'Mr Alexander Pemberton',
      preferredName: 'Alexander',
      email: 'a****@example.com',
      phone: '*******0123',
      lastLogin: '2025-07-01 11:52:19',
    });
  });

  it.each([
    ['in the profile', { userProfile: { firstName: 'Alexander', preferredName: 'Alex' } }, 'Alex'],
    ['beside it', { userProfile: { firstName: 'Alexander' }, preferredName: 'Alex' }, 'Alex'],
    ['nowhere: the first name', { userProfile: { firstName: 'Alexander' } }, 'Alexander'],
  ])('reads a preferred name %s', (_name, wire, expected) => {
    expect(mapProfile(wire).preferredName).toBe(expected);
  });

  it('gives no last login when there is none', () => {
    expect(mapProfile({}).lastLogin).toBeUndefined();
  });
});

describe('mapMarketing', () => {
  it.each([
    ['an answer', { answered: true, outcome: 'submitted', channels: { email: true, post: true }, updatedOn: '2026-01-01T10:00:00.000Z' }, { answered: true, outcome: 'submitted', channels: { email: true, sms: false, post: true, phone: false }, updatedOn: '2026-01-01T10:00:00.000Z' }],
    ['no answer yet', { answered: false, outcome: null, channels: {}, updatedOn: null }, { answered: false, outcome: null, channels: { email: false, sms: false, post: false, phone: false }, updatedOn: null }],
    ['an outcome it does not know', { answered: false, outcome: 'maybe' }, { answered: false, outcome: null, channels: { email: false, sms: false, post: false, phone: false }, updatedOn: null }],
  ])('%s', (_name, marketingPreferences, expected) => {
    expect(mapMarketing({ marketingPreferences })).toEqual(expected);
  });
});

describe('mapConsents', () => {
  it('keeps active consents with days for dates and masked accounts', () => {
    expect(
      mapConsents({
        consents: [
          {
            consentId: 'C1',
            company: 'Moneybox Ltd',
            permissions: ['View account details and balances', 'Make payments'],
            accounts: [{ displayValue: 'xxxxxxxxxxxx0014', value: 'opaque' }],
            grantedOn: '2026-01-20T00:00:00',
            expiresOn: null,
            status: 'ACTIVE',
          },
          { consentId: 'C2', company: 'Gone Ltd', status: 'WITHDRAWN' },
        ],
      }),
    ).toEqual([
      {
        id: 'C1',
        company: 'Moneybox Ltd',
        permissions: ['View account details and balances', 'Make payments'],
        accounts: ['xxxxxxxxxxxx0014'],
        grantedOn: '2026-01-20',
        expiresOn: null,
      },
    ]);
    expect(mapConsents(undefined)).toEqual([]);
  });
});
