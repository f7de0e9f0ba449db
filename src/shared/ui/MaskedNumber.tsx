import styled from 'styled-components';
import { isMaskedNumber, maskedNumberSpoken, maskedNumberVisual, splitMaskedNumber } from '@/shared/lib/maskedNumber';
import { VisuallyHidden } from './VisuallyHidden';

export interface MaskedNumberProps {
  /** Whole ('10231236') or as the bank masked it ('xxxxxxxxxxxx1236'). */
  number: string | undefined;
  /**
   * Show a whole number whole: the customer's own account on the overview, which they may need to give
   * to a payer. A number the bank masked is masked anyway.
   */
  keepWhole?: boolean;
}

/**
 * An account number as '•••• 1236' to the eye and 'ending 1236' to a screen reader: the dots are hidden
 * from it (read one by one, they say nothing) and the words are there for it only. A number without
 * digits is shown as given.
 */
export function MaskedNumber({ number, keepWhole = false }: MaskedNumberProps) {
  const text = String(number ?? '').trim();
  const visual = maskedNumberVisual(text);
  if (!visual || (keepWhole && !isMaskedNumber(text))) return <>{text}</>;
  return (
    <Number>
      <span aria-hidden="true">{visual}</span>
      <VisuallyHidden>{maskedNumberSpoken(text)}</VisuallyHidden>
    </Number>
  );
}

/** The bank's free text with a masked number in it ('40-05-30 xxxxxxxxxxxx5678'): the number shown as MaskedNumber. */
export function TextWithMaskedNumber({ text }: { text: string }) {
  const { before, number, after } = splitMaskedNumber(text);
  if (!number) return <>{text}</>;
  return (
    <>
      {before}
      <MaskedNumber number={number} />
      {after}
    </>
  );
}

const Number = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;
