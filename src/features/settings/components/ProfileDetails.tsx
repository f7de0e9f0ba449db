import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { ListState } from '@/shared/ui/ListState';
import { selectProfile } from '../selectors';
import { profileRequested } from '../slice';

export const PROFILE_TITLE = 'Your details';

/**
 * SPEC.md section 3 "User": name, preferred name, email and phone masked, and the last login in London
 * time, read fresh from GET v1/me when the page opens.
 */
export function ProfileDetails() {
  const dispatch = useDispatch();
  const { status, data, error } = useSelector(selectProfile);
  const headingId = useId();
  useEffect(() => {
    dispatch(profileRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{PROFILE_TITLE}</h2>
      {status === 'failed' ? (
        <ListState state="error" code={error?.code ?? error?.status} onRetry={() => dispatch(profileRequested())} />
      ) : status !== 'succeeded' || !data ? (
        <ListState state="loading" />
      ) : (
        <Details>
          <Row term="Name" value={data.name} />
          <Row term="Preferred name" value={data.preferredName} />
          <Row term="Email" value={data.email} />
          <Row term="Phone" value={data.phone} />
          <Row term="Last login" value={data.lastLogin} />
        </Details>
      )}
    </section>
  );
}

function Row({ term, value }: { term: string; value?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value || 'Not given'}</dd>
    </div>
  );
}

/** One grid for all rows (each row's div steps aside), so the terms take only the room the longest needs. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  div {
    display: contents;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
