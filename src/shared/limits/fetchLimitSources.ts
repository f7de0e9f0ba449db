import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import { callDigx } from '@/shared/challenge/callDigx';
import type { LimitSources } from './limitPackages';

/** The three limit calls at once: the user's and the party's packages, and today's use of each. */
export function* fetchLimitSources(): SagaIterator<LimitSources> {
  const [user, party, userUse, partyUse]: DigxResponse<unknown>[] = yield all([
    call(callDigx, { method: 'GET', path: 'v1/me/assignedLimitPackage' }),
    call(callDigx, { method: 'GET', path: 'v1/me/party/assignedLimitPackage' }),
    call(callDigx, { method: 'GET', path: 'v1/financialLimitUtilization', params: { entityType: 'USER', limitType: 'PER', accessPointValue: 'INTERNET' } }),
    call(callDigx, { method: 'GET', path: 'v1/financialLimitUtilization', params: { entityType: 'PARTY', limitType: 'PER', accessPointValue: 'INTERNET' } }),
  ]);
  return { user: user.data, party: party.data, userUse: userUse.data, partyUse: partyUse.data };
}
