import { DIGX_CODES } from '../bank/profile';
import { money, toWire } from '../bank/seed';
import type { AccountModule, AccountRecord, Money, TransactionRecord } from '../bank/types';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Transaction history (SPEC.md section 7 "Transactions", DIGX-CONTRACT.md):
 * - GET cz/v1/accounts/demandDeposit/{id}/transactions (also under v1/accounts/demandDeposit/{id}/transactions)
 * - GET cz/v1/accounts/loan/{id}/transactions
 * - GET cz/v1/accounts/deposit/{id}/transactions
 * `{id}` is the account's id token; only the session user's accounts of the module the path names answer
 * (narrowed to the X-Target-Unit entity when it is one of the user's, as the account calls are).
 *
 * Query, as OBDX filters server-side:
 * - searchBy=SPD&fromDate=YYYY-MM-DD&toDate=YYYY-MM-DD: entries whose transactionDate (a London business day)
 *   lies in the window, both ends inclusive.
 * - searchBy=LNT&noOfTransactions=N (1..500): the N most recent matching entries.
 * - description: case-insensitive substring of the description or the userReferenceNumber.
 * - transactionType: A (default) every entry, C credits only, D debits only.
 * Answer: items oldest first (date, then posting order), each the stored record without `internal`; summary
 * openingBalance is the running balance before the window (SPD: before fromDate, whatever the filters;
 * LNT: before the first item) and closingBalance the one at its end (SPD: after the last entry on or
 * before toDate; LNT: the current balance). Loans run their balance as the amount outstanding.
 */

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };
export const MAX_RECENT_TRANSACTIONS = 500;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WHOLE_NUMBER = /^\d{1,4}$/;

const notFound = () => obdxError(400, DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');
const wrongDetails = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);

/** The session user's account of the module by its id token, inside the X-Target-Unit entity if that is theirs. */
function ownAccount({ bank, user, params, request }: DigxContext, module: AccountModule): AccountRecord | undefined {
  const { accounts, parties } = bank.state;
  const account = Object.hasOwn(accounts, params.id) ? accounts[params.id] : undefined;
  if (!account || account.internal.module !== module || !account.internal.ownerUserIds.includes(user.userId)) return undefined;
  const target = request.headers.get('X-Target-Unit');
  const entity = target ? Object.values(parties).find((p) => p.entityId === target && user.partyNumbers.includes(p.partyNumber)) : undefined;
  return !entity || account.internal.partyNumber === entity.partyNumber ? account : undefined;
}

/** "YYYY-MM-DD" naming a real calendar day, or undefined. */
function isoDay(value: string | null): string | undefined {
  const match = value ? ISO_DATE.exec(value) : null;
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? match[0] : undefined;
}

const dayOfRecord = (t: TransactionRecord) => t.transactionDate.slice(0, 10);
const pennies = (m: Money) => Math.round(m.amount * 100);

/** First index whose transactionDate day is after `day` (or on/after it when `inclusive`); the history is oldest first. */
function boundary(history: readonly TransactionRecord[], day: string, inclusive: boolean): number {
  let lo = 0;
  let hi = history.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const d = dayOfRecord(history[mid]);
    if (d < day || (!inclusive && d === day)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The running balance once the first `count` entries are posted (count 0: the balance before the first). */
function balanceAfter(account: AccountRecord, history: readonly TransactionRecord[], count: number): Money {
  if (count > 0) return history[count - 1].runningBalance;
  const first = history[0];
  if (!first) return currentBalance(account);
  const creditSign = account.type === 'LON' ? -1 : 1;
  const delta = (first.transactionType === 'C' ? creditSign : -creditSign) * pennies(first.amountInAccountCurrency);
  return money(account.currencyCode, pennies(first.runningBalance) - delta);
}

function currentBalance(account: AccountRecord): Money {
  if (account.type === 'LON') return account.outstandingAmount;
  return account.availableBalance;
}

type Filter = (t: TransactionRecord) => boolean;

function filterOf(ctx: DigxContext): Filter | string {
  const type = (ctx.url.searchParams.get('transactionType') ?? 'A').trim().toUpperCase() || 'A';
  if (type !== 'A' && type !== 'C' && type !== 'D') return 'The transaction type must be A, C or D.';
  const text = (ctx.url.searchParams.get('description') ?? '').trim().toLowerCase();
  return (t) =>
    (type === 'A' || t.transactionType === type) &&
    (!text || t.description.toLowerCase().includes(text) || t.userReferenceNumber.toLowerCase().includes(text));
}

function history(ctx: DigxContext, module: AccountModule): Response {
  const account = ownAccount(ctx, module);
  if (!account) return notFound();
  const filter = filterOf(ctx);
  if (typeof filter === 'string') return wrongDetails(filter);
  const entries = ctx.bank.state.transactions[account.id.value] ?? [];
  const query = ctx.url.searchParams;
  const searchBy = query.get('searchBy');

  if (searchBy === 'SPD') {
    const from = isoDay(query.get('fromDate'));
    const to = isoDay(query.get('toDate'));
    if (!from || !to) return wrongDetails('The from and to dates must be valid dates (YYYY-MM-DD).');
    if (from > to) return wrongDetails('The from date must not be after the to date.');
    const start = boundary(entries, from, true);
    const end = boundary(entries, to, false);
    const items: TransactionRecord[] = [];
    for (let i = start; i < end; i += 1) if (filter(entries[i])) items.push(entries[i]);
    return answer(items, balanceAfter(account, entries, start), balanceAfter(account, entries, end));
  }

  if (searchBy === 'LNT') {
    const raw = query.get('noOfTransactions') ?? '';
    const count = WHOLE_NUMBER.test(raw) ? Number(raw) : NaN;
    if (!(count >= 1 && count <= MAX_RECENT_TRANSACTIONS)) {
      return wrongDetails(`The number of transactions must be between 1 and ${MAX_RECENT_TRANSACTIONS}.`);
    }
    const picked: number[] = [];
    for (let i = entries.length - 1; i >= 0 && picked.length < count; i -= 1) if (filter(entries[i])) picked.push(i);
    picked.reverse();
    const closing = balanceAfter(account, entries, entries.length);
    const opening = picked.length ? balanceAfter(account, entries, picked[0]) : closing;
    return answer(picked.map((i) => entries[i]), opening, closing);
  }

  return wrongDetails('searchBy must be SPD (with fromDate and toDate) or LNT (with noOfTransactions).');
}

function answer(items: TransactionRecord[], openingBalance: Money, closingBalance: Money): Response {
  return ok({ status: SUCCESS, items: items.map(toWire), summary: { openingBalance, closingBalance } });
}

export function transactionHandlers(route: Route) {
  const demandDeposit = (ctx: DigxContext) => history(ctx, 'demandDeposit');
  return [
    route('get', 'cz/v1/accounts/demandDeposit/:id/transactions', demandDeposit),
    route('get', 'v1/accounts/demandDeposit/:id/transactions', demandDeposit),
    route('get', 'cz/v1/accounts/loan/:id/transactions', (ctx) => history(ctx, 'loan')),
    route('get', 'cz/v1/accounts/deposit/:id/transactions', (ctx) => history(ctx, 'deposit')),
  ];
}
