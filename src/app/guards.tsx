import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { selectEndedAt, selectResuming, selectSessionStatus } from '@/features/session/selectors';
import { markerMatches } from '@/features/session/sessionMarker';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Spinner } from '@/shared/ui/Spinner';
import { useAppSelector } from './hooks';
import { ROUTES } from '@/shared/routes/routeTable';

function Waiting() {
  return <Spinner label={TRANSPORT_MESSAGES.loading} />;
}

/**
 * The session's status, except that a reload's session coming alive shows as a low-priority render: the
 * shell and its page, the largest render of the app, then come in slices the browser can interrupt, and
 * after the page's first calls have gone out rather than before (issue 13). Every other change applies
 * at once.
 *
 * While the tab is resuming, the guard starts as the waiting screen even if it first renders with the
 * session already alive. That happens when the answer lands while React is still rendering the first
 * screen in slices: React then throws that render away and redoes it in one piece, guard included. Had
 * the guard shown the shell there, the redo would be the whole shell and page in one long task.
 */
function useSessionStatus() {
  const status = useAppSelector(selectSessionStatus);
  const resuming = useAppSelector(selectResuming);
  const shown = useDeferredValue(status, resuming && status === 'authenticated' ? 'restoring' : undefined);
  return shown === 'restoring' && status === 'authenticated' ? shown : status;
}

/** The authenticated shell: no session → /login; credential change needed → /change-credentials. */
export function RequireSession() {
  const status = useSessionStatus();
  const endedAt = useAppSelector(selectEndedAt);
  if (status === 'restoring' || status === 'ending') return <Waiting />;
  // The session saga is on its way to the end page too; both routes agree on where.
  if (status === 'ended') return <Navigate to={endedAt ?? ROUTES.login.href()} replace />;
  if (status === 'credentialChange') return <Navigate to={ROUTES.changeCredentials.href()} replace />;
  if (status !== 'authenticated') return <Navigate to={ROUTES.login.href()} replace />;
  return <Outlet />;
}

/** /login: with a session go to the accounts, or to the credential change it needs. */
export function PublicOnly() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'restoring') return <Waiting />;
  if (status === 'authenticated') return <Navigate to={ROUTES.accounts.href()} replace />;
  if (status === 'credentialChange') return <Navigate to={ROUTES.changeCredentials.href()} replace />;
  return <Outlet />;
}

/** /change-credentials: only while one is needed; a session ending on its steps goes to its end page. */
export function RequireCredentialChange() {
  const status = useAppSelector(selectSessionStatus);
  const endedAt = useAppSelector(selectEndedAt);
  if (status === 'restoring' || status === 'ending') return <Waiting />;
  if (status === 'ended') return <Navigate to={endedAt ?? ROUTES.login.href()} replace />;
  if (status !== 'credentialChange') return <Navigate to={ROUTES.login.href()} replace />;
  return <Outlet />;
}

/** The shell's index: /accounts when this tab's marker matches the session, else /login. */
export function IndexRedirect() {
  return <Navigate to={markerMatches() ? ROUTES.accounts.href() : ROUTES.login.href()} replace />;
}
