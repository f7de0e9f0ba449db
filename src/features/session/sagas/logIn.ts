import type { SagaIterator } from 'redux-saga';
import { call, getContext, put } from 'redux-saga/effects';
import type { DigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { credentialChangeRequired, sessionStarted } from '@/shared/events';
import { navigateTo } from '@/shared/navigation';
import { fetchLoginFlow, fetchMe, fetchPermissions } from '../api';
import { needsCredentialChange } from '../rules';
import { startMarker } from '../sessionMarker';
import { loginFailed, userLoaded, type loginSubmitted } from '../slice';
import { errorDetails } from '@/shared/api/errorDetails';

/**
 * The login of SPEC.md section 4, top to bottom:
 * nonce → public key and salt → RSA(password + " " + salt) → j_security_check → v1/me
 * → (first login not done) v1/me/loginFlow → /change-credentials
 * → (otherwise) permissions → /accounts.
 */
export function* logIn(action: ReturnType<typeof loginSubmitted>): SagaIterator {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  try {
    yield call(postLogin, client, action.payload.userId, action.payload.password);
    startMarker();
    yield call(enterSession, { goToAccounts: true });
  } catch (error) {
    yield put(loginFailed(errorDetails(error)));
  }
}

/** Steps 3 to 5, shared by a login and a reload that finds the session alive. */
export function* enterSession({ goToAccounts }: { goToAccounts: boolean }): SagaIterator {
  const { user, firstLoginFlowDone } = yield call(fetchMe);
  yield put(userLoaded(user));
  if (!firstLoginFlowDone) {
    const flags = yield call(fetchLoginFlow);
    if (needsCredentialChange(flags)) {
      yield put(credentialChangeRequired({ ...flags, entityCount: user.entities.length }));
      yield call(navigateTo, '/change-credentials', { replace: true });
      return;
    }
  }
  yield call(loadPermissions, { goToAccounts });
}

/** Step 5; also where the first-login credential change ends. */
export function* loadPermissions({ goToAccounts }: { goToAccounts: boolean }): SagaIterator {
  const permittedFunctions = yield call(fetchPermissions);
  yield put(sessionStarted({ permittedFunctions }));
  if (goToAccounts) yield call(navigateTo, '/accounts', { replace: true });
}
