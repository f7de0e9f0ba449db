/**
 * Posting after seeding (a payment, a processed bulk file): appends an entry in the seed's format and moves
 * the account's balance, so "balance = last running balance" keeps holding for handlers too.
 */
import type { BankState, TransactionCode, TransactionRecord } from '../types';
import { dayFromYmd, londonDay, obdxDate, ymdOf } from './dates';
import { nextCounter } from './ids';
import { money } from './money';
import { categoryOf } from './transactionCodes';

export interface Posting {
  code: TransactionCode;
  dir: 'C' | 'D';
  /** Amount in the account's currency, pounds (or dollars, euros). */
  amount: number;
  description: string;
  reference?: string;
  /** Shared reference of the other leg of a transfer; minted when absent. */
  transactionReferenceNumber?: string;
  counterpartyAccountId?: string;
}

export function postTransaction(state: BankState, accountIdValue: string, posting: Posting, now: Date): TransactionRecord {
  const account = state.accounts[accountIdValue];
  if (!account) throw new Error(`Unknown account ${accountIdValue}`);
  const history = (state.transactions[accountIdValue] ??= []);
  const currency = account.currencyCode;
  const day = londonDay(now);
  const seq = nextCounter(state, 'transaction');
  const { y } = ymdOf(day);
  const trn = posting.transactionReferenceNumber
    ?? `${account.branchCode}${posting.code}${String(y).slice(2)}${String(day - dayFromYmd(y, 1, 1) + 1).padStart(3, '0')}${seq.toString(36).toUpperCase().padStart(5, '0')}`;
  const pennies = Math.round(posting.amount * 100);
  const previous = history.length ? Math.round(history[history.length - 1].runningBalance.amount * 100) : 0;
  const creditSign = account.type === 'LON' ? -1 : 1;
  const balance = previous + (posting.dir === 'C' ? creditSign : -creditSign) * pennies;
  const date = obdxDate(day);
  const record: TransactionRecord = {
    postingDate: date, valueDate: date, transactionDate: date, accountId: account.id, branchId: account.branchCode,
    amountInAccountCurrency: money(currency, pennies), description: posting.description, userReferenceNumber: posting.reference ?? trn,
    key: { transactionReferenceNumber: trn, subSequenceNumber: String(seq) }, transactionType: posting.dir,
    runningBalance: money(currency, balance), transactionCode: posting.code,
    internal: { category: categoryOf(posting.code), seq, ...(posting.counterpartyAccountId ? { counterpartyAccountId: posting.counterpartyAccountId } : {}) },
  };
  history.push(record);
  const amount = money(currency, balance);
  if (account.type === 'CSA') { account.availableBalance = amount; account.currentBalance = amount; }
  else if (account.type === 'TRD') { account.availableBalance = amount; account.currentPrincipalAmount = amount; }
  else account.outstandingAmount = amount;
  return record;
}
