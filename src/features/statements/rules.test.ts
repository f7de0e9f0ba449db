import {
  lastFour,
  newestFirst,
  offersStatements,
  statementAccounts,
  statementDisplayDate,
  statementFileName,
  statementFunction,
  statementsOfYear,
  statementTypeTitle,
  statementYears,
  STATEMENT_TYPES,
  STATEMENTS_FROM,
} from './rules';
import type { Statement } from './types';

describe('SPEC.md section 9 constants', () => {
  it('fetches the four types from 2015-01-01', () => {
    expect(STATEMENT_TYPES).toEqual(['Statement', 'LOAN-PRENOTICE', 'CCALOAN-STATEMENT', 'CASA-Statement']);
    expect(STATEMENTS_FROM).toBe('2015-01-01');
  });
});

describe('statementTypeTitle', () => {
  it.each([
    ['CASA-Statement', 'Account statement'],
    ['LOAN-PRENOTICE', 'Repayment notice'],
    ['CCALOAN-STATEMENT', 'Annual loan statement'],
    ['Statement', 'Statement'],
    ['ADHOC', 'ADHOC'],
    ['toString', 'toString'],
  ])('%s is %s', (type, title) => {
    expect(statementTypeTitle(type)).toBe(title);
  });
});

describe('who is offered statements (SPEC.md sections 3 and 6)', () => {
  const account = (group: string, flags: { statementsDisabled?: boolean; hasStatements?: boolean } = {}) => ({
    group,
    statementsDisabled: flags.statementsDisabled ?? false,
    hasStatements: flags.hasStatements ?? true,
  });

  it.each([
    ['current', {}, ['statements'], true],
    ['racing', {}, ['statements'], true],
    ['deposit', {}, ['statements'], true],
    ['current', {}, ['loanStatements'], false],
    ['current', {}, [], false],
    ['lending', {}, ['loanStatements'], true],
    ['lending', {}, ['statements'], false],
    ['lending', {}, ['statements', 'loanStatements'], true],
    ['lending', { statementsDisabled: true }, ['statements', 'loanStatements'], false],
    ['current', { statementsDisabled: true }, ['statements'], false],
    ['current', { hasStatements: false }, ['statements'], false],
  ] as const)('%s %p with %p → %p', (group, flags, permitted, offered) => {
    expect(offersStatements(account(group, flags), permitted)).toBe(offered);
  });

  it('names the function each account needs', () => {
    expect(statementFunction({ group: 'lending' })).toBe('loanStatements');
    expect(statementFunction({ group: 'deposit' })).toBe('statements');
  });

  it('keeps the eligible accounts in their order', () => {
    const list = [
      { id: 'a', ...account('current') },
      { id: 'b', ...account('lending') },
      { id: 'c', ...account('deposit', { statementsDisabled: true }) },
      { id: 'd', ...account('racing') },
    ];
    expect(statementAccounts(list, ['statements']).map((a) => a.id)).toEqual(['a', 'd']);
    expect(statementAccounts(list, ['statements', 'loanStatements']).map((a) => a.id)).toEqual(['a', 'b', 'd']);
  });
});

const statement = (date: string, title = `Statement ${date}`, id = date): Statement => {
  const [y, m, d] = date.split('-').map(Number);
  return { id, documentId: `doc-${id}`, title, date, year: y, accountId: 'ACC', type: 'CASA-Statement', typeTitle: 'Account statement', timeStamp: Date.UTC(y, m - 1, d) };
};

describe('grouping by year', () => {
  const list = [statement('2024-12-31'), statement('2026-01-31'), statement('2015-12-31'), statement('2026-03-31'), statement('2024-06-30')];

  it('lists the years present, newest first', () => {
    expect(statementYears(list)).toEqual([2026, 2024, 2015]);
    expect(statementYears([])).toEqual([]);
  });

  it("gives one year's statements newest first", () => {
    expect(statementsOfYear(list, 2026).map((s) => s.date)).toEqual(['2026-03-31', '2026-01-31']);
    expect(statementsOfYear(list, 2024).map((s) => s.date)).toEqual(['2024-12-31', '2024-06-30']);
    expect(statementsOfYear(list, 2020)).toEqual([]);
  });

  it('orders the same day by title so the answer order never shows', () => {
    const sameDay = [statement('2025-12-31', 'Statement December 2025', 'x'), statement('2025-12-31', 'Annual statement 2025', 'y')];
    expect(newestFirst(sameDay).map((s) => s.title)).toEqual(['Annual statement 2025', 'Statement December 2025']);
    expect(newestFirst([...sameDay].reverse()).map((s) => s.title)).toEqual(['Annual statement 2025', 'Statement December 2025']);
  });
});

describe('statementFileName', () => {
  it.each([
    ['Statement March 2026', '10231234', 'Statement-March-2026-1234.pdf'],
    ['Annual statement 2024', '10234561', 'Annual-statement-2024-4561.pdf'],
    ['Repayment notice (May) 2026', 'xxxxxxxxxxxx3215', 'Repayment-notice-May-2026-3215.pdf'],
    ['Deposit confirmation', '', 'Deposit-confirmation.pdf'],
    ['  ', '30577810', 'Account-statement-2026-03-31-7810.pdf'],
  ])('%p of %p → %p', (title, accountNumber, name) => {
    expect(statementFileName({ title, typeTitle: 'Account statement', date: '2026-03-31' }, accountNumber)).toBe(name);
  });

  it('never carries more than the last four digits of the account number', () => {
    const name = statementFileName({ title: 'Statement March 2026', typeTitle: '', date: '2026-03-31' }, '10234561');
    expect(name).not.toContain('10234561');
    expect(name).not.toContain('34561');
    expect(lastFour('60-93-03 10234561')).toBe('4561');
  });
});

describe('statementDisplayDate (D MMM YYYY)', () => {
  it.each([
    ['2026-03-05', '5 Mar 2026'],
    ['2025-12-31', '31 Dec 2025'],
    ['2026-13-01', ''],
    ['31/12/2025', ''],
  ])('%p → %p', (date, shown) => {
    expect(statementDisplayDate(date)).toBe(shown);
  });
});
