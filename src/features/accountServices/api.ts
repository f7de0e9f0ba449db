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

/** Every prepare names the account the same way: its id token as `accNo`. */
const ofAccount = (accountId: string) => ({ params: { accNo: accountId } });

/** GET {book path}/prepare?accNo=: the bank checks the account may have the book. */
export function* prepareBookRequest(kind: BookKind, accountId: string): SagaIterator<void> {
  yield call(callDigx, ACCOUNT_SERVICES_ENDPOINTS.prepareBook.request({ book: BOOKS[kind] }, ofAccount(accountId)));
}

/** GET cz/v1/chequeStatus/prepare?accNo=: the bank checks the account may have its cheques looked up. */
export function* prepareChequeStatus(accountId: string): SagaIterator<void> {
  yield call(callDigx, ACCOUNT_SERVICES_ENDPOINTS.prepareChequeStatus.request(ofAccount(accountId)));
}

/** POST {book path} with accNo; the bank's reference for the request. */
export function* postBookRequest(kind: BookKind, accountId: string): SagaIterator<string> {
  const { data }: DigxResponse<{ referenceNo?: string; status?: { referenceNumber?: string } }> = yield call(
    callDigx,
    ACCOUNT_SERVICES_ENDPOINTS.requestBook.request({ book: BOOKS[kind] }, { body: { accNo: accountId } }),
  );
  return data?.referenceNo ?? data?.status?.referenceNumber ?? '';
}

/** One issued cheque as OBDX sends it (OBDX_UI cheque-status-inquiry.js); paidDate is the demo bank's extension. */
interface ChequeWire {
  chequeNumber?: string;
  chequeStatus?: string;
  chequeAmount?: { currency?: string; amount?: number } | null;
  reason?: string | null;
  paidDate?: string | null;
}

/** A key the answer lacks stays unknown (null), never a made-up zero or an empty word. */
function mapCheque(wire: ChequeWire): Cheque {
  const amount: Money | null =
    wire.chequeAmount && typeof wire.chequeAmount.amount === 'number' && wire.chequeAmount.currency
      ? { currency: wire.chequeAmount.currency, amount: wire.chequeAmount.amount }
      : null;
  return {
    number: wire.chequeNumber ?? '',
    amount,
    paidDate: wire.paidDate ? wire.paidDate.slice(0, 10) : null,
    status: wire.chequeStatus || null,
    reason: wire.reason || null,
  };
}

/** GET v1/accounts/demandDeposit/{id}/issuedCheques?startChequeNo&endChequeNo: OBDX's search by range. */
export function* fetchIssuedCheques(accountId: string, start: string, end: string): SagaIterator<Cheque[]> {
  const { data }: DigxResponse<{ issuedChequeDetails?: ChequeWire[] }> = yield call(
    callDigx,
    ACCOUNT_SERVICES_ENDPOINTS.issuedCheques.request({ accountId }, { params: { startChequeNo: start, endChequeNo: end } }),
  );
  return (data?.issuedChequeDetails ?? []).map(mapCheque).filter((cheque) => cheque.number !== '');
}
