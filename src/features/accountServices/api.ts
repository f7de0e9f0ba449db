/**
 * The account services calls (SPEC.md section 7 "Alerts and books" and "Transactions and
 * statements"), through callDigx. The prepare paths are ours (SPEC.md does not show them).
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as ACCOUNT_SERVICES_ENDPOINTS from '@/shared/api/endpoints/accountServices';
import { callDigx } from '@/shared/challenge/callDigx';
import type { BookKind, Cheque, Money } from './types';

/** Each book's resource, as the endpoints name it. */
const BOOKS = { cheque: 'chequebookRequest', payIn: 'payInBookRequest' } as const satisfies Record<BookKind, string>;

/** GET {book path}/prepare?accNo=: the bank checks the account may have the book. */
export function* prepareBookRequest(kind: BookKind, accountId: string): SagaIterator<void> {
  yield call(callDigx, ACCOUNT_SERVICES_ENDPOINTS.prepareBook.request({ book: BOOKS[kind] }, { params: { accNo: accountId } }));
}

/** POST {book path} with accNo; the bank's reference for the request. */
export function* postBookRequest(kind: BookKind, accountId: string): SagaIterator<string> {
  const { data }: DigxResponse<{ referenceNo?: string; status?: { referenceNumber?: string } }> = yield call(
    callDigx,
    ACCOUNT_SERVICES_ENDPOINTS.requestBook.request({ book: BOOKS[kind] }, { body: { accNo: accountId } }),
  );
  return data?.referenceNo ?? data?.status?.referenceNumber ?? '';
}

interface ChequeWire {
  chequeNumber?: string;
  status?: string | { code?: string };
  amount?: { currency?: string; amount?: number } | null;
  paidDate?: string | null;
}

function mapCheque(wire: ChequeWire): Cheque {
  const amount: Money | null =
    wire.amount && typeof wire.amount.amount === 'number' ? { currency: wire.amount.currency ?? 'GBP', amount: wire.amount.amount } : null;
  const status = typeof wire.status === 'string' ? wire.status : (wire.status?.code ?? '');
  return { number: wire.chequeNumber ?? '', amount, paidDate: wire.paidDate ? wire.paidDate.slice(0, 10) : null, status };
}

/** GET v1/accounts/demandDeposit/{id}/issuedCheques?startChequeNumber&endChequeNumber. */
export function* fetchIssuedCheques(accountId: string, start: string, end: string): SagaIterator<Cheque[]> {
  const { data }: DigxResponse<{ chequeDetails?: ChequeWire[] }> = yield call(
    callDigx,
    ACCOUNT_SERVICES_ENDPOINTS.issuedCheques.request({ accountId }, { params: { startChequeNumber: start, endChequeNumber: end } }),
  );
  return (data?.chequeDetails ?? []).map(mapCheque);
}
