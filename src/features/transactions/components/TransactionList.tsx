import styled from 'styled-components';
import { BREAKPOINTS, media } from '@/shared/theme/breakpoints';
import { Money } from '@/shared/ui/Money';
import { useMaxWidth } from '@/shared/ui/useMaxWidth';
import { useWindowedRows } from '@/shared/ui/useWindowedRows';
import { visuallyHiddenCss } from '@/shared/ui/VisuallyHidden';
import { formatShortDate } from '@/shared/lib/dates';
import { categoryLabel } from '../rules';
import type { Transaction } from '../types';

/**
 * Row heights in px at the default text size: the first guess only, until a rendered row is measured
 * (useWindowedRows), so rows grow with the reader's text size instead of clipping it.
 */
export const ROW_HEIGHT = { wide: 62, narrow: 83 } as const;

export interface TransactionListProps {
  rows: readonly Transaction[];
  currency: string;
  /** Whether any loaded row has a running balance (rules.ts rowFacts): without one there is no Balance column. */
  balances: boolean;
}

/**
 * The transactions as an ARIA table whose rows are rendered only while on screen. aria-rowcount and
 * aria-rowindex tell assistive technology where each rendered row sits in the whole list. On a narrow
 * screen each row becomes a two-line card; the column headers stay for screen readers. A row shows its
 * category only when it has one (a posting code from the bank).
 */
export function TransactionList({ rows, currency, balances }: TransactionListProps) {
  const narrow = useMaxWidth(BREAKPOINTS.small);
  const { containerRef, measureRef, start, end, rowHeight } = useWindowedRows(rows.length, narrow ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide);
  return (
    <Table role="table" aria-label="Transactions" aria-rowcount={rows.length + 1}>
      <div role="rowgroup">
        <HeaderRow role="row" aria-rowindex={1} $balances={balances}>
          <span role="columnheader">Date</span>
          <span role="columnheader">Description</span>
          <span role="columnheader">Money out</span>
          <span role="columnheader">Money in</span>
          {balances && <span role="columnheader">Balance</span>}
        </HeaderRow>
      </div>
      <Body role="rowgroup" ref={containerRef} style={{ height: rows.length * rowHeight }}>
        {rows.slice(start, end).map((t, i) => (
          <Row key={t.id} ref={measureRef} role="row" aria-rowindex={start + i + 2} $balances={balances} style={{ top: (start + i) * rowHeight }}>
            <DateCell role="cell">{formatShortDate(t.date)}</DateCell>
            <Description role="cell">
              <Title>{t.title}</Title>
              <Detail>{[t.ref ? `Ref: ${t.ref}` : '', categoryLabel(t.type) ?? ''].filter(Boolean).join(' · ')}</Detail>
            </Description>
            <AmountCell kind="out" label="Money out" amount={t.debit} currency={t.currency || currency} />
            <AmountCell kind="in" label="Money in" amount={t.credit} currency={t.currency || currency} />
            {balances && <AmountCell kind="balance" label="Balance" amount={t.balance} currency={t.currency || currency} />}
          </Row>
        ))}
      </Body>
    </Table>
  );
}

/** A money cell; on a narrow screen it says what it is, since the column headers are hidden there. */
function AmountCell({ kind, label, amount, currency }: { kind: 'in' | 'out' | 'balance'; label: string; amount: number | null; currency: string }) {
  return (
    <Amount role="cell" $kind={kind}>
      {amount !== null && (
        <>
          {/* The space outside the label: a line may break there when the text is large. */}
          <NarrowLabel>{label}</NarrowLabel> <Money amount={amount} currency={currency} />
        </>
      )}
    </Amount>
  );
}

const columns = ({ $balances }: { $balances: boolean }) => ($balances ? '7.5rem minmax(0, 1fr) 8rem 8rem 8.5rem' : '7.5rem minmax(0, 1fr) 8rem 8rem');

const Table = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const HeaderRow = styled.div<{ $balances: boolean }>`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};

  span:nth-child(n + 3) {
    text-align: right;
  }

  ${media.small} {
    /* Cards carry their own labels; the headers stay for screen readers only. */
    ${visuallyHiddenCss}
  }
`;

const Body = styled.div`
  position: relative;
  /* The rows ask how wide the list is (below), not the screen: large text on a phone narrows it in rem. */
  container-type: inline-size;
`;

const Row = styled.div<{ $balances: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  display: grid;
  grid-template-columns: ${columns};
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  /* No fixed height: the content and this padding make it; the list measures it (useWindowedRows). */
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.small} {
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'description amount' 'date balance';
    align-content: center;
    gap: 0 ${({ theme }) => theme.space.sm};
  }

  /*
   * Under 16rem of list (a phone at 200% text; never at the default size) the description would be squeezed
   * to nothing beside the amount: each part takes its own line, the description's at full width.
   */
  @container (max-width: 16rem) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'description' 'date' 'amount' 'balance';
  }
`;

const DateCell = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;

  ${media.small} {
    grid-area: date;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Description = styled.span`
  min-width: 0;

  ${media.small} {
    grid-area: description;
  }
`;

const Title = styled.span`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Detail = styled.span`
  display: block;

  /* A line even when empty, so every row is as tall as the others (rows are placed at one height). */
  &:empty::before {
    content: '\\a0';
  }

  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Amount = styled.span<{ $kind: 'in' | 'out' | 'balance' }>`
  text-align: right;
  white-space: nowrap;

  /* On a phone with large text "Money out £1,500.00" may not fit one line: the label wraps above the figure. */
  ${media.small} {
    white-space: normal;
  }
  color: ${({ theme, $kind }) => ($kind === 'in' ? theme.colors.success : theme.colors.text)};

  ${media.small} {
    grid-area: ${({ $kind }) => ($kind === 'balance' ? 'balance' : 'amount')};
    font-size: ${({ theme, $kind }) => ($kind === 'balance' ? theme.font.size.sm : theme.font.size.md)};
    color: ${({ theme, $kind }) => ($kind === 'in' ? theme.colors.success : $kind === 'balance' ? theme.colors.textMuted : theme.colors.text)};

    &:empty {
      display: none;
    }
  }
`;

const NarrowLabel = styled.span`
  ${visuallyHiddenCss}

  ${media.small} {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
