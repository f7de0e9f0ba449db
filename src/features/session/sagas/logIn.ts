import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, getContext, join, put } from 'redux-saga/effects';
import type { DigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { credentialChangeRequired, sessionStarted } from '@/shared/events';
import { loadLoggedInApp } from '@/shared/loggedInApp';
import { navigateTo } from '@/shared/navigation';
import { fetchLoginFlow, fetchMe, fetchPermissions } from '../api';
import { needsCredentialChange } from '../rules';
import { noteSessionStarted, startMarker } from '../sessionMarker';
import { loginFailed, userLoaded, type loginSubmitted } from '../slice';
import { errorDetails } from '@/shared/api/errorDetails';
import type { FunctionName } from '@/shared/api/taskCodes';
import { ROUTES } from '@/shared/routes/routeTable';

/**
 * The login of SPEC.md section 4, top to bottom:
 * nonce → public key and salt → RSA(password + " " + salt) → j_security_check → v1/me
 * → (first login not done) v1/me/loginFlow → /change-credentials
 * → (otherwise) permissions → /accounts.
 */
export function* logIn(action: ReturnType<typeof loginSubmitted>): SagaIterator {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  // The logged-in app loads while the login call is in flight; entering the session waits for it.
  yield fork(loadLoggedInAppQuietly);
  try {
    yield call(postLogin, client, action.payload.userId, action.payload.password);
    startMarker();
    yield call(enterSession, { goToAccounts: true });
  } catch (error) {
    yield put(loginFailed(errorDetails(error)));
  }
}

/** A failed download here is asked again, and reported, where the session is entered. */
function* loadLoggedInAppQuietly(): SagaIterator {
  try {
    yield call(loadLoggedInApp);
  } catch {
    // enterSession asks again.
  }
}

/** The permissions' answer or the error they failed with, so a fork can be joined without its error tearing down the caller. */
type Settled = { permitted: FunctionName[] } | { error: unknown };

function* settledPermissions(): SagaIterator<Settled> {
  try {
    return { permitted: yield call(fetchPermissions) };
  } catch (error) {
    return { error };
  }
}

/**
 * Steps 3 to 5, shared by a login and a reload that finds the session alive. `flowDoneBefore`: a reload
 * of a session that got past the first-login steps in this tab (sessionMarker's startedBefore) asks for
 * the permissions alongside the profile, one round trip less before the page shows (issue 13); should
 * the profile still say the flow is not done, that answer is dropped and step 4 runs as on a login.
 */
export function* enterSession({ goToAccounts, flowDoneBefore = false }: { goToAccounts: boolean; flowDoneBefore?: boolean }): SagaIterator {
  const early: Task | undefined = flowDoneBefore ? yield fork(settledPermissions) : undefined;
  // The logged-in app's slices and sagas must be in the store before the session's first facts (the user,
  // its start) arrive; it loads beside the profile's call.
  const app: Task = yield fork(loadLoggedInApp);
  const { user, firstLoginFlowDone } = yield call(fetchMe);
  yield join(app);
  yield put(userLoaded(user));
  if (!firstLoginFlowDone) {
    if (early) yield cancel(early);
    const flags = yield call(fetchLoginFlow);
    if (needsCredentialChange(flags)) {
      yield put(credentialChangeRequired({ ...flags, entityCount: user.entities.length }));
      yield call(navigateTo, ROUTES.changeCredentials.href(), { replace: true });
      return;
    }
  }
  yield call(loadPermissions, { goToAccounts, early: firstLoginFlowDone ? early : undefined });
}

/** Step 5; also where the first-login credential change ends. `early`: permissions already asked for. */
export function* loadPermissions({ goToAccounts, early }: { goToAccounts: boolean; early?: Task }): SagaIterator {
  let permittedFunctions: FunctionName[];
  if (early) {
    const settled: Settled = yield join(early);
    if ('error' in settled) throw settled.error;
    permittedFunctions = settled.permitted;
  } else {
    permittedFunctions = yield call(fetchPermissions);
  }
  yield put(sessionStarted({ permittedFunctions, afterLogin: goToAccounts }));
  noteSessionStarted();
  if (goToAccounts) yield call(navigateTo, ROUTES.accounts.href(), { replace: true });
}
