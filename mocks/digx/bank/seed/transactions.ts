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
  let trnCounter = 1;
  let seqCounter = 100001;
  return {
    trn: (account: string, code: TransactionCode, day: Day) => {
      const { y } = ymdOf(day);
      const dayOfYear = day - dayFromYmd(y, 1, 1) + 1;
      const counter = (trnCounter++).toString(36).toUpperCase().padStart(5, '0');
      return `${branchOf(account)}${code}${String(y).slice(2)}${String(dayOfYear).padStart(3, '0')}${counter}`;
    },
    seq: () => seqCounter++,
    peek: () => ({ trn: trnCounter, seq: seqCounter }),
  };
}

export interface Ledger { records: TransactionRecord[]; closingPennies: number; openingPennies: number }

/**
 * Loans run their balance as the amount outstanding: a credit (repayment) lowers it. Demand deposits start
 * from the spec's opening balance, raised just enough that the history never dips below the spec's floor;
 * loans and deposits pass their exact balance brought forward.
 */
export function buildLedger(spec: AccountSpec, events: readonly TxnEvent[], minter: Minter, exactOpening?: number): Ledger {
  const sorted = [...events].sort((a, b) => a.day - b.day);
  const creditSign = spec.loan ? -1 : 1;
  const delta = (e: TxnEvent) => (e.dir === 'C' ? creditSign : -creditSign) * e.pennies;

  let opening = exactOpening ?? Math.round((spec.opening ?? 0) * 100);
  if (exactOpening === undefined) {
    let running = 0;
    let lowest = 0;
    for (const e of sorted) {
      running += delta(e);
      lowest = Math.min(lowest, running);
    }
    opening = Math.max(opening, Math.round((spec.floor ?? 0) * 100) - lowest);
  }

  const accountId = accountIdOf(spec.number);
  let balance = opening;
  const records = sorted.map((e): TransactionRecord => {
    balance += delta(e);
    const trn = e.trn ?? minter.trn(spec.number, e.code, e.day);
    const seq = minter.seq();
    const date = obdxDate(e.day);
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
