import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { cautionCss } from '@/shared/ui/cautionCss';
import type { SessionEndReason } from '@/shared/events';
import { Link } from '@/shared/ui/Link';
import { IDLE_LIMIT_MS, idleLimitWords } from '../rules';
import { selectBankMayHoldSession, selectEndedReason } from '../selectors';
import { ROUTES } from '@/shared/routes/routeTable';

const EXPIRED_TEXT: Record<SessionEndReason, string> = {
  expired: 'For your security, your Online Banking session has ended.',
  inactive: `For your security, you were logged out because you were inactive for ${idleLimitWords(IDLE_LIMIT_MS)}.`,
  elsewhere: 'You logged in to Online Banking somewhere else, so this session was closed.',
  loggedOut: 'You have logged out.',
};

/**
 * The bank was told the session ended but never confirmed it (DELETE v1/session failed twice): its session
 * may live until its own idle time ends it, and closing the window is what the customer can still do.
 */
export const BANK_MAY_HOLD_SESSION_TEXT =
  'We could not confirm with the bank that your session has ended, so it may stay open for a few minutes. Please close this browser window now.';

/** Framed by the app's public layout (its main, column and gutters), like every page. */
function EndPage({ title, text }: { title: string; text: string }) {
  const bankMayHoldSession = useSelector(selectBankMayHoldSession);
  return (
    <>
      <h1>{title}</h1>
      <p>{text}</p>
      {bankMayHoldSession && <Caution>{BANK_MAY_HOLD_SESSION_TEXT}</Caution>}
      <Link to={ROUTES.login.href()}>Log in again</Link>
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

/** Set apart from the page's text (a bar and a tint, the words carry it), as the login page sets its errors. */
const Caution = styled.p`
  max-width: 40rem;
  ${cautionCss}
  color: ${({ theme }) => theme.colors.text};
`;
