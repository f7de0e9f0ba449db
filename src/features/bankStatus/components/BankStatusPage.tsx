import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Button } from '@/shared/ui/Button';
import { bankStatusRequested, selectBankStatus } from '../slice';

/** The route-less smoke page of issue 2: the app loads, styles apply, the bank answers. */
export function BankStatusPage() {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectBankStatus);

  useEffect(() => {
    dispatch(bankStatusRequested());
  }, [dispatch]);

  return (
    <Main>
      <h1>Online Banking</h1>
      <p>Simple and Secure</p>
      <section aria-labelledby="bank-status-title">
        <h2 id="bank-status-title">Connection to the bank</h2>
        <div role="status">
          {status === 'loading' && <p>{TRANSPORT_MESSAGES.loading}</p>}
          {status === 'succeeded' && <p>Connected to the bank.</p>}
          {status === 'failed' && error && <p>{error.message}</p>}
        </div>
        {status === 'failed' && (
          <Button type="button" onClick={() => dispatch(bankStatusRequested())}>
            Try again
          </Button>
        )}
      </section>
    </Main>
  );
}

const Main = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  h1 {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.heading};
  }
`;
