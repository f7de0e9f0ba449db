import { useSelector } from 'react-redux';
import type { SessionEndReason } from '@/shared/events';
import { Link } from '@/shared/ui/Link';
import { selectEndedReason } from '../selectors';

const EXPIRED_TEXT: Record<SessionEndReason, string> = {
  expired: 'For your security, your Online Banking session has ended.',
  inactive: 'For your security, you were logged out because you were inactive for 10 minutes.',
  elsewhere: 'You logged in to Online Banking somewhere else, so this session was closed.',
  loggedOut: 'You have logged out.',
};

/** Framed by the app's public layout (its main, column and gutters), like every page. */
function EndPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      <Link to="/login">Log in again</Link>
    </>
  );
}

/** /session-expired, outside the shell. */
export function SessionExpiredPage() {
  const reason = useSelector(selectEndedReason);
  return <EndPage title="Your session has ended" text={EXPIRED_TEXT[reason && reason !== 'loggedOut' ? reason : 'expired']} />;
}

/** /logged-off, outside the shell. */
export function LoggedOffPage() {
  return <EndPage title="You have logged out" text="Thank you for banking with us. For your security, please close this browser window." />;
}
