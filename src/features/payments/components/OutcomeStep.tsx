import { useState } from 'react';
import styled from 'styled-components';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { LOAD_FAILURE_TEXT } from '@/shared/errors/loadFailureMessages';
import { Button } from '@/shared/ui/Button';
import { useFocusOnMount } from '@/shared/ui/focusHeading';
import type { ConfirmOutcome } from '../types';

export const OUTCOME_TEXT = {
  done: 'Your payment has been sent.',
  needsAuthoriser: 'Your payment is waiting for an authoriser.',
  needsAuthoriserDetail: 'Another authorised person at your organisation must approve it before it is sent.',
  timeOut: 'Your payment is being processed.',
  timeOutDetail: 'The bank has not yet confirmed it. Check your transactions before you try again, so it is not paid twice.',
  unsure: 'We could not confirm whether your payment was sent.',
  unsureDetail: 'Check your transactions before you try again, so it is not paid twice.',
} as const;

export interface OutcomeStepProps {
  outcome?: ConfirmOutcome;
  /** A confirm that failed in transit (unsure). */
  error?: DigxErrorDetails;
  onAnother: () => void;
  /** Makes and downloads the receipt; its library comes on demand, so it can fail to arrive. */
  onReceipt?: () => Promise<void>;
}

/** Where the receipt's library did not arrive: said beside the button the customer pressed, which stays. */
export const RECEIPT_FAILED_TEXT = LOAD_FAILURE_TEXT.part('The receipt');

/** Done, waiting for an authoriser, time-out, or unsure: each with what to do next. */
export function OutcomeStep({ outcome, error, onAnother, onReceipt }: OutcomeStepProps) {
  const heading = !outcome ? OUTCOME_TEXT.unsure : OUTCOME_TEXT[outcome.kind];
  const detail = !outcome ? OUTCOME_TEXT.unsureDetail : outcome.kind === 'needsAuthoriser' ? OUTCOME_TEXT.needsAuthoriserDetail : outcome.kind === 'timeOut' ? OUTCOME_TEXT.timeOutDetail : undefined;
  // "Confirm payment" has gone with the review: focus lands on what happened.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [receiptFailed, setReceiptFailed] = useState(false);
  const saveReceipt = () => {
    setReceiptFailed(false);
    onReceipt?.().catch(() => setReceiptFailed(true));
  };
  return (
    <Panel role={outcome?.kind === 'done' ? 'status' : 'alert'} $tone={outcome?.kind === 'done' ? 'good' : 'warn'}>
      <h2 ref={headingRef}>{heading}</h2>
      {outcome && <p>Reference: {outcome.reference}</p>}
      {detail && <p>{detail}</p>}
      {!outcome && error && <p>{error.message}</p>}
      <Actions>
        {outcome?.kind === 'done' && onReceipt && (
          <Button type="button" $variant="secondary" onClick={saveReceipt}>
            Download receipt (PDF)
          </Button>
        )}
        <Button type="button" onClick={onAnother}>
          Make another payment
        </Button>
      </Actions>
      {receiptFailed && <p role="alert">{RECEIPT_FAILED_TEXT}</p>}
    </Panel>
  );
}

const Panel = styled.section<{ $tone: 'good' | 'warn' }>`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.accent)};
  background: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.successSurface : theme.colors.subtle)};

  h2 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
