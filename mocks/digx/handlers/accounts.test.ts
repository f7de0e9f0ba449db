import { digxFailure } from '../../../src/testing/digxFailure';
import { createDigxClient, type DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, PARTY } from '../bank/seed';
import { bank, logInAs as logIn } from '../testing';

/** The accounts area through the app's real client: nonce, session cookie, entity header. */
type Wire = Record<string, unknown> & { id: { value: string; displayValue: string }; accountNumber: string; sequenceNumber: number };

async function get<T = Record<string, unknown>>(client: DigxClient, path: string, params?: Record<string, string>): Promise<T> {
  return (await client.request<T>({ method: 'GET', path, params })).data;
}

const idOf = (number: string) => accountIdOf(number).value;
const numbers = (accounts: Wire[]) => accounts.map((a) => a.accountNumber);
const listAll = async (client: DigxClient) => (await get<{ accounts: Wire[] }>(client, 'v1/accounts', { expand: 'all' })).accounts;
const rename = (client: DigxClient, dtos: unknown[]) => client.request({ method: 'POST', path: 'cz/v1/accountNickname', body: { accountNicknameDTOs: dtos } });

const RETAIL_ORDER = [ACC.everyday, ACC.household, ACC.consultancy, ACC.dollars, ACC.instant, ACC.notice, ACC.bond, ACC.loan, ACC.mortgage];

describe('GET v1/accounts?expand=all', () => {
  it("lists the user's own accounts of every resource in display order, with the SPEC fields beside the OBDX keys", async () => {
    const accounts = await listAll(await logIn());
    expect(numbers(accounts)).toEqual(RETAIL_ORDER);
    expect(accounts.map((a) => a.accountModule)).toEqual([...Array(6).fill('demandDeposit'), 'deposit', 'loan', 'loan']);
    expect(accounts[0]).toMatchObject({
      id: { displayValue: 'xxxxxxxxxxxx4561', value: idOf(ACC.everyday) },
      type: 'CSA',
      customerId: PARTY.pemberton,
      nickname: 'Everyday',
      sequenceNumber: 1,
      hasPayInBooks: true,
      productDTO: { productId: 'CAPRV', demandDepositProductFacilitiesDTO: { hasChequeBookFacility: true } },
    });
    expect(accounts[0]).not.toHaveProperty('internal');
  });

  it('answers CORP1 with its three entities and nothing of RETAIL1', async () => {
    const accounts = await listAll(await logIn('CORP1'));
    expect(accounts).toHaveLength(6);
    expect(new Set(accounts.map((a) => a.customerId))).toEqual(new Set([PARTY.stables, PARTY.holdings, PARTY.bloodstock]));
  });

  it("narrows to the X-Target-Unit entity when it is one of the user's, and ignores any other", async () => {
    const client = await logIn('CORP1');
    client.setTargetUnit(PARTY.holdings);
    expect(numbers(await listAll(client))).toEqual([ACC.holdingsCurrent, ACC.holdingsEuro]);
    const foreign = await digxFailure(get(client, `v1/accounts/demandDeposit/${idOf(ACC.stablesCurrent)}`));
    expect(foreign.meaning).toBe('accountDetailsNotFound');
    client.setTargetUnit(PARTY.pemberton);
    expect(await listAll(client)).toHaveLength(6);
  });

  it('refuses a call without a session with 401', async () => {
    const error = await digxFailure(get(createDigxClient(), 'v1/accounts', { expand: 'all' }));
    expect(error).toMatchObject({ kind: 'sessionExpired', status: 401 });
  });
});

