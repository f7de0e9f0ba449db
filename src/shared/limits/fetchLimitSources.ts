import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as LIMITS_ENDPOINTS from '@/shared/api/endpoints/limits';
import { callDigx } from '@/shared/challenge/callDigx';
import { DAILY_USE_QUERY } from './dailyUseQuery';
import type { LimitSources } from './limitPackages';

/**
 * The four limit calls at once: the user's and the party's packages, and today's use of each. `partyId`
 * (an account's OBDX partyId.value, sent as X-Party-Id) asks for that party's figures rather than the
 * active entity's: a bulk file is held to its debit account's party's limits.
 */
export function* fetchLimitSources(partyId?: string): SagaIterator<LimitSources> {
  const [user, party, userUse, partyUse]: DigxResponse<unknown>[] = yield all([
    call(callDigx, LIMITS_ENDPOINTS.userPackage.request()),
    call(callDigx, LIMITS_ENDPOINTS.partyPackage.request({ partyId })),
    call(callDigx, LIMITS_ENDPOINTS.utilization.request({ params: { entityType: 'USER', ...DAILY_USE_QUERY } })),
    call(callDigx, LIMITS_ENDPOINTS.utilization.request({ params: { entityType: 'PARTY', ...DAILY_USE_QUERY }, partyId })),
  ]);
  return { user: user.data, party: party.data, userUse: userUse.data, partyUse: partyUse.data };
}
