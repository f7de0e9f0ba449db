import { parseDecoded } from '@/shared/api/decodeEntities';
import { bank } from '@mocks/digx/testing';
import { ACC, accountIdOf, toWire } from '@mocks/digx/bank/seed';
import demandDepositSample from './fixtures/obdx-demandDeposit-list.json';
import depositSample from './fixtures/obdx-deposit-list.json';
import loanSample from './fixtures/obdx-loan-list.json';
import { dollarBond, mortgageAccount, noticeAccount, racingAccount } from './fixtures/bankAccounts';
import { mapAccount, mapAccounts, toMoney, type AccountWire } from './mapAccount';

/** The client decodes OBDX's HTML entities before any mapper sees an answer; so do these tests. */
const real = <T>(sample: T) => parseDecoded(JSON.stringify(sample)) as T & { accounts: AccountWire[] };

describe('mapAccount on real OBDX answers (fixtures/obdx-*.json)', () => {
  const demand = mapAccounts(real(demandDepositSample).accounts, 'demandDeposit');
  const [loan] = mapAccounts(real(loanSample).accounts, 'loan');
  const [deposit] = mapAccounts(real(depositSample).accounts, 'deposit');

  it.each([
    // displayValue, type (rule), group, title, currency, balance, available
    ['xxxxxxxxxxxx0014', 'IA', 'deposit', 'Savings Account - Regular', 'GBP', 108165.68, 103545.68],
    ['xxxxxxxxxxxx0036', 'IA', 'deposit', 'ISLAMIC_SAVIN', 'GBP', 987990, 987990],
    ['xxxxxxxxxxxx0058', 'CA', 'current', 'Current Accounts - Regular', 'GBP', 97378.64, 97246.64],
    ['xxxxxxxxxxxx0116', 'IA', 'deposit', 'Savings Account - Regular', 'USD', 188546, 188546],
  ])('demand deposit %s → %s %s', (display, type, group, title, currency, balance, available) => {
    const account = demand.find((a) => a.accountNumber === display);
    expect(account).toMatchObject({ type, group, title, currency, balancePure: balance, availableBalancePure: available, isInternational: currency !== 'GBP' });
  });

  it('fills every SPEC field, falling back to the masks where OBDX has no plain numbers', () => {
    expect(demand[0]).toEqual({
      id: '9FA4A85799C896A59416F989BEF5F55AB2AD2D761976A7482C52497420',
      accountId: '9FA4A85799C896A59416F989BEF5F55AB2AD2D761976A7482C52497420',
      customerId: '***170',
      accountNumber: 'xxxxxxxxxxxx0014',
      partyId: 'EEC0AA569EC996C6F7E6669F120E7C184D1F38E5B856',
      partyName: 'James Smith',
      currency: 'GBP',
      originalType: 'CSA',
      branchCode: 'AT3',
      sortCode: '609303',
      type: 'IA',
      accountType: 'demandDeposit',
      productType: 'SAVIN',
      typeTitle: 'Instant access',
      group: 'deposit',
      isInternational: false,
      balance: { currency: 'GBP', amount: 108165.68 },
      availableBalance: { currency: 'GBP', amount: 103545.68 },
      balancePure: 108165.68,
      availableBalancePure: 103545.68,
      title: 'Savings Account - Regular',
      nickname: null,
      displayName: 'Savings Account - Regular',
      order: 1,
      openingDate: '02/01/2014',
      status: 'active',
      statusText: '',
      transferOutDisabled: false,
      statementsDisabled: false,
      hasStatements: true,
      hasChequeBooks: true,
      hasPayInBooks: false,
      canMakeBulkPayment: false,
      hasChequeStatus: false,
      details: { startDate: '2014-01-02' },
      wire: {
        id: { displayValue: 'xxxxxxxxxxxx0014', value: '9FA4A85799C896A59416F989BEF5F55AB2AD2D761976A7482C52497420' },
        partyId: { displayValue: '***170', value: 'EEC0AA569EC996C6F7E6669F120E7C184D1F38E5B856' },
      },
    });
    expect(demand.map((a) => a.order)).toEqual([1, 2, 3, 4]);
  });

  it('reads a real loan: "Home Loans" is a mortgage, the balance is what is owed, no statements', () => {
    expect(loan).toMatchObject({
      type: 'MO',
      group: 'lending',
      accountType: 'loan',
      originalType: 'LON',
      title: 'Home Loans',
      balance: { currency: 'GBP', amount: 44195.84 },
      availableBalancePure: 0,
      statementsDisabled: true,
      hasStatements: false,
      transferOutDisabled: false,
    });
  });

  it('reads a real term deposit: its display name is its title, the current principal its balance', () => {
    expect(deposit).toMatchObject({
      type: 'TD',
      typeTitle: 'Fixed rate bond',
      group: 'deposit',
      title: 'Account opened from Internet Banking',
      balancePure: 945,
      openingDate: '02/01/2014',
    });
  });
});

