/**
 * Cheque books, pay-in books and the status of every issued cheque. Cheques written in the history (CHQ
 * postings) are the Used ones, with the same amount and date; every 23rd leaf (numbers ≡ 7 mod 23) is left
 * out of the history and becomes Stopped, Cancelled, Rejected or on Hold in turn; leaves after the last one
 * written are Not used. Books are placed so that CORP1's cover both ends of the range 000001..010000.
 */
import type { BookRecord, BookRequestRecord, ChequeRecord, ChequeStatus, TransactionRecord } from '../types';
import { ACC } from './accountSpecs';
import { dayOf, obdxDate, type Day } from './dates';
import { accountIdOf } from './ids';
import type { ChequeAllocator } from './patterns';
import { hashString } from './prng';

const LEAVES = 50;

/** First leaf and number of 50-leaf books issued per cheque-writing account. */
export const CHEQUE_PLAN: Readonly<Record<string, { first: number; books: number }>> = {
  [ACC.everyday]: { first: 1001, books: 3 },
  [ACC.stablesRacing]: { first: 1, books: 6 },
  [ACC.stablesCurrent]: { first: 2001, books: 3 },
  [ACC.holdingsCurrent]: { first: 4001, books: 4 },
  [ACC.bloodstockCurrent]: { first: 9801, books: 4 },
};

const PAYIN_PLAN: Readonly<Record<string, { first: number; books: number }>> = {
  [ACC.everyday]: { first: 300001, books: 1 },
  [ACC.stablesRacing]: { first: 500001, books: 2 },
  [ACC.bloodstockRacing]: { first: 700001, books: 1 },
};

const pad6 = (n: number) => String(n).padStart(6, '0');
const isSkipped = (n: number) => n % 23 === 7;
const SKIPPED_STATUSES: readonly ChequeStatus[] = ['S', 'C', 'R', 'H'];

export function createChequeAllocator(): ChequeAllocator {
  const nextLeaf: Record<string, number> = {};
  return {
    next(account) {
      const plan = CHEQUE_PLAN[account];
      if (!plan) return null;
      let n = nextLeaf[account] ?? plan.first;
      while (isSkipped(n)) n += 1;
      if (n > plan.first + plan.books * LEAVES - 1) return null;
      nextLeaf[account] = n + 1;
      return pad6(n);
    },
  };
}

/** Cheque statuses per account id token, from the account's CHQ postings. */
export function createCheques(transactions: Record<string, TransactionRecord[]>, today: Day): Record<string, ChequeRecord[]> {
  const result: Record<string, ChequeRecord[]> = {};
  for (const [account, plan] of Object.entries(CHEQUE_PLAN)) {
    const id = accountIdOf(account).value;
    const used = new Map<string, TransactionRecord>();
    for (const t of transactions[id] ?? []) if (t.internal.chequeNumber) used.set(t.internal.chequeNumber, t);
    const last = plan.first + plan.books * LEAVES - 1;
    const lastUsed = Math.max(plan.first - 1, ...[...used.keys()].map(Number));
    const cheques: ChequeRecord[] = [];
    for (let n = plan.first; n <= last; n += 1) {
      const number = pad6(n);
      const bookFirst = n - ((n - plan.first) % LEAVES);
      const issueDate = obdxDate(bookIssueDay(used, bookFirst, today));
      const paid = used.get(number);
      if (paid) {
        cheques.push({ chequeNumber: number, status: 'U', amount: paid.amountInAccountCurrency, issueDate, paidDate: paid.valueDate });
      } else if (isSkipped(n) && n < lastUsed) {
        const status = SKIPPED_STATUSES[Math.floor(n / 23) % SKIPPED_STATUSES.length];
        const amount = status === 'C' ? null : { currency: 'GBP' as const, amount: 50 + (hashString(`${account}:${number}`) % 250000) / 100 };
        cheques.push({ chequeNumber: number, status, amount, issueDate, paidDate: null });
      } else {
        cheques.push({ chequeNumber: number, status: 'N', amount: null, issueDate, paidDate: null });
      }
    }
    result[id] = cheques;
  }
  return result;
}

/** A book is issued a fortnight before its first cheque is paid; an untouched book three weeks ago. */
function bookIssueDay(used: Map<string, TransactionRecord>, bookFirst: number, today: Day): Day {
  for (let n = bookFirst; n < bookFirst + LEAVES; n += 1) {
    const paid = used.get(pad6(n));
    if (paid) return dayOf(paid.valueDate) - 14;
  }
  return today - 21;
}

export function createBooks(cheques: Record<string, ChequeRecord[]>): BookRecord[] {
  const books: BookRecord[] = [];
  for (const [account, plan] of Object.entries(CHEQUE_PLAN)) {
    const leaves = cheques[accountIdOf(account).value];
    for (let b = 0; b < plan.books; b += 1) {
      const first = plan.first + b * LEAVES;
      books.push({
        bookId: `CB${account.slice(-4)}${b + 1}`, kind: 'CHEQUE', accountId: accountIdOf(account), firstNumber: pad6(first),
        lastNumber: pad6(first + LEAVES - 1), leaves: LEAVES, issuedDate: leaves[b * LEAVES].issueDate, status: 'DELIVERED',
      });
    }
  }
  return books;
}

export function createPayInBooks(today: Day): BookRecord[] {
  return Object.entries(PAYIN_PLAN).flatMap(([account, plan]) =>
    Array.from({ length: plan.books }, (_, b): BookRecord => ({
      bookId: `PB${account.slice(-4)}${b + 1}`, kind: 'PAYIN', accountId: accountIdOf(account), firstNumber: pad6(plan.first + b * LEAVES),
      lastNumber: pad6(plan.first + (b + 1) * LEAVES - 1), leaves: LEAVES, issuedDate: obdxDate(today - 200 + b * 90), status: 'DELIVERED',
    })));
}

export function createBookRequests(today: Day): BookRequestRecord[] {
  return [
    { requestId: 'BR0000001', kind: 'CHEQUE', accountId: accountIdOf(ACC.holdingsCurrent), numberOfBooks: 2, requestDate: obdxDate(today - 40), status: 'DISPATCHED', internal: { ownerUserId: 'CORP1' } },
    { requestId: 'BR0000002', kind: 'PAYIN', accountId: accountIdOf(ACC.stablesRacing), numberOfBooks: 1, requestDate: obdxDate(today - 3), status: 'REQUESTED', internal: { ownerUserId: 'CORP1' } },
  ];
}
