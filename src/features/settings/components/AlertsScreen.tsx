import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { ListState } from '@/shared/ui/ListState';
import { selectAlerts } from '../selectors';
import { alertsRequested } from '../slice';
import { AlertsForm } from './AlertsForm';
import { ProfileDetails } from './ProfileDetails';

export const ALERTS_PAGE_TITLE = 'Your details and alerts';
export const ALERTS_TITLE = 'Login alerts';

/**
 * /settings/alerts, where /settings lands: the customer's details, then the login alerts of SPEC.md sections 3
 * and 4 with the contacts they go to. The route's accountNumber query (SPEC.md section 2) changes nothing here:
 * login alerts are the party's, and OBDX's party-level calls take no account.
 */
export function AlertsScreen() {
  const dispatch = useDispatch();
  const { status, data, error } = useSelector(selectAlerts);
  const headingId = useId();
  const load = () => dispatch(alertsRequested());
  useEffect(() => {
    dispatch(alertsRequested());
  }, [dispatch]);

  return (
    <Page>
      <h1>{ALERTS_PAGE_TITLE}</h1>
      <ProfileDetails />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{ALERTS_TITLE}</h2>
        <p>Choose how we tell you when someone logs in to your Online Banking, or tries to.</p>
        {status === 'failed' ? (
          <ListState state="error" code={error?.code ?? error?.status} onRetry={load} />
        ) : status !== 'succeeded' || !data ? (
          <ListState state="loading" />
        ) : data.events.length === 0 ? (
          <ListState state="empty" message="There are no alerts to set up at the moment." />
        ) : (
          <AlertsForm settings={data} />
        )}
      </section>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    margin-top: 0;
  }
`;