describe('the OBDX lists', () => {
  it('GET v1/accounts/demandDeposit: CSA accounts and a summary per party and currency', async () => {
    const data = await get<{ accounts: Wire[]; summary: { items: Record<string, unknown>[] } }>(await logIn(), 'v1/accounts/demandDeposit', {
      taskCode: 'DDA_I_ACC',
    });
    expect(numbers(data.accounts)).toEqual(RETAIL_ORDER.slice(0, 6));
    expect(data.accounts.every((a) => a.type === 'CSA')).toBe(true);
    expect(data.summary.items.map((i) => [i.accountType, i.currency, i.count])).toEqual([
      ['CSA', 'GBP', 5],
      ['CSA', 'USD', 1],
    ]);
    expect(data.summary.items[0]).toMatchObject({ party: { displayValue: '***452' }, totalAvailableBalance: { currency: 'GBP' } });
  });

  it('GET v1/accounts/loan and v1/accounts/deposit', async () => {
    const client = await logIn();
    const loans = await get<{ accounts: Wire[]; summary: { items: Record<string, unknown>[] } }>(client, 'v1/accounts/loan');
    expect(numbers(loans.accounts)).toEqual([ACC.loan, ACC.mortgage]);
    expect(loans.summary.items[0]).toMatchObject({ accountType: 'LON', count: 2, totalBorrowings: { currency: 'GBP', amount: 885000 } });
    const deposits = await get<{ accounts: Wire[]; summary: { items: Record<string, unknown>[] } }>(client, 'v1/accounts/deposit');
    expect(deposits.accounts[0]).toMatchObject({ type: 'TRD', accountNumber: ACC.bond, principalAmount: { amount: 250000 } });
    expect(deposits.summary.items[0]).toMatchObject({ accountType: 'TRD', totalInvestmentAmount: { amount: 250000 } });
  });
});

describe('one account', () => {
  it('GET v1/accounts/demandDeposit/{id}: demandDepositAccountDTO with overdraft and branch address', async () => {
    const data = await get<{ demandDepositAccountDTO: Record<string, unknown> }>(await logIn(), `v1/accounts/demandDeposit/${idOf(ACC.everyday)}`);
    expect(data.demandDepositAccountDTO).toMatchObject({
      overDraftLimit: { sanctionedLimitAmount: { currency: 'GBP', amount: 10000 } },
      branchAddressDTO: { id: '000', branchAddress: { postalAddress: { city: 'London' } } },
    });
  });

  it('GET v1/accounts/loan/{id} and its /outstanding, by OBDX\'s names (OBDX_UI loan-details.html, loan-repayment.js)', async () => {
    const client = await logIn();
    const details = await get<{ loanAccountDetails: Record<string, unknown> }>(client, `v1/accounts/loan/${idOf(ACC.mortgage)}`);
    expect(details.loanAccountDetails).toMatchObject({
      type: 'LON',
      approvedAmount: { amount: 850000 },
      loanScheduleDTO: {
        nextDueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/),
        installementDueCount: expect.any(Number),
        principalRepaymentFrequency: 'Monthly',
      },
    });
    for (const invented of ['nextInstallmentDueDate', 'remainingInstallments', 'repaymentFrequency', 'installmentArrears']) {
      expect(details.loanAccountDetails).not.toHaveProperty(invented);
    }
    const outstanding = await get<{ outStandingLoanDetailsDTO: Record<string, unknown> }>(client, `v1/accounts/loan/${idOf(ACC.mortgage)}/outstanding`);
    expect(outstanding.outStandingLoanDetailsDTO).toEqual({
      principalBalance: details.loanAccountDetails.outstandingAmount,
      installmentArrear: { currency: 'GBP', amount: 0 },
      interestArrears: { currency: 'GBP', amount: 0 },
      lateRepaymentCharges: { currency: 'GBP', amount: 0 },
      serviceCharges: { currency: 'GBP', amount: 0 },
      prepaymentAmount: { currency: 'GBP', amount: 0 },
    });
  });

  it('GET v1/accounts/deposit/{id}: termDepositDetails with OBDX\'s tenure and rollover code; payouts on their own call', async () => {
    const client = await logIn();
    const data = await get<{ termDepositDetails: Record<string, unknown> }>(client, `v1/accounts/deposit/${idOf(ACC.bond)}`);
    expect(data.termDepositDetails).toMatchObject({
      rollOverType: 'A',
      tenure: { years: 1, months: 0, days: 0 },
      interestRate: 4.6,
      productDTO: { name: '1 Year Fixed Rate Bond' },
      payoutInstructions: [],
    });
    expect(data.termDepositDetails).not.toHaveProperty('depositTenure');
    const payouts = await get<{ payoutInstructions: unknown[] }>(client, `v1/accounts/deposit/${idOf(ACC.bond)}/payOutInstructions`);
    expect(payouts.payoutInstructions).toEqual([
      { type: 'O', payoutComponentType: 'P', accountId: accountIdOf(ACC.instant), percentage: 100 },
      { type: 'O', payoutComponentType: 'I', accountId: accountIdOf(ACC.instant), percentage: 100 },
    ]);
  });

  it('GET cz/v1/accountAddress/{id}', async () => {
    const data = await get<{ accountAddressDTO: Record<string, unknown> }>(await logIn(), `cz/v1/accountAddress/${idOf(ACC.everyday)}`);
    expect(data.accountAddressDTO).toMatchObject({ addressType: 'CORRESPONDENCE', postalAddress: { city: 'London', country: 'GREAT BRITAIN' } });
  });

  it.each([
    ['another user’s account', `v1/accounts/demandDeposit/${idOf(ACC.stablesRacing)}`],
    ['an unknown id', 'v1/accounts/demandDeposit/NOSUCHACCOUNT'],
    ['a loan asked as a demand deposit', `v1/accounts/demandDeposit/${idOf(ACC.loan)}`],
    ['a current account asked as a loan', `v1/accounts/loan/${idOf(ACC.everyday)}/outstanding`],
    ['another user’s address', `cz/v1/accountAddress/${idOf(ACC.newcomer)}`],
  ])('refuses %s with accountDetailsNotFound', async (_name, path) => {
    const error = await digxFailure(get(await logIn(), path));
    expect(error).toMatchObject({ status: 400, meaning: 'accountDetailsNotFound' });
  });
});

