import { BRANCHES } from '@mocks/digx/bank/seed';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import {
  ACCOUNT_NAME_MESSAGE,
  ACCOUNT_TYPES,
  accountStatusOf,
  takesPartInPayments,
  accountTitle,
  accountTypeOf,
  addAmounts,
  BRANCH_SORT_CODES,
  GROUP_ORDER,
  GROUP_TITLES,
  listErrorLines,
  londonDisplayDate,
  londonIsoDate,
  moduleOf,
  nicknameToSave,
  reorderSwap,
  sortCodeFor,
  validateAccountName,
  type TypeClues,
} from './rules';

describe('account groups and types (SPEC.md sections 1 and 9)', () => {
  it('orders groups current, racing, deposit, lending, each with a heading', () => {
    expect(GROUP_ORDER).toEqual(['current', 'racing', 'deposit', 'lending']);
    expect(Object.keys(GROUP_TITLES).sort()).toEqual([...GROUP_ORDER].sort());
  });

  it.each([
    ['CA', 'current', 'Current account', false, false],
    ['RA', 'racing', 'Racing account', false, false],
    ['TD', 'deposit', 'Fixed rate bond', false, false],
    ['IA', 'deposit', 'Instant access', false, false],
    ['NT', 'deposit', 'Notice account', true, false],
    ['LN', 'lending', 'Loan', false, true],
    ['MO', 'lending', 'Mortgage', false, true],
  ] as const)('%s is %s, "%s"', (type, group, title, transferOutDisabled, statementsDisabled) => {
    expect(ACCOUNT_TYPES[type]).toMatchObject({ group, title, transferOutDisabled, statementsDisabled });
  });

  it('lets only CA, RA, IA and NT take part in bulk payments (SPEC.md section 5)', () => {
    expect(Object.entries(ACCOUNT_TYPES).filter(([, rule]) => rule.bulkEligible).map(([type]) => type)).toEqual(['CA', 'RA', 'IA', 'NT']);
  });
});

describe('the OBDX resource of an account', () => {
  it.each([
    ['CSA', undefined, 'demandDeposit'],
    ['TRD', undefined, 'deposit'],
    ['LON', undefined, 'loan'],
    ['lon', undefined, 'loan'],
    ['CSA', 'loan', 'loan'],
    [undefined, 'bogus', 'demandDeposit'],
    ['XYZ', undefined, 'demandDeposit'],
  ])('type %p, declared %p → %s', (obdxType, declared, module) => {
    expect(moduleOf(obdxType, declared)).toBe(module);
  });
});

describe('the app type of an account', () => {
  const clues = (module: TypeClues['module'], productId?: string, extra: Partial<TypeClues> = {}): TypeClues => ({ module, productId, ...extra });
  it.each([
    ['the product code prefix', clues('demandDeposit', 'CAPRV'), 'CA'],
    ['a racing product', clues('demandDeposit', 'RARAC'), 'RA'],
    ['a notice product', clues('demandDeposit', 'NT095'), 'NT'],
    ['an instant access product', clues('demandDeposit', 'iains'), 'IA'],
    ['a bond product', clues('deposit', 'TDFRB'), 'TD'],
    ['a mortgage product', clues('loan', 'MORES'), 'MO'],
    ['a loan product', clues('loan', 'LNPER'), 'LN'],
    ['a real OBDX current account (CACCR)', clues('demandDeposit', 'CACCR', { ddaAccountType: 'Current Account' }), 'CA'],
    ['a prefix contradicting the resource', clues('deposit', 'CAXXX'), 'TD'],
    ['a loan code on a demand deposit', clues('demandDeposit', 'LNPER', { ddaAccountType: 'Saving Account' }), 'IA'],
    ['a real OBDX saving account (SAVIN)', clues('demandDeposit', 'SAVIN', { ddaAccountType: 'Saving Account' }), 'IA'],
    ['an unknown demand deposit', clues('demandDeposit', 'BUG11'), 'CA'],
    ['a real OBDX home loan (OBD1)', clues('loan', 'OBD1', { productName: 'Home Loans' }), 'MO'],
    ['an unknown loan', clues('loan', 'OBD2', { productName: 'Car Loan' }), 'LN'],
    ['an unknown term deposit', clues('deposit', 'OBDXTO'), 'TD'],
    ['no product at all', clues('demandDeposit'), 'CA'],
  ])('%s → %s', (_name, input, type) => {
    expect(accountTypeOf(input)).toBe(type);
  });
});

