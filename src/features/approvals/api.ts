/**
 * The approval calls (SPEC.md section 7 "Approvals and activity"; docs/digx-api.md): the pending list, and a decision per item: POST v1/transactions/{id}/approve or /reject with the
 * remarks as text/plain, X-MULTIAPPROVAL when the customer decides several at once. An approval may be
 * challenged: callDigx shows the passcode dialog.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as APPROVALS_ENDPOINTS from '@/shared/api/endpoints/approvals';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapApproval, type ApprovalWire } from './mapApproval';
import type { ApprovalAction, ApprovalItem } from './types';

export function* fetchPendingApprovals(): SagaIterator<ApprovalItem[]> {
  const { data }: DigxResponse<{ transactionDTOs?: ApprovalWire[] }> = yield call(
    callDigx,
    APPROVALS_ENDPOINTS.pending.request({ params: { view: 'approval', status: 'PENDING_APPROVAL' } }),
  );
  return (data?.transactionDTOs ?? []).map(mapApproval);
}

export function* decideApproval(id: string, action: ApprovalAction, remarks: string, several: boolean): SagaIterator<ApprovalItem | undefined> {
  const { data }: DigxResponse<{ transactionDTO?: ApprovalWire }> = yield call(
    callDigx,
    APPROVALS_ENDPOINTS.decide.request({ transactionId: id, action }, { text: remarks, multiApproval: several || undefined }),
  );
  return data?.transactionDTO ? mapApproval(data.transactionDTO) : undefined;
}
