import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { DigxClient } from '@/shared/api/digxClient';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { entitySwitched, sessionEnded } from '@/shared/events';
import { navigateTo } from '@/shared/navigation';
import { entitySwitchOutcome } from './rules';
import { entityChosen } from './slice';
import { ROUTES } from '@/shared/routes/routeTable';

/**
 * A switch: every later call carries the entity as X-Target-Unit, every slice hears
 * entitySwitched (the accounts are asked again for that entity, the payment form resets), and some screens go
 * through the redirect screen back to /accounts.
 */
function* switchEntity({ payload }: ReturnType<typeof entityChosen>): SagaIterator {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  client.setTargetUnit(payload.entityId);
  yield put(entitySwitched({ entityId: payload.entityId }));
  if (entitySwitchOutcome(payload.pathname) === 'redirect') yield call(navigateTo, ROUTES.entityRedirect.href());
}

function* forgetEntity(): SagaIterator {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  client.setTargetUnit(undefined);
}

export function* entitySaga(): SagaIterator {
  yield takeLatest(entityChosen.type, switchEntity);
  yield takeLatest(sessionEnded.type, forgetEntity);
}
