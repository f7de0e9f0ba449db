/**
 * The approval calls (SPEC.md section 7 "Approvals and activity"; docs/digx-api.md): the pending list, asked kind by
 * kind as OBDX does, and a decision per item: POST v1/transactions/{id}/approve or /reject with the
 * remarks as text/plain, X-MULTIAPPROVAL when the customer decides several at once. An approval may be
 * challenged: callDigx shows the passcode dialog.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as APPROVALS_ENDPOINTS from '@/shared/api/endpoints/approvals';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapApproval, type ApprovalWire } from './mapApproval';
import { mergePending } from './mergePending';
import type { ApprovalAction, ApprovalItem } from './types';

/**
 * The kinds of item the app shows, by OBDX's discriminator (OBDX_UI approvals/pending-approvals.js: payments and
 * bulk files are financial, payees PAYEE_BILLER). OBDX lists one kind a call.
 */
export const PENDING_DISCRIMINATORS = ['PAYMENTS', 'BULK_FILE', 'PAYEE_BILLER'] as const;

function* fetchPendingOfKind(discriminator: string): SagaIterator<ApprovalItem[]> {
  const { data }: DigxResponse<{ transactionDTOs?: ApprovalWire[] }> = yield call(
    callDigx,
    // roleType P: a customer's own approvals (OBDX_UI approvals/pending-approvals/model.js); status as SPEC.md asks.
    APPROVALS_ENDPOINTS.pending.request({ params: { view: 'approval', discriminator, roleType: 'P', status: 'PENDING_APPROVAL' } }),
  );
  return (data?.transactionDTOs ?? []).map(mapApproval);
}

export function* fetchPendingApprovals(): SagaIterator<ApprovalItem[]> {
  const lists: ApprovalItem[][] = yield all(PENDING_DISCRIMINATORS.map((discriminator) => call(fetchPendingOfKind, discriminator)));
  return mergePending(lists);
}

export function* decideApproval(id: string, action: ApprovalAction, remarks: string, several: boolean): SagaIterator<ApprovalItem | undefined> {
  const { data }: DigxResponse<{ transactionDTO?: ApprovalWire }> = yield call(
    callDigx,
    APPROVALS_ENDPOINTS.decide.request({ transactionId: id, action }, { text: remarks, multiApproval: several || undefined }),
  );
  return data?.transactionDTO ? mapApproval(data.transactionDTO) : undefined;
}