describe('sort codes (SPEC.md section 3)', () => {
  it.each([
    ['000', '609303'],
    ['001', '609311'],
    ['010', '609356'],
    ['AT3', '609303'],
    [undefined, '609303'],
  ])('branch %p → %s', (branch, sortCode) => {
    expect(sortCodeFor(branch)).toBe(sortCode);
  });

  it("agrees with the bank's own branch table", () => {
    expect(BRANCH_SORT_CODES).toEqual(Object.fromEntries(Object.values(BRANCHES).map((b) => [b.code, b.sortCode])));
  });
});

describe('titles', () => {
  it.each([
    ['Everyday', 'Private Current Account', 'Everyday'],
    [null, 'Private Current Account', 'Private Current Account'],
    ['  ', 'Private Current Account', 'Private Current Account'],
    [null, '', 'Current account'],
  ])('nickname %p, name %p → %s', (nickname, displayName, title) => {
    expect(accountTitle(nickname, displayName, 'Current account')).toBe(title);
  });
});

describe('London dates', () => {
  it.each([
    ['2014-01-02T00:00:00', '2014-01-02', '02/01/2014'],
    ['2024-06-30T23:59:59', '2024-06-30', '30/06/2024'],
    ['2024-06-30', '2024-06-30', '30/06/2024'],
    // Stamps with a zone are read in London: 23:30 UTC in summer is already the next day there.
    ['2024-06-30T23:30:00.000Z', '2024-07-01', '01/07/2024'],
    ['2024-01-31T23:30:00Z', '2024-01-31', '31/01/2024'],
    ['2024-03-31T00:30:00+00:00', '2024-03-31', '31/03/2024'],
    ['not a date', undefined, ''],
    [undefined, undefined, ''],
  ])('%p → %p, %p', (value, iso, display) => {
    expect(londonIsoDate(value)).toBe(iso);
    expect(londonDisplayDate(value)).toBe(display);
  });
});

describe('account names (SPEC.md section 5)', () => {
  it.each([
    ['', undefined],
    ['Everyday', undefined],
    ['Rainy day 2', undefined],
    ['A'.repeat(35), undefined],
    ['A'.repeat(36), ACCOUNT_NAME_MESSAGE],
    ['Rent & bills', ACCOUNT_NAME_MESSAGE],
    ['Café', ACCOUNT_NAME_MESSAGE],
    ['Tab\tname', ACCOUNT_NAME_MESSAGE],
  ])('%p → %p', (name, message) => {
    expect(validateAccountName(name)).toBe(message);
  });

  it('says the message SPEC.md gives', () => {
    expect(ACCOUNT_NAME_MESSAGE).toBe('Must be 35 alphanumeric characters or less');
  });

  it.each([
    ['  Home ', 'Home'],
    ['   ', null],
    ['', null],
  ])('saves %p as %p', (name, saved) => {
    expect(nicknameToSave(name)).toBe(saved);
  });
});

