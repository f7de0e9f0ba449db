/**
 * The transaction history calls of SPEC.md section 7, through callDigx, mapped here and nowhere else.
 * Each account's own resource answers: demand deposits (current, racing, savings), loans and term
 * deposits. searchBy SPD asks for a date window (and a description the bank matches itself);
 * LNT asks for the last N entries.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxRead, DigxResponse } from '@/shared/api/digxClient';
import * as TRANSACTIONS_ENDPOINTS from '@/shared/api/endpoints/transactions';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapSummary, mapTransactions, type TransactionsSummaryWire, type TransactionWire } from './mapTransaction';
import { defaultWindow, windowAccount, type DayRange } from './searchWindow';
import type { Transaction, TransactionAccount } from './types';

/** What the calls need to know about an account. */
export interface HistoryAccount {
  /** The OBDX id token. */
  accountId: string;
  /** Which OBDX resource answers for it. */
  accountType: 'demandDeposit' | 'deposit' | 'loan';
  currency: string;
}

export interface HistoryPage {
  rows: Transaction[];
  openingBalance: number | null;
  closingBalance: number | null;
}

interface HistoryWire {
  items?: TransactionWire[];
  summary?: TransactionsSummaryWire;
}

function toPage(data: HistoryWire | undefined, currency: string): HistoryPage {
  return { rows: mapTransactions(data?.items, currency), ...mapSummary(data?.summary) };
}

/** searchBy=SPD: every entry from `window.start` to `window.end`, matching `description` when given. */
export function historyRequest(account: HistoryAccount, window: DayRange, description?: string): DigxRead {
  return TRANSACTIONS_ENDPOINTS.history.request(account, {
    params: {
      searchBy: 'SPD',
      fromDate: window.start,
      toDate: window.end,
      transactionType: 'A',
      ...(description ? { description } : {}),
    },
  });
}

/**
 * The call an opened transactions page makes first, with no search and no dates chosen (sagas.ts
 * loadList): the default window. A reload sends it ahead of the page (app/prefetchSession.ts).
 */
export function firstHistoryRequest(account: TransactionAccount, today: string): DigxRead {
  return historyRequest(account, defaultWindow(windowAccount(account), today));
}

export function* fetchHistory(account: HistoryAccount, window: DayRange, description?: string): SagaIterator<HistoryPage> {
  const { data }: DigxResponse<HistoryWire> = yield call(callDigx, historyRequest(account, window, description));
  return toPage(data, account.currency);
}

/** searchBy=LNT: the last `count` entries, newest first. */
export function* fetchLatest(account: HistoryAccount, count: number): SagaIterator<HistoryPage> {
  const { data }: DigxResponse<HistoryWire> = yield call(
    callDigx,
    TRANSACTIONS_ENDPOINTS.history.request(account, { params: { searchBy: 'LNT', noOfTransactions: count, transactionType: 'A' } }),
  );
  return toPage(data, account.currency);
}
