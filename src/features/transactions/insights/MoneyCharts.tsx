import styled from 'styled-components';
import type { IsoDate } from '@/shared/lib/dates';
import type { DayRange } from '../searchWindow';
import type { Transaction, TransactionFilters } from '../types';
import { BalanceChart } from './BalanceChart';
import { WhereItWent } from './WhereItWent';

export interface MoneyChartsProps {
  /** Every loaded row, newest first: the filters on screen narrow the list, not the charts. */
  rows: readonly Transaction[];
  /** The dates the rows cover. */
  range: DayRange;
  /** The search and chosen dates the rows answer (chartReadiness.ts). */
  loadedFor: Pick<TransactionFilters, 'search' | 'datesStartEnd'>;
  today: IsoDate;
  /** The account's balance now: where the walk back starts. */
  balance: number;
  /** The account's currency: every figure is in it (the US dollar account in dollars). */
  currency: string;
}

/**
 * "See your money" (issue 30): the balance history and where the money went, side by side on a wide screen
 * and one above the other on a narrow one. This module is the charts' lazy chunk: nothing here loads until a
 * transactions page shows it, and never on /login.
 */
export function MoneyCharts(props: MoneyChartsProps) {
  return (
    <Charts>
      <BalanceChart {...props} />
      <WhereItWent {...props} />
    </Charts>
  );
}

const Charts = styled.div`
  display: grid;
  /* Two cards side by side once each can be 28rem wide: in rem, so larger text stacks them sooner. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
`;
