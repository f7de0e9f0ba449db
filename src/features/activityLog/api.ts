/**
 * The activity log's calls (SPEC.md section 7 "Approvals and activity"), through callDigx:
 * - GET cz/v1/transactions/count?countFor=approval&fromDate&toDate: items per type and status (SPEC.md: the approval
 *   count's call, with the window, is the activity count);
 * - GET cz/v1/transactions?view=activity&fromDate&toDate[&transactionName][&status]: newest first (the type's task
 *   code travels as transactionName);
 * - GET v1/transactions/{id}: one item.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as APPROVALS_ENDPOINTS from '@/shared/api/endpoints/approvals';
import * as TRANSACTION_COUNT_ENDPOINTS from '@/shared/api/endpoints/transactionCount';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapActivityItem, mapActivityItems, mapCounts, type ActivityWire } from './mapActivity';
import type { DayRange } from './rules';
import type { ActivityCount, ActivityItem } from './types';

export function* fetchActivityCounts(range: DayRange): SagaIterator<ActivityCount[]> {
  const { data }: DigxResponse<{ countDTOList?: unknown } | undefined> = yield call(
    callDigx,
    TRANSACTION_COUNT_ENDPOINTS.count.request({ params: { countFor: 'approval', fromDate: range.fromDate, toDate: range.toDate } }),
  );
  return mapCounts(data?.countDTOList);
}

/** One type's items in the range; `status` '' asks for every status. */
export function* fetchActivity(range: DayRange, taskCode: string, status: string): SagaIterator<ActivityItem[]> {
  const { data }: DigxResponse<{ transactionDTOs?: unknown } | undefined> = yield call(
    callDigx,
    APPROVALS_ENDPOINTS.activity.request({
      params: { view: 'activity', fromDate: range.fromDate, toDate: range.toDate, transactionName: taskCode || undefined, status: status || undefined },
    }),
  );
  return mapActivityItems(data?.transactionDTOs);
}

/** Throws when the answer holds no item. */
export function* fetchActivityItem(id: string): SagaIterator<ActivityItem> {
  const { data }: DigxResponse<{ transactionDTO?: ActivityWire } | undefined> = yield call(callDigx, APPROVALS_ENDPOINTS.item.request({ transactionId: id }));
  const item = mapActivityItem(data?.transactionDTO);
  if (!item) throw new Error('The bank sent no activity item.');
  return item;
}
