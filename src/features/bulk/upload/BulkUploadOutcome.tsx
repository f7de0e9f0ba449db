import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { Money } from '@/shared/ui/Money';
import { bulkUploadReset, type BulkUploadState, type BulkUploadSummary } from './uploadSlice';
import { ROUTES } from '@/shared/routes/routeTable';

export const AWAITING_AUTHORISER_TEXT = 'It is waiting for an authoriser. It will be paid once it has been approved.';
export const FILE_ERROR_TEXT = 'File error: we could not process this file. Its error log says why.';

function progressText(tracking: BulkUploadState['tracking']): string {
  switch (tracking.status) {
    case 'waiting':
      return 'We will check its progress in a few seconds.';
    case 'polling':
    case 'settled':
      return `Status: ${tracking.overall}.`;
    case 'stopped':
      return tracking.overall ? `Status: ${tracking.overall}. See All bulk files for the latest.` : 'See All bulk files for its progress.';
    default:
      return '';
  }
}

/** After the send: the bank's reference, and the file's progress while the customer stays on a bulk page. */
export function BulkUploadOutcome({ summary, submission, tracking }: { summary: BulkUploadSummary; submission: NonNullable<BulkUploadState['submission']>; tracking: BulkUploadState['tracking'] }) {
  const dispatch = useDispatch();
  return (
    <Done aria-labelledby="bulk-sent">
      <h2 id="bulk-sent">Your file has been sent</h2>
      <p role="status">
        {summary.fileName}: {summary.count} payments, <Money amount={summary.total} currency={summary.currency} />. Reference {submission.reference}.
        {submission.needsAuthoriser ? ` ${AWAITING_AUTHORISER_TEXT}` : ''}
      </p>
      <p aria-live="polite">{progressText(tracking)}</p>
      {tracking.hasErrors && <Problem role="alert">{FILE_ERROR_TEXT}</Problem>}
      <Actions>
        <Link to={ROUTES.bulkFile.href({ id: submission.reference })}>See this file</Link>
        <Button type="button" $variant="secondary" onClick={() => dispatch(bulkUploadReset())}>
          Upload another file
        </Button>
      </Actions>
    </Done>
  );
}

const Done = styled.section`
  margin: ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};

  h2 {
    margin-top: 0;
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
