import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf } from '../bank/seed';
import { bank, fixBankClock, logInAs as logIn } from '../testing';

/** International payment requests through the app's real client. */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

const request = (over: Record<string, unknown> = {}) => ({
  debitAccountId: { value: accountIdOf(ACC.everyday).value },
  beneficiaryName: 'Jean Dupont',
  beneficiaryAddress: '1 Rue Exemple, Paris',
  accountNumberOrIban: 'FR76 3000 6000 0112 3456 7890 189',
  swiftCode: 'AGRIFRPP',
  bankName: 'Credit Agricole',
  bankCountry: 'FR',
  currency: 'EUR',
  amount: { amount: 1250.5, currency: 'EUR' },
  reference: 'VILLA DEPOSIT',
  purpose: 'Holiday rental',
  ...over,
});

const send = (client: DigxClient, body: unknown) =>
  client.request<{ referenceNo: string; status: { referenceNumber: string } }>({ method: 'POST', path: 'cz/v1/payments/internationalPaymentRequests', body });

describe('POST cz/v1/payments/internationalPaymentRequests', () => {
  it('stores the request and answers 201 with its reference, posting nothing', async () => {
    const client = await logIn();
    const balance = bank.state.accounts[accountIdOf(ACC.everyday).value];
    const before = JSON.stringify(balance);
    const response = await send(client, request());
    expect(response.status).toBe(201);
    expect(response.data.referenceNo).toBe('IPR00000001');
    expect(response.data.status.referenceNumber).toBe('IPR00000001');
    expect(bank.state.internationalRequests).toEqual([
      expect.objectContaining({
        referenceNo: 'IPR00000001', status: 'RECEIVED', accountNumberOrIban: 'FR7630006000011234567890189', swiftCode: 'AGRIFRPP', currency: 'EUR',
        amount: { currency: 'EUR', amount: 1250.5 }, internal: { ownerUserId: 'RETAIL1', partyId: balance.partyId.value },
      }),
    ]);
    expect(JSON.stringify(balance)).toBe(before);
    expect((await send(client, request({ swiftCode: 'AGRIFRPPXXX' }))).data.referenceNo).toBe('IPR00000002');
  });

  it.each([
    ['a SWIFT code of 3 characters', { swiftCode: 'ABC' }, 'wrongDetails'],
    ['a SWIFT code of 9 characters', { swiftCode: 'AGRIFRPPX' }, 'wrongDetails'],
    ['no beneficiary', { beneficiaryName: '' }, 'wrongDetails'],
    ['a beneficiary name of 36 characters', { beneficiaryName: 'B'.repeat(36) }, 'nicknameOrReferenceLength'],
    ['no account number or IBAN', { accountNumberOrIban: '' }, 'wrongDetails'],
    ['no bank name', { bankName: '' }, 'wrongDetails'],
    ['no bank country', { bankCountry: undefined }, 'wrongDetails'],
    ['no currency', { currency: '' }, 'wrongDetails'],
    ['a zero amount', { amount: { amount: 0, currency: 'EUR' } }, 'wrongDetails'],
    ['an amount in another currency', { amount: { amount: 10, currency: 'USD' } }, 'wrongDetails'],
    ['a reference with punctuation', { reference: 'VILLA!' }, 'alphanumericViolation'],
    ["another customer's account", { debitAccountId: { value: accountIdOf(ACC.stablesRacing).value } }, 'accountDetailsNotFound'],
    ['a loan account', { debitAccountId: { value: accountIdOf(ACC.mortgage).value } }, 'accountNoDebits'],
  ])('refuses %s', async (_name, over, meaning) => {
    const error = await digxFailure(send(await logIn(), request(over)));
    expect(error).toMatchObject({ status: 400, meaning });
    expect(bank.state.internationalRequests).toEqual([]);
  });
});
