/**
 * Statements (SPEC section 9 types): monthly CASA-Statement for the last two years of each current, racing
 * and savings account with a yearly Statement back to 2015; a deposit confirmation for the bond; monthly
 * LOAN-PRENOTICE for loans and mortgages, with the yearly CCALOAN-STATEMENT (personal loan, regulated by the
 * Consumer Credit Act) or Statement (mortgage). Loans and mortgages carry statementsDisabled (seed/accounts.ts),
 * so the statements handler refuses theirs; they are kept so a QA engineer who clears the flag sees all four types.
 */
import type { AccountRecord, StatementRecord, StatementType } from '../types';
import { dayFromYmd, dayOf, daysInMonth, isoDate, monthDay, monthName, obdxDate, ymdOf, type Day } from './dates';
import { hexToken } from './ids';

const FIRST_YEAR = 2015;

function statement(account: AccountRecord, type: StatementType, date: Day, periodStart: Day, title: string): StatementRecord {
  // Opaque like every OBDX id: never the account number.
  const id = `ST${hexToken(`statement:${account.internal.accountNumber}:${isoDate(date)}:${type}`, 14)}`;
  return {
    id,
    documentId: hexToken(`document:${id}`, 24),
    title,
    date: obdxDate(date),
    statementType: type,
    accountId: account.id,
    internal: { accountNumber: account.internal.accountNumber, periodStart: obdxDate(periodStart), periodEnd: obdxDate(date) },
  };
}

const monthEnd = (day: Day) => { const { y, m } = ymdOf(day); return dayFromYmd(y, m, daysInMonth(y, m)); };
const monthStart = (day: Day) => { const { y, m } = ymdOf(day); return dayFromYmd(y, m, 1); };

/** Month ends of the 24 complete months before today, oldest first. */
function lastMonthEnds(today: Day): Day[] {
  return Array.from({ length: 24 }, (_, i) => monthEnd(monthDay(today, i - 24, 1)));
}

function yearlyBefore(account: AccountRecord, before: Day, type: StatementType, titleOf: (year: number) => string): StatementRecord[] {
  const opened = dayOf(account.openingDate);
  const out: StatementRecord[] = [];
  for (let year = Math.max(FIRST_YEAR, ymdOf(opened).y); dayFromYmd(year, 12, 31) < before; year += 1) {
    out.push(statement(account, type, dayFromYmd(year, 12, 31), Math.max(opened, dayFromYmd(year, 1, 1)), titleOf(year)));
  }
  return out;
}

export function createStatements(accounts: Record<string, AccountRecord>, today: Day): StatementRecord[] {
  const out: StatementRecord[] = [];
  for (const account of Object.values(accounts)) {
    const opened = dayOf(account.openingDate);
    const ends = lastMonthEnds(today).filter((d) => d >= opened);
    if (account.type === 'CSA') {
      out.push(...yearlyBefore(account, ends[0] ?? today, 'Statement', (y) => `Annual statement ${y}`));
      for (const end of ends) out.push(statement(account, 'CASA-Statement', end, Math.max(opened, monthStart(end)), `Statement ${monthName(end)} ${ymdOf(end).y}`));
    } else if (account.type === 'TRD') {
      out.push(statement(account, 'Statement', opened, opened, 'Deposit confirmation'));
    } else {
      const repaymentDay = ymdOf(dayOf(account.loanScheduleDTO.nextDueDate)).d;
      for (const end of ends) {
        const notice = monthDay(end, 0, repaymentDay) - 10; // ten days before that month's repayment
        if (notice >= opened) out.push(statement(account, 'LOAN-PRENOTICE', notice, notice, `Repayment notice ${monthName(end)} ${ymdOf(end).y}`));
      }
      if (account.internal.appType === 'LN') {
        for (let n = 1; monthDay(opened, 12 * n, ymdOf(opened).d) <= today; n += 1) {
          const anniversary = monthDay(opened, 12 * n, ymdOf(opened).d);
          out.push(statement(account, 'CCALOAN-STATEMENT', anniversary, monthDay(opened, 12 * (n - 1), ymdOf(opened).d), `Annual loan statement ${ymdOf(anniversary).y}`));
        }
      } else {
        out.push(...yearlyBefore(account, today, 'Statement', (y) => `Mortgage annual statement ${y}`));
      }
    }
  }
  return out;
}
