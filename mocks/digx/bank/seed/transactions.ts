/**
 * Turns an account's events into OBDX transaction records with running balances. Balances are integer
 * pennies throughout, so the last runningBalance is exactly the account's balance.
 */
import type { TransactionCode, TransactionRecord } from '../types';
import type { AccountSpec } from './accountSpecs';
import { dayFromYmd, obdxDate, ymdOf, type Day } from './dates';
import { accountIdOf } from './ids';
import { money } from './money';
import type { TrnMinter, TxnEvent } from './patterns';
import { categoryOf } from './transactionCodes';

export interface Minter {
  /** "000POS25123000A7": branch, code, year, day of year, a unique counter. */
  trn: TrnMinter;
  /** Next global posting number (subSequenceNumber and internal.seq). */
  seq(): number;
  /** Counter values for ids created after seeding. */
  peek(): { trn: number; seq: number };
}

export function createMinter(branchOf: (account: string) => string): Minter {
  // "YYDDD" of a day, cached: every posting mints one.
  const julians = new Map<Day, string>();
  const julian = (day: Day) => {
    let text = julians.get(day);
    if (text === undefined) {
      const { y } = ymdOf(day);
      text = `${String(y).slice(2)}${String(day - dayFromYmd(y, 1, 1) + 1).padStart(3, '0')}`;
      julians.set(day, text);
    }
    return text;
  };
  let trnCounter = 1;
  let seqCounter = 100001;
  return {
    trn: (account: string, code: TransactionCode, day: Day) => {
      const counter = (trnCounter++).toString(36).toUpperCase().padStart(5, '0');
      return `${branchOf(account)}${code}${julian(day)}${counter}`;
    },
    seq: () => seqCounter++,
    peek: () => ({ trn: trnCounter, seq: seqCounter }),
  };
}

export interface Ledger { records: TransactionRecord[]; closingPennies: number; openingPennies: number }

/**
 * Loans run their balance as the amount outstanding: a credit (repayment) lowers it. Demand deposits start
 * from the spec's opening balance, raised just enough that the history never dips below the spec's floor;
 * one opened inside the history (`openedOn`) starts from nil instead, with an opening credit on that day big
 * enough (a round thousand) to do the same. Loans and deposits pass their exact balance brought forward.
 */
export function buildLedger(spec: AccountSpec, events: readonly TxnEvent[], minter: Minter, exactOpening?: number, openedOn?: Day): Ledger {
  const creditSign = spec.loan ? -1 : 1;
  const delta = (e: TxnEvent) => (e.dir === 'C' ? creditSign : -creditSign) * e.pennies;
  let sorted = [...events].sort((a, b) => a.day - b.day);

  let opening = exactOpening ?? Math.round((spec.opening ?? 0) * 100);
  if (exactOpening === undefined) {
    let running = 0;
    let lowest = 0;
    for (const e of sorted) {
      running += delta(e);
      lowest = Math.min(lowest, running);
    }
    const needed = Math.max(opening, Math.round((spec.floor ?? 0) * 100) - lowest);
    if (openedOn === undefined) opening = needed;
    else {
      const credit = spec.openingCredit ?? { code: 'FPI', description: 'OPENING DEPOSIT', reference: 'OPENING DEPOSIT' };
      const pennies = Math.ceil(needed / 100_000) * 100_000;
      sorted = [{ account: spec.number, day: openedOn, dir: 'C', pennies, ...credit, trn: null, counterparty: null, chequeNumber: null }, ...sorted];
      opening = 0;
    }
  }

  const accountId = accountIdOf(spec.number);
  let balance = opening;
  let lastDay: Day | undefined;
  let date = '';
  const records = sorted.map((e): TransactionRecord => {
    balance += delta(e);
    const trn = e.trn ?? minter.trn(spec.number, e.code, e.day);
    const seq = minter.seq();
    if (e.day !== lastDay) {
      lastDay = e.day;
      date = obdxDate(e.day);
    }
    return {
      postingDate: date,
      valueDate: date,
      transactionDate: date,
      accountId,
      branchId: spec.branch,
      amountInAccountCurrency: money(spec.currency, e.pennies),
      description: e.description,
      userReferenceNumber: e.reference ?? trn,
      key: { transactionReferenceNumber: trn, subSequenceNumber: String(seq) },
      transactionType: e.dir,
      runningBalance: money(spec.currency, balance),
      transactionCode: e.code,
      internal: {
        category: categoryOf(e.code),
        seq,
        ...(e.chequeNumber ? { chequeNumber: e.chequeNumber } : {}),
        ...(e.counterparty ? { counterpartyAccountId: accountIdOf(e.counterparty).value } : {}),
      },
    };
  });
  return { records, closingPennies: balance, openingPennies: opening };
}
