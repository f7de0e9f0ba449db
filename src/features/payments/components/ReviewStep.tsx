import styled from 'styled-components';
import { formatShortDate } from '@/shared/lib/dates';
import { Button } from '@/shared/ui/Button';
import { useFocusOnMount } from '@/shared/ui/focusHeading';
import { Money } from '@/shared/ui/Money';
import { DIFFERENCES_INTRO } from '../rules/differences';
import type { PaymentOrder } from '../types';

export interface ReviewLine {
  term: string;
  value: string;
}

export interface ReviewStepProps {
  order: PaymentOrder;
  /** Who pays and who is paid, as the customer knows them. */
  fromLabel: string;
  toLabel: string;
  /** e.g. 'Monthly, until further notice'. */
  scheduleLabel?: string;
  /** A date moved off a weekend or bank holiday, said again before the customer confirms. */
  notice?: string;
  /** A future or recurring payment larger than today's available balance: have the money on its day. */
  fundsNotice?: string;
  /** Each way the bank's copy differs from what the customer asked for, in plain words; none when it does not. */
  differences?: readonly string[];
  /** Said when the bank's copy could not be read back and the review shows the details as entered. */
  copyNotice?: string;
  confirming: boolean;
  onConfirm: () => void;
  onChange: () => void;
}

/**
 * The review step: exactly what will be sent (the bank's copy of it, with what differs from what was asked), before
 * the confirm. The confirm button is disabled
 * while the confirm is on its way, and the saga ignores a second one anyway.
 */
export function ReviewStep({ order, fromLabel, toLabel, scheduleLabel, notice, fundsNotice, differences = [], copyNotice, confirming, onConfirm, onChange }: ReviewStepProps) {
  // "Continue" has gone with the form: focus starts again at what is to be checked.
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading" ref={heading}>
        Check your payment
      </h2>
      <Details>
        <div>
          <dt>From</dt>
          <dd>{fromLabel}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{toLabel}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>
            <Money amount={order.amount} currency={order.currency} />
          </dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{order.reference || 'None'}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{order.startDate ? formatShortDate(order.startDate) : 'Now'}</dd>
        </div>
        {scheduleLabel && (
          <div>
            <dt>Repeats</dt>
            <dd>{scheduleLabel}</dd>
          </div>
        )}
      </Details>
      {notice && <Notice>{notice}</Notice>}
      {fundsNotice && <Notice>{fundsNotice}</Notice>}
      {differences.length > 0 && (
        <Notice as="div" role="note" aria-labelledby="review-differences">
          <p id="review-differences">{DIFFERENCES_INTRO}</p>
          <ul>
            {differences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Notice>
      )}
      {copyNotice && <Notice>{copyNotice}</Notice>}
      <Actions>
        <Button type="button" onClick={onConfirm} disabled={confirming} aria-disabled={confirming}>
          {confirming ? 'Sending…' : 'Confirm payment'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onChange} disabled={confirming}>
          Change details
        </Button>
      </Actions>
    </section>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.subtle};

  p,
  ul {
    margin: 0;
  }

  ul {
    margin-top: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
