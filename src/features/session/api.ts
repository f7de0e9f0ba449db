import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import { isDigxError } from '@/shared/api/DigxError';
import type { FunctionName } from '@/shared/api/taskCodes';
import * as SESSION_ENDPOINTS from '@/shared/api/endpoints/session';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapUser, type MeAnswer } from './mapUser';
import { ME_REQUEST, PERMISSIONS_REQUEST } from './requests';
import { END_SESSION_ATTEMPTS, END_SESSION_TIMEOUT_MS, endSessionOutcome, loginFlowFlags, loginStepsOf, permittedFunctionsFrom } from './rules';
import type { CredentialChange, User } from './types';

/** GET v1/me (SPEC.md section 4, login step 3). */
export function* fetchMe(): SagaIterator<{ user: User; firstLoginFlowDone: boolean }> {
  const { data }: DigxResponse<MeAnswer> = yield call(callDigx, ME_REQUEST);
  return { user: mapUser(data ?? {}), firstLoginFlowDone: data?.firstLoginFlowDone !== false };
}

/** GET v1/me/loginFlow (step 4): the flags, and the bank's steps with the ids to send back. */
export function* fetchLoginFlow(): SagaIterator<CredentialChange> {
  const { data }: DigxResponse<{ userLoginFlowDTOList?: unknown }> = yield call(callDigx, SESSION_ENDPOINTS.loginFlow.request());
  const loginSteps = loginStepsOf(data?.userLoginFlowDTOList);
  return { ...loginFlowFlags(loginSteps), loginSteps };
}

/** GET cz/v1/permissions (step 5). */
export function* fetchPermissions(): SagaIterator<FunctionName[]> {
  const { data }: DigxResponse<{ allowedTransactions?: string[] }> = yield call(callDigx, PERMISSIONS_REQUEST);
  return permittedFunctionsFrom(data?.allowedTransactions ?? []);
}

/**
 * Keeps the bank's session alive (rules.ts KEEP_ALIVE_AFTER_MS): GET v1/me, which every OBDX answers and which
 * OBDX's own web client asks to learn whether its session still lives. A 401 or 419 ends the session here as
 * anywhere (callDigx reports it); any other failure is silent: the customer did not ask for this call, and the
 * next one follows within minutes.
 */
export function* keepBankSessionAlive(): SagaIterator {
  try {
    yield call(callDigx, ME_REQUEST);
  } catch {
    // Reported by callDigx when it was the session; nothing to show otherwise.
  }
}

/**
 * DELETE v1/session: logs the server session out, with one more try when an attempt fails (rules.ts
 * END_SESSION_ATTEMPTS). True when the bank confirmed, or said the session had already gone; false when it
 * never did, so its session may live on until its own idle time ends it.
 */
export function* deleteSession(): SagaIterator<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      yield call(callDigx, SESSION_ENDPOINTS.logout.request({ timeoutMs: END_SESSION_TIMEOUT_MS }));
      return true;
    } catch (error) {
      if (endSessionOutcome(isDigxError(error) ? error : { kind: 'unknown' }) === 'ended') return true;
      if (attempt >= END_SESSION_ATTEMPTS) return false;
    }
  }
}