describe('mapAccount on the fake bank shape (fixtures/bankAccounts.ts)', () => {
  it.each([
    // name, type, fixture, group, typeTitle, title, sortCode, order, flags
    ['racing', 'RA', racingAccount, 'racing', 'Racing account', 'Yard racing', '609356', 4, { canMakeBulkPayment: true, hasPayInBooks: true, hasChequeStatus: true, hasChequeBooks: true }],
    ['notice', 'NT', noticeAccount, 'deposit', 'Notice account', '95 Day Notice Account', '609303', 6, { transferOutDisabled: true, canMakeBulkPayment: false }],
    ['mortgage', 'MO', mortgageAccount, 'lending', 'Mortgage', 'Home', '609311', 9, { statementsDisabled: true, hasStatements: false }],
    ['dollar bond', 'TD', dollarBond, 'deposit', 'Fixed rate bond', '1 Year Fixed Rate Bond', '609303', 7, { isInternational: true }],
  ])('%s → %s', (_name, type, wire, group, typeTitle, title, sortCode, order, flags) => {
    expect(mapAccount(wire, 1)).toMatchObject({ type, group, typeTitle, title, sortCode, order, ...flags });
  });

  it('takes the customer number and the plain account number the bank adds', () => {
    expect(mapAccount(racingAccount, 1)).toMatchObject({ customerId: '200731', accountNumber: '50122014', accountId: 'RACINGTOKEN', id: 'RACINGTOKEN' });
  });

  it('keeps a mortgage start date for the transaction search and shows the opening date in DD/MM/YYYY', () => {
    expect(mapAccount(mortgageAccount, 1)).toMatchObject({ openingDate: '01/12/2020', details: { startDate: '2020-12-01' } });
  });

  it('maps every account the fake bank answers for RETAIL1 the same way as its own records say', () => {
    const records = Object.values(bank.state.accounts).filter((r) => r.internal.ownerUserIds.includes('RETAIL1'));
    for (const record of records) {
      const wire = { ...toWire(record), customerId: record.internal.partyNumber, accountNumber: record.internal.accountNumber };
      const account = mapAccount(wire, record.internal.order, record.internal.module);
      expect([account.type, account.group, account.sortCode]).toEqual([record.internal.appType, record.internal.group, record.internal.sortCode]);
    }
    expect(mapAccount(toWire(bank.state.accounts[accountIdOf(ACC.everyday).value]), 1).wire.id.displayValue).toBe('xxxxxxxxxxxx4561');
  });
});

describe("an account's status", () => {
  const realCurrent = () => ({ ...real(demandDepositSample).accounts[2] });

  it('reads ACTIVE, the status of every account in the real samples, as a usable account', () => {
    const all = [demandDepositSample, depositSample, loanSample].flatMap((sample) => mapAccounts(real(sample).accounts));
    expect(new Set(all.map((a) => [a.status, a.statusText].join('|')))).toEqual(new Set(['active|']));
    expect(mapAccounts(real(demandDepositSample).accounts)[2]).toMatchObject({ transferOutDisabled: false, hasChequeBooks: true });
  });

  it('shows a closed account as closed: nothing leaves it, no bulk, no books', () => {
    expect(mapAccount({ ...realCurrent(), status: 'CLOSED' }, 1)).toMatchObject({
      status: 'closed',
      statusText: 'Closed',
      transferOutDisabled: true,
      canMakeBulkPayment: false,
      hasChequeBooks: false,
      hasPayInBooks: false,
      hasChequeStatus: false,
      hasStatements: true,
    });
    expect(mapAccount({ ...racingAccount, status: 'CLOSED' }, 1)).toMatchObject({ canMakeBulkPayment: false, hasPayInBooks: false, hasChequeStatus: false });
  });

  it('shows a dormant account as dormant: nothing leaves it', () => {
    expect(mapAccount({ ...racingAccount, status: 'DORMANT' }, 1)).toMatchObject({ status: 'dormant', statusText: 'Dormant', transferOutDisabled: true, canMakeBulkPayment: false });
  });
});

describe('edge cases', () => {
  it('survives an item with almost nothing in it', () => {
    expect(mapAccount({ id: { value: 'X' } }, 3)).toMatchObject({
      id: 'X',
      type: 'CA',
      accountType: 'demandDeposit',
      currency: 'GBP',
      title: 'Current account',
      order: 3,
      openingDate: '',
      balancePure: 0,
    });
  });

  it('leaves out items without an id, which nothing could address', () => {
    expect(mapAccounts([{ id: { displayValue: 'x' } }, { id: { value: 'Y' } }]).map((a) => [a.id, a.order])).toEqual([['Y', 1]]);
  });

  it.each([
    [{ currency: 'GBP', amount: 44195.83999999999650754034519195556640625 }, { currency: 'GBP', amount: 44195.84 }],
    [{ amount: '12.5' }, { currency: 'EUR', amount: 12.5 }],
    [{ currency: 'USD', amount: 'n/a' }, { currency: 'USD', amount: 0 }],
    [undefined, { currency: 'EUR', amount: 0 }],
  ])('money %p → %p', (wire, money) => {
    expect(toMoney(wire, 'EUR')).toEqual(money);
  });
});