describe('POST cz/v1/accountNickname', () => {
  const everyday = () => bank.state.accounts[idOf(ACC.everyday)];

  it('renames and reorders, and the lists show it afterwards', async () => {
    const client = await logIn();
    const [first, second] = await listAll(client);
    await rename(client, [
      { nickname: 'Bills', number: first.id, party: first.partyId, type: 'CSA', sequenceNumber: 2 },
      { nickname: null, number: second.id, party: second.partyId, type: 'CSA', sequenceNumber: 1 },
    ]);
    const after = await listAll(client);
    expect(numbers(after).slice(0, 2)).toEqual([ACC.household, ACC.everyday]);
    expect(after[1]).toMatchObject({ nickname: 'Bills', sequenceNumber: 2 });
    expect(after[0]).toMatchObject({ nickname: null, sequenceNumber: 1 });
    expect(everyday().internal).toMatchObject({ nickname: 'Bills', order: 2 });
  });

  it('finds the account by its plain number too', async () => {
    const client = await logIn();
    await rename(client, [{ nickname: 'Main', number: ACC.everyday, sequenceNumber: 1 }]);
    expect(everyday().internal.nickname).toBe('Main');
  });

  it.each([
    ['a nickname over 35 characters', 'A'.repeat(36), 'nicknameOrReferenceLength'],
    ['a nickname with symbols', 'Rent & bills!', 'alphanumericViolation'],
  ])('refuses %s and saves nothing of the request', async (_name, nickname, meaning) => {
    const client = await logIn();
    const error = await digxFailure(
      rename(client, [
        { nickname: 'Fine name', number: idOf(ACC.household), sequenceNumber: 2 },
        { nickname, number: idOf(ACC.everyday), sequenceNumber: 1 },
      ]),
    );
    expect(error).toMatchObject({ status: 400, meaning });
    expect(bank.state.accounts[idOf(ACC.household)].internal.nickname).toBe('Household');
    expect(everyday().internal.nickname).toBe('Everyday');
  });

  it("refuses another user's account and a party that is not the account's", async () => {
    const client = await logIn();
    const foreign = await digxFailure(rename(client, [{ nickname: 'Mine', number: idOf(ACC.stablesRacing), sequenceNumber: 1 }]));
    expect(foreign.meaning).toBe('accountDetailsNotFound');
    const wrongParty = await digxFailure(rename(client, [{ nickname: 'Mine', number: idOf(ACC.everyday), party: { value: 'OTHER' }, sequenceNumber: 1 }]));
    expect(wrongParty.meaning).toBe('accountDetailsNotFound');
    expect(bank.state.accounts[idOf(ACC.stablesRacing)].internal.nickname).toBe('Yard racing');
  });
});