describe('reorder (SPEC.md section 4): swap with the neighbour in the same group and entity', () => {
  // The entity is told by the party's OBDX token: a stock OBDX masks party numbers (C's '***170' looks like A's).
  const accounts = [
    { id: 'A', group: 'current', partyId: 'P1TOKEN', customerId: '***170', order: 1 },
    { id: 'B', group: 'current', partyId: 'P1TOKEN', customerId: '***170', order: 2 },
    { id: 'C', group: 'current', partyId: 'P2TOKEN', customerId: '***170', order: 3 },
    { id: 'D', group: 'deposit', partyId: 'P1TOKEN', customerId: '***170', order: 4 },
    { id: 'E', group: 'current', partyId: 'P1TOKEN', customerId: '***170', order: 5 },
  ] as const;

  it.each([
    ['B', 'down', [{ id: 'B', order: 5 }, { id: 'E', order: 2 }]],
    ['E', 'up', [{ id: 'E', order: 2 }, { id: 'B', order: 5 }]],
    ['A', 'down', [{ id: 'A', order: 2 }, { id: 'B', order: 1 }]],
    ['A', 'up', undefined],
    ['E', 'down', undefined],
    ['C', 'up', undefined],
    ['D', 'down', undefined],
    ['Z', 'up', undefined],
  ] as const)('%s %s → %p', (id, direction, swap) => {
    expect(reorderSwap(accounts, id, direction)).toEqual(swap);
  });

  it('does not depend on the order the list comes in', () => {
    expect(reorderSwap([...accounts].reverse(), 'B', 'down')).toEqual([{ id: 'B', order: 5 }, { id: 'E', order: 2 }]);
  });
});

describe("an account's status (OBDX `status`, issue 24): what a customer may still do with it", () => {
  // status, shown as, money out (pay, transfer out, bulk), money in (be transferred to), services (books, cheque status)
  it.each([
    ['ACTIVE', 'active', '', true, true, true],
    ['active', 'active', '', true, true, true],
    // A bank that sends no status says nothing against the account.
    [undefined, 'active', '', true, true, true],
    ['', 'active', '', true, true, true],
    // Dormant: still receives money; using it needs the bank first.
    ['DORMANT', 'dormant', 'Dormant', false, true, false],
    // Closed: kept for its history (transactions, statements), nothing moves in or out.
    ['CLOSED', 'closed', 'Closed', false, false, false],
    [' closed ', 'closed', 'Closed', false, false, false],
    // Any other status is not one the app can vouch for: shown in the bank's word, nothing moves.
    ['BLOCKED', 'restricted', 'Blocked', false, false, false],
    ['NO_DEBIT', 'restricted', 'No debit', false, false, false],
  ])('%p → %s, shown as %p; money out %p, money in %p, services %p', (wire, status, text, moneyOut, moneyIn, services) => {
    expect(accountStatusOf(wire)).toEqual({ status, text, moneyOut, moneyIn, services });
  });

  it.each([
    ['active', true],
    ['dormant', true],
    ['closed', false],
    ['restricted', false],
  ] as const)('a %s account takes part in payments (as payer or payee): %p', (status, takes) => {
    expect(takesPartInPayments({ status })).toBe(takes);
  });
});

describe('the list error (SPEC.md section 8)', () => {
  const error = (details: Partial<DigxErrorDetails>): DigxErrorDetails => ({ kind: 'business', message: 'x', ...details });
  it.each([
    [undefined, []],
    [error({ code: 'DIGX_CZ_ACCOUNT_NOT_FOUND' }), ['Error: Could not load results', 'Error Code: DIGX_CZ_ACCOUNT_NOT_FOUND']],
    [error({ kind: 'technical', status: 500 }), ['Error: Could not load results', 'Error Code: 500']],
    [error({ kind: 'network' }), ['Error: Could not load results']],
  ])('%p → %p', (details, lines) => {
    expect(listErrorLines(details)).toEqual(lines);
  });
});

it('adds amounts in pennies', () => {
  expect(addAmounts([0.1, 0.2])).toBe(0.3);
  expect(addAmounts([1000.01, -0.02, 44195.84])).toBe(45195.83);
  expect(addAmounts([])).toBe(0);
});
