import { logInAs as logIn } from '../testing';
import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient } from '../../../src/shared/api/digxClient';
import { ACC } from '../bank/seed';
import { PAYEE_SPECS } from '../bank/seed/payeeSpecs';
import { nameMatch } from './cop';

/** Confirmation of Payee through the app's real client: every outcome of the table in cop.ts. */

interface Cop { matched: string; enabled: boolean; reasonCode: string | null; payeeAccountName: string | null }

async function check(client: DigxClient, sortCode: string, accountNumber: string, accountName: string, accountType?: string, reference?: string): Promise<Cop> {
  const { data } = await client.request<Cop>({
    method: 'POST',
    path: 'v1/payments/verifyPayeeName',
    body: {
      paymentType: 'FAS', network: 'SORT', accountId: `${sortCode}${accountNumber}`, accountName, accountType, bic: '',
      dictionaryArray: reference ? [{ nameField: 'secondaryIdentification', value: reference }] : [],
    },
  });
  return data;
}

describe('POST v1/payments/verifyPayeeName', () => {
  it.each([
    // [rule, sort code, account, name sent, type sent, reference, matched, reason, name returned]
    ['1 no account', '200000', '00000001', 'Anyone', 'PERSONAL', undefined, 'N', 'AC01', null],
    ['2 reference needed', '309634', '00000002', 'Sarah Jones', 'PERSONAL', undefined, 'N', 'IVCR', null],
    ['2 reference given', '309634', '00000002', 'Sarah Jones', 'PERSONAL', 'ROLL 12345', 'Y', null, 'Sarah Jones'],
    ['3 switched', '400530', '00000003', 'Anyone', 'PERSONAL', undefined, 'N', 'CASS', null],
    ['4 unable to check', '560036', '00000004', 'Anyone', 'PERSONAL', undefined, 'N', 'SCNS', null],
    ['4 unknown sort code', '123456', '12345678', 'Anyone', 'PERSONAL', undefined, 'N', 'SCNS', null],
    ['5 type not supported', '090128', '00000005', 'Anyone', 'PERSONAL', undefined, 'N', 'ACNS', null],
    ['5 opted out', '090128', '00000006', 'Anyone', 'PERSONAL', undefined, 'N', 'OPTO', null],
    ['6 exact', '200000', '11223344', 'John Smith', 'PERSONAL', undefined, 'Y', null, 'John Smith'],
    ['6 exact, other case and spaces', '200000', '11223344', '  JOHN   smith ', 'PERSONAL', undefined, 'Y', null, 'John Smith'],
    ['6 exact, no type sent', '200000', '11223344', 'John Smith', undefined, undefined, 'Y', null, 'John Smith'],
    ['7 personal account sent as business', '200000', '11223344', 'John Smith', 'BUSINESS', undefined, 'A', 'PANM', 'John Smith'],
    ['7 business account sent as personal', '400530', '22334455', 'Newmarket Saddlery Ltd', 'PERSONAL', undefined, 'A', 'BANM', 'Newmarket Saddlery Ltd'],
    ['8 title and initial', '200000', '11223344', 'Mr J Smith', 'PERSONAL', undefined, 'A', 'MBAM', 'John Smith'],
    ['8 a typo', '200000', '11223344', 'Jon Smith', 'PERSONAL', undefined, 'A', 'MBAM', 'John Smith'],
    ['8 Limited for Ltd', '400530', '22334455', 'Newmarket Saddlery Limited', 'BUSINESS', undefined, 'A', 'MBAM', 'Newmarket Saddlery Ltd'],
    ['9 close, business sent as personal', '400530', '22334455', 'Newmarket Saddlery Limited', 'PERSONAL', undefined, 'A', 'BAMM', 'Newmarket Saddlery Ltd'],
    ['9 close, personal sent as business', '200000', '11223344', 'J Smith', 'BUSINESS', undefined, 'A', 'PAMM', 'John Smith'],
    ['10 another name', '200000', '11223344', 'Jane Doe', 'PERSONAL', undefined, 'N', 'ANNM', null],
    ['10 another first name', '200000', '11223344', 'Jane Smith', 'PERSONAL', undefined, 'N', 'ANNM', null],
    ['11 unknown account', '560036', '87654321', 'Any Person', 'PERSONAL', undefined, 'Y', null, 'Any Person'],
    ['11 unknown Ltd account sent as personal', '560036', '87654321', 'Acme Widgets Ltd', 'PERSONAL', undefined, 'A', 'BANM', 'Acme Widgets Ltd'],
    ['seeded payee under its account name', '180002', '10457733', 'Harrow Park School', 'BUSINESS', undefined, 'A', 'MBAM', 'Harrow Park School Trust'],
    ["this bank's own account", '609303', ACC.everyday, 'Alexander James Pemberton', 'PERSONAL', undefined, 'Y', null, 'Alexander James Pemberton'],
    ["this bank's own account, shortened", '609303', ACC.everyday, 'Alex Pemberton', 'PERSONAL', undefined, 'A', 'MBAM', 'Alexander James Pemberton'],
  ])('rule %s', async (_rule, sortCode, accountNumber, name, type, reference, matched, reasonCode, payeeAccountName) => {
    const result = await check(await logIn(), sortCode, accountNumber, name, type, reference);
    expect(result).toEqual({ status: expect.anything(), matched, enabled: true, reasonCode, payeeAccountName });
  });

  it('matches every seeded payee under the name CoP gave when it was added', async () => {
    const client = await logIn();
    for (const p of PAYEE_SPECS) {
      const name = p.verification?.nameOnAccount ?? p.accountName;
      const result = await check(client, p.sortCode, p.accountNumber, name);
      expect([p.nickName, result.matched, result.payeeAccountName]).toEqual([p.nickName, 'Y', name]);
    }
  });

  it.each([
    ['an accountId of 13 digits', { accountId: '2000001122334' }],
    ['an empty name', { accountName: ' ' }],
    ['another account type', { accountType: 'JOINT' }],
  ])('refuses %s with 400 wrong details', async (_name, over) => {
    const client = await logIn();
    const error = await digxFailure(client.request({
      method: 'POST', path: 'v1/payments/verifyPayeeName', body: { paymentType: 'FAS', network: 'SORT', accountId: '20000011223344', accountName: 'John Smith', accountType: 'PERSONAL', ...over },
    }));
    expect(error).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('nameMatch', () => {
  it.each([
    ['John Smith', 'john smith', 'exact'],
    ['J. Smith', 'J Smith', 'exact'],
    ['Hargreaves & Co', 'Hargreaves and Co', 'exact'],
    ['Mr John Smith', 'John Smith', 'close'],
    ['Martha Ellison', 'M Ellison', 'close'],
    ['Equine Transport Services', 'Equine Transport Svcs', 'close'],
    ['Smith', 'John Smith', 'none'],
    ['Peter Greaves', 'Emma Pemberton', 'none'],
  ])('%s against %s is %s', (sent, actual, expected) => {
    expect(nameMatch(sent, actual)).toBe(expected);
  });
});
