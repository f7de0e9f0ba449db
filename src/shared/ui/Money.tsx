import styled from 'styled-components';
import { formatMoney, spokenMoney } from '@/shared/lib/money';
import { VisuallyHidden } from './VisuallyHidden';

export interface MoneyProps {
  /** A number or the server's numeric string ('1234.5'). */
  amount: number | string;
  /** ISO code: GBP, USD and EUR show £ $ €; others show their code. */
  currency: string;
  className?: string;
}

/**
 * An amount as formatMoney writes it ('-£1,234.50'), in figures that line up in columns.
 * A negative one is read as 'minus £1,234.50', not 'dash'.
 */
export function Money({ amount, currency, className }: MoneyProps) {
  const text = formatMoney(amount, currency);
  const spoken = spokenMoney(amount, currency);
  if (spoken === text) return <Amount className={className}>{text}</Amount>;
  return (
    <Amount className={className}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Amount>
  );
}

const Amount = styled.span`
  /* Every digit the same width, so amounts line up in columns. */
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
