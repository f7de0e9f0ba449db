import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient, DigxRequest } from '../../../src/shared/api/digxClient';
import { PARTY } from '../bank/seed';
import { consentIdOf } from '../bank/seed/paymentCompanies';
import type { PaymentCompanyConsentRecord } from '../bank/types';
import { bank, fixBankClock, logInAs, withOtp } from '../testing';

/**
 * Payment companies through the app's real client: the user's active consents and withdrawing one with the
 * passcode. The session cookie is shared, so a client is used only until the next logInAs.
 */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

type ConsentWire = Omit<PaymentCompanyConsentRecord, 'internal'>;
const consentsOf = async (client: DigxClient) =>
  (await client.request<{ status: { result: string }; consents: ConsentWire[] }>({ method: 'GET', path: 'cz/v1/me/paymentCompanies' })).data.consents;
const withdrawal = (consentId: string): DigxRequest => ({ method: 'DELETE', path: `cz/v1/me/paymentCompanies/${consentId}` });
const stored = (consentId: string) => bank.state.paymentCompanyConsents.find((c) => c.consentId === consentId) as PaymentCompanyConsentRecord;

const MONEYBOX = consentIdOf('retail-moneybox');
const EMMA = consentIdOf('retail-emma');
const XERO = consentIdOf('corp-xero');

describe('the list of payment companies', () => {
  it('shows RETAIL1 a savings app that may pay from one account and a view-only app on two, newest first', async () => {
    const consents = await consentsOf(await logInAs());
    expect(consents).toEqual([
      {
        consentId: MONEYBOX, company: 'Moneybox Ltd', permissions: ['View account details and balances', 'Make payments'],
        accounts: [{ displayValue: 'xxxxxxxxxxxx4561', value: expect.any(String) }],
        grantedOn: '2025-05-02T00:00:00', expiresOn: '2026-05-02T00:00:00', status: 'ACTIVE',
      },
      {
        consentId: EMMA, company: 'Emma Technologies Ltd', permissions: ['View account details and balances', 'View transactions'],
        accounts: [{ displayValue: 'xxxxxxxxxxxx4561', value: expect.any(String) }, { displayValue: 'xxxxxxxxxxxx4588', value: expect.any(String) }],
        grantedOn: '2024-11-18T00:00:00', expiresOn: null, status: 'ACTIVE',
      },
    ]);
    for (const account of consents.flatMap((c) => c.accounts)) {
      expect(bank.state.accounts[account.value]?.internal.ownerUserIds).toContain('RETAIL1');
    }
  });

  it('shows CORP1 Xero on the two stables accounts, whatever entity is shown', async () => {
    const consents = await consentsOf(await logInAs('CORP1', PARTY.holdings));
    expect(consents).toEqual([expect.objectContaining({ consentId: XERO, company: 'Xero Ltd', permissions: ['View account details and balances', 'View transactions'] })]);
    expect(consents[0].accounts.map((a) => bank.state.accounts[a.value]?.internal.partyNumber)).toEqual([PARTY.stables, PARTY.stables]);
  });

  it('shows NEWUSER none', async () => {
    expect(await consentsOf(await logInAs('NEWUSER'))).toEqual([]);
  });

  it('leaves out a consent past its expiry date', async () => {
    stored(MONEYBOX).expiresOn = '2025-06-15T00:00:00';
    const client = await logInAs();
    expect((await consentsOf(client)).map((c) => c.consentId)).toEqual([EMMA]);
    expect(await digxFailure(client.request(withdrawal(MONEYBOX)))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('withdrawing access', () => {
  it('asks for the passcode, then withdraws the consent for good', async () => {
    const client = await logInAs();
    const done = await withOtp<{ status: { result: string } }>(client, withdrawal(MONEYBOX));
    expect(done.status).toBe(200);
    expect(done.data.status.result).toBe('SUCCESSFUL');
    expect(stored(MONEYBOX)).toMatchObject({ status: 'WITHDRAWN', internal: { withdrawnOn: '2025-06-16T10:30:00.000Z' } });

    const again = await logInAs();
    expect((await consentsOf(again)).map((c) => c.consentId)).toEqual([EMMA]);
    const refused = await digxFailure(again.request(withdrawal(MONEYBOX)));
    expect(refused).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('withdraws nothing without the passcode or with a wrong one', async () => {
    const client = await logInAs();
    expect(await digxFailure(client.request(withdrawal(EMMA)))).toMatchObject({ kind: 'challenge', status: 417 });
    await digxFailure(withOtp(client, withdrawal(EMMA), '000000'));
    expect(stored(EMMA).status).toBe('ACTIVE');
    expect(await consentsOf(client)).toHaveLength(2);
  });

  it.each([
    ['an unknown consent', 'NOSUCHCONSENT'],
    ['another user\'s consent', XERO],
  ])('refuses %s at once (wrongDetails, no passcode asked)', async (_name, consentId) => {
    const client = await logInAs();
    expect(await digxFailure(client.request(withdrawal(consentId)))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(stored(XERO).status).toBe('ACTIVE');
  });
});
