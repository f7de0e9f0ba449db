import { act, screen } from '@testing-library/react';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { CredentialFlags } from '@/features/credentials/types';
import { fetchLoginFlow } from '@/features/session/api';
import { selectCredentialChange } from '@/features/session/selectors';
import { postLogin } from '@/shared/api/postLogin';
import { credentialChangeRequired } from '@/shared/events';
import type { Navigate as NavigateFn } from '@/shared/navigation';
import { ROUTES } from '@/shared/routes/routeTable';
import { ChangeCredentialsPage } from '../app/areas/credentialsArea';
import { useAppSelector } from '../app/hooks';
import { renderWithProviders } from './renderWithProviders';

/** What /login does per SPEC.md section 2: on to /change-credentials when a change is needed. */
function LoginStandIn() {
  return useAppSelector(selectCredentialChange) ? <Navigate to={ROUTES.changeCredentials.href()} replace /> : <h1>Log in</h1>;
}

export const ALL_FLAGS: CredentialFlags = { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true };

/**
 * Test set-up for the first-login journey: a real store, sagas and fake bank; the customer
 * logs in (so the bank has a session), the login flow says what must change, and the app
 * lands on /change-credentials. The page is the app's (its credentials area): the flags reach
 * it from the session, as they do in the app, since the credentials slice is lazy.
 */
export async function renderFirstLogin(
  flags: CredentialFlags = ALL_FLAGS,
  { userId = 'NEWUSER', password = 'Welcome#2026', navigate }: { userId?: string; password?: string; navigate?: NavigateFn } = {},
) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[ROUTES.login.href()]}>
      <Routes>
        <Route path={ROUTES.login.path} element={<LoginStandIn />} />
        <Route path={ROUTES.changeCredentials.path} element={<ChangeCredentialsPage />} />
      </Routes>
    </MemoryRouter>,
    { navigate },
  );
  await postLogin(view.store.client, userId, password);
  // The bank's own steps and their ids, as the login reads them; the flags say which of them the page shows.
  const { loginSteps } = await view.store.runSaga(fetchLoginFlow).toPromise<CredentialFlags>();
  act(() => {
    view.store.dispatch(credentialChangeRequired({ loginSteps, ...flags }));
  });
  await screen.findByText(/^Step 1 of \d$/);
  return view;
}
