/**
 * The payment calls (SPEC.md section 7 "Payments", "Payees", "Limits"; docs/digx-api.md for the shapes
 * SPEC does not show), through callDigx, each answer mapped here and nowhere else. Nothing here retries:
 * a payment is never sent twice (DECISIONS.md, Security).
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as PAYMENTS_ENDPOINTS from '@/shared/api/endpoints/payments';
import { callDigx } from '@/shared/challenge/callDigx';
import { paymentReference } from '@/shared/receipts/paymentReference';
import { mapBankCopy, type BankCopy } from './mapBankCopy';
import type { ConfirmOutcome, CopResult, NewPayeeDetails, Payee, PaymentOrder, SortCodeCheck } from './types';

interface PayeeWire {
  id?: string;
  groupId?: string;
  nickName?: string;
  createdBy?: string;
  ukDomesticPayee?: { accountNumber?: string; accountName?: string; bankDetails?: { code?: string; name?: string; branch?: string; city?: string } };
  lastPaymentReference?: string | null;
  payeeReference?: string;
  payeeDescription?: string;
  status?: string;
}

export function mapPayee(wire: PayeeWire, groupId: string): Payee {
  const bank = wire.ukDomesticPayee?.bankDetails ?? {};
  return {
    id: wire.id ?? '',
    groupId: wire.groupId ?? groupId,
    creatorId: wire.createdBy ?? '',
    title: wire.nickName ?? wire.ukDomesticPayee?.accountName ?? '',
    accountName: wire.ukDomesticPayee?.accountName ?? '',
    sortCode: (bank.code ?? '').replace(/\D/g, ''),
    accountNumber: wire.ukDomesticPayee?.accountNumber ?? '',
    bankName: bank.name ?? '',
    bankAddress: [bank.branch, bank.city].filter(Boolean).join(', '),
    lastPaymentReference: wire.lastPaymentReference ?? '',
    payeeReference: wire.payeeReference ?? '',
    payeeDescription: wire.payeeDescription ?? '',
    active: wire.status !== 'PENDING_APPROVAL',
  };
}

/** GET cz/v1/payments/payeeGroup?expand=ALL: every payee of every group, by title. */
export function* fetchPayees(): SagaIterator<Payee[]> {
  const { data }: DigxResponse<{ payeeGroups?: { groupId?: string; listPayees?: PayeeWire[] }[] }> = yield call(callDigx, PAYMENTS_ENDPOINTS.payees.request({ params: { expand: 'ALL' } }));
  return (data?.payeeGroups ?? [])
    .flatMap((group) => (group.listPayees ?? []).map((p) => mapPayee(p, group.groupId ?? '')))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The Transfer payload of SPEC.md section 3. */
export function transferPayload(order: PaymentOrder) {
  return {
    amount: { amount: order.amount, currency: order.currency },
    debitAccountId: { value: order.debitAccountId },
    ...(order.creditAccountId ? { creditAccountId: { value: order.creditAccountId } } : {}),
    ...(order.payeeId ? { payeeId: order.payeeId } : {}),
    ...(order.sortCode ? { sortCode: order.sortCode } : {}),
    remarks: order.reference,
    ...(order.startDate ? { startDate: order.startDate } : {}),
    ...(order.endDate ? { endDate: order.endDate } : {}),
    type: order.type,
    ...(order.frequency ? { frequency: order.frequency } : {}),
  };
}

/**
 * Prepare: POST the order; the bank answers with its id: paymentId for a payment, instructionId for a future or
 * recurring one as OBDX names it (OBDX_UI payments-money-transfer.js reads either).
 */
export function* preparePayment(order: PaymentOrder): SagaIterator<string> {
  const { data }: DigxResponse<{ paymentId?: string; instructionId?: string }> = yield call(
    callDigx,
    PAYMENTS_ENDPOINTS.prepare.request({ kind: order.path }, { body: transferPayload(order) }),
  );
  const id = data?.paymentId || data?.instructionId;
  if (!id) throw new Error('The bank did not return a payment id.');
  return id;
}

/** Verify: GET what the bank holds for the payment, so the review shows the bank's own copy. */
export function* verifyPayment(order: PaymentOrder, paymentId: string): SagaIterator<BankCopy> {
  const { data }: DigxResponse<unknown> = yield call(
    callDigx,
    PAYMENTS_ENDPOINTS.verify.request({ kind: order.path, paymentId }, { params: order.sortCode ? { sortCode: order.sortCode } : undefined }),
  );
  return mapBankCopy(data);
}

const UNDER_PROCESSING = /under[\s_]?processing/i;

/**
 * Confirm: PATCH once. 202 means an authoriser must approve; an outside reference under processing is a time-out.
 * The reference is shared/receipts' paymentReference of the answer's numbers, where OBDX's own client reads them
 * (OBDX_UI confirm-screen.js: referenceNumber, else status.referenceNumber; externalReferenceId as the host's).
 */
export function* confirmPayment(order: PaymentOrder, paymentId: string): SagaIterator<ConfirmOutcome> {
  const response: DigxResponse<{ referenceNumber?: string; externalReferenceId?: string; status?: { referenceNumber?: string } }> = yield call(
    callDigx,
    PAYMENTS_ENDPOINTS.confirm.request({ kind: order.path, paymentId }, { params: order.sortCode ? { sortCode: order.sortCode } : undefined }),
  );
  const outside = response.data?.externalReferenceId;
  const timedOut = UNDER_PROCESSING.test(outside ?? '');
  const reference = paymentReference({
    referenceNumber: response.data?.referenceNumber ?? response.data?.status?.referenceNumber,
    // "UNDER PROCESSING" says where the payment is, not what it is called.
    hostReference: timedOut ? undefined : outside,
    paymentId,
  });
  if (response.status === 202) return { kind: 'needsAuthoriser', reference };
  if (timedOut) return { kind: 'timeOut', reference };
  return { kind: 'done', reference };
}

/** GET nationalClearingDetails/UK/{sortCode}: the bank's name, or a bad sort code. */
export function* lookUpSortCode(sortCode: string): SagaIterator<SortCodeCheck> {
  try {
    const { data }: DigxResponse<{ name?: string; fasterPaymentsEnabled?: boolean }> = yield call(callDigx, PAYMENTS_ENDPOINTS.sortCode.request({ sortCode }));
    return { sortCode, bankName: data?.name ?? '', badSortCode: false, noFastPayments: data?.fasterPaymentsEnabled === false };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return { sortCode, bankName: '', badSortCode: true, noFastPayments: false };
    throw error;
  }
}

/** POST v1/payments/verifyPayeeName (Confirmation of Payee). */
export function* verifyPayeeName(details: NewPayeeDetails): SagaIterator<CopResult> {
  const { data }: DigxResponse<Partial<CopResult>> = yield call(callDigx, PAYMENTS_ENDPOINTS.verifyPayeeName.request({
    body: {
      paymentType: 'FAS',
      network: 'SORT',
      accountId: `${details.sortCode}${details.accountNumber}`,
      accountName: details.accountName,
      accountType: details.accountType,
      bic: '',
      dictionaryArray: details.reference ? [{ nameField: 'secondaryIdentification', value: details.reference }] : [],
    },
  }));
  return { matched: data?.matched ?? 'N', enabled: data?.enabled ?? true, reasonCode: data?.reasonCode ?? null, payeeAccountName: data?.payeeAccountName ?? null };
}

/**
 * New payee: a group, then the payee in it (two-factor protected: callDigx shows the passcode dialog). The ids
 * are read as this bank's layer names them (groupId, payeeId) and as OBDX does (payeeGroup.groupId,
 * domesticPayee.id: OBDX_UI bank-account-payee.js). Without a group id there is nowhere to add the payee.
 */
export function* createPayee(details: NewPayeeDetails, cop?: { status: string; selection?: string }): SagaIterator<{ payeeId: string; needsAuthoriser: boolean }> {
  const group: DigxResponse<{ groupId?: string; payeeGroup?: { groupId?: string } }> = yield call(
    callDigx,
    PAYMENTS_ENDPOINTS.newPayeeGroup.request({ body: { name: details.title } }),
  );
  const groupId = group.data?.groupId || group.data?.payeeGroup?.groupId;
  if (!groupId) throw new Error('The bank did not return a payee group id.');
  const payee: DigxResponse<{ payeeId?: string; domesticPayee?: { id?: string } }> = yield call(callDigx, PAYMENTS_ENDPOINTS.newPayee.request({ groupId }, {
    body: {
      nickName: details.title,
      accountName: details.accountName,
      accountNumber: details.accountNumber,
      bankDetails: { code: details.sortCode },
      paymentType: 'FAS',
      network: 'SORT',
      shared: true,
      accountType: details.accountType,
      payeeDescription: details.description,
      reference: details.reference,
      // Beside SPEC's payload: what Confirmation of Payee said and what the customer chose (issue 7).
      ...(cop ? { copStatus: cop.status, copSelection: cop.selection ?? null } : {}),
    },
  }));
  return { payeeId: payee.data?.payeeId || payee.data?.domesticPayee?.id || '', needsAuthoriser: payee.status === 202 };
}

export interface InternationalRequest {
  debitAccountId: string;
  beneficiaryName: string;
  beneficiaryAddress: string;
  accountNumberOrIban: string;
  swiftCode: string;
  bankName: string;
  bankCountry: string;
  currency: string;
  amount: number;
  reference: string;
  purpose: string;
}

/** POST cz/v1/payments/internationalPaymentRequests (SPEC.md: path not shown; ours, in docs/digx-api.md). */
export function* postInternationalRequest(request: InternationalRequest): SagaIterator<string> {
  const { data }: DigxResponse<{ referenceNo?: string }> = yield call(
    callDigx,
    PAYMENTS_ENDPOINTS.internationalRequest.request({
      body: { ...request, debitAccountId: { value: request.debitAccountId }, amount: { amount: request.amount, currency: request.currency } },
    }),
  );
  return data?.referenceNo ?? '';
}

/** DELETE a payee (two-factor protected: callDigx shows the passcode dialog when the bank asks). */
export function* deletePayee(payee: Pick<Payee, 'groupId' | 'id'>): SagaIterator<void> {
  yield call(callDigx, PAYMENTS_ENDPOINTS.deletePayee.request({ groupId: payee.groupId, payeeId: payee.id }));
}

export interface PayeeChanges {
  nickName: string;
  reference: string;
  payeeDescription: string;
}

/** PATCH a payee's own names (nickname, reference, description); account details never change here. */
export function* updatePayee(payee: Pick<Payee, 'groupId' | 'id'>, changes: PayeeChanges): SagaIterator<void> {
  yield call(callDigx, PAYMENTS_ENDPOINTS.updatePayee.request({ groupId: payee.groupId, payeeId: payee.id }, { body: changes }));
}
