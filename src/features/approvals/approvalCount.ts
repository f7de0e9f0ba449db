/**
 * GET cz/v1/transactions/count?countFor=approval: how many items wait for this user (the menu shows
 * Authorisations only then). Apart from api.ts so the login bundle carries the count, not the screens'
 * mapping.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as TRANSACTION_COUNT_ENDPOINTS from '@/shared/api/endpoints/transactionCount';
import { callDigx } from '@/shared/challenge/callDigx';
import { pendingApprovals, type ApprovalCount } from './rules';

export function* fetchApprovalCount(): SagaIterator<number> {
  const { data }: DigxResponse<{ countDTOList?: ApprovalCount[] }> = yield call(callDigx, TRANSACTION_COUNT_ENDPOINTS.count.request({ params: { countFor: 'approval' } }));
  return pendingApprovals(data?.countDTOList ?? []);
}
