import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { formatShortDate } from '@/shared/lib/dates';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { selectLatestTransactions, type WithTransactions } from '../selectors';
import { latestRequested } from '../slice';
import type { TransactionAccount } from '../types';

export const LATEST_TITLE = 'Latest transactions';
export const NO_LATEST = 'No transactions yet.';

/**
 * The last few entries of an account, whatever their age (searchBy LNT), in the overview's account
 * panel: what a customer checks most often, without opening the full list.
 */
export function LatestTransactions({ account }: { account: TransactionAccount }) {
  const dispatch = useDispatch();
  const latest = useSelector((state: WithTransactions) => selectLatestTransactions(state, account.id));
  const load = () => dispatch(latestRequested({ account }));
  useEffect(() => {
    if (!latest) dispatch(latestRequested({ account }));
  }, [dispatch, account, latest]);

  let body;
  if (!latest || latest.status === 'loading') body = <ListState state="loading" />;
  else if (latest.status === 'failed') body = <ListState state="error" code={latest.error?.code ?? latest.error?.status} onRetry={load} />;
  else if (latest.rows.length === 0) body = <ListState state="empty" message={NO_LATEST} />;
  else {
    body = (
      <List>
        {latest.rows.map((t) => (
          <Item key={t.id}>
            <span>{formatShortDate(t.date)}</span>
            <Title>{t.title}</Title>
            <Amount $in={t.debitCreditFlag === 'C'}>
              {t.debitCreditFlag === 'C' ? 'In ' : 'Out '}
              <Money amount={t.amountPure} currency={t.currency} />
            </Amount>
          </Item>
        ))}
      </List>
    );
  }
  return (
    <section aria-label={`${LATEST_TITLE}: ${account.title}`}>
      <Heading>{LATEST_TITLE}</Heading>
      {body}
    </section>
  );
}

const Heading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Amount = styled.span<{ $in: boolean }>`
  white-space: nowrap;
  color: ${({ theme, $in }) => ($in ? theme.colors.success : theme.colors.text)};
`;
