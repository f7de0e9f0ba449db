import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cautionCss } from '@/shared/ui/cautionCss';
import { formatShortDate } from '@/shared/lib/dates';
import { downloadBlob } from '@/shared/lib/download';
import { Button } from '@/shared/ui/Button';
import { Money } from '@/shared/ui/Money';
import { summariseErrors } from '../rules/errorSummary';
import { CUT_OFF_EXPLAINED } from '../rules/valueDate';
import { BulkUploadForm, type BulkAccount } from './BulkUploadForm';
import { BulkUploadOutcome } from './BulkUploadOutcome';
import { bulkConfirmed, bulkUploadReset, selectBulkUpload, type BulkUploadSummary, type WithBulkUpload } from './uploadSlice';
import { surfaceCardStyles } from '@/shared/ui/SurfaceCard';
import { ROUTES } from '@/shared/routes/routeTable';

export const BULK_TITLE = 'Bulk payments';
export const VIEW_ONLY_TEXT = 'You can see your bulk files, but not upload them. To upload a file, contact your private bank team or racing bank team.';
export const NO_BULK_ACCOUNTS_TEXT = 'None of your accounts can make bulk payments. To set this up, contact your private bank team or racing bank team.';
export const UNSURE_TEXT = 'We cannot be sure your file reached us. Check All bulk files before you send it again.';
const TEMPLATE = 'name,sortCode,accountNumber,type,reference,amount\r\nJ Smith,200000,11223344,FP,INVOICE 1001,125.50\r\n';

function Problems({ errors }: { errors: readonly string[] }) {
  const { shown, moreText } = summariseErrors(errors);
  return (
    <Alert role="alert" aria-labelledby="bulk-problems">
      <h2 id="bulk-problems">{errors.length === 1 ? 'There is a problem with this file' : `There are ${errors.length} problems with this file`}</h2>
      <ul>
        {shown.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {moreText && <p>{moreText}.</p>}
      <p>Correct the file, choose it again and check it.</p>
    </Alert>
  );
}

function Summary({ summary, sending }: { summary: BulkUploadSummary; sending: boolean }) {
  const dispatch = useDispatch();
  const rows: [string, React.ReactNode][] = [
    ['File', summary.fileName],
    ['Pay from', summary.accountLabel],
    ['Payment date', formatShortDate(summary.valueDate)],
    ['Payments', String(summary.count)],
    ['Payees', String(summary.payees)],
    ['Total', <Money key="total" amount={summary.total} currency={summary.currency} />],
  ];
  return (
    <Panel aria-labelledby="bulk-summary">
      <h2 id="bulk-summary">Check and send</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{CUT_OFF_EXPLAINED}</p>
      <Actions>
        <Button type="button" $busy={sending} onClick={() => dispatch(bulkConfirmed())}>
          {sending ? 'Sending…' : 'Send the file'}
        </Button>
        <Button type="button" $variant="secondary" disabled={sending} onClick={() => dispatch(bulkUploadReset())}>
          Change
        </Button>
      </Actions>
    </Panel>
  );
}

/**
 * /payments/bulk: choose the account, date and file; check it (every row, the limits, the funds);
 * then send it once, with the passcode; then follow its progress (SPEC.md section 4 "Bulk upload").
 */
export function BulkUploadScreen({ accounts, canUpload }: { accounts: readonly BulkAccount[]; canUpload: boolean }) {
  const upload = useSelector((state: WithBulkUpload) => selectBulkUpload(state));
  const { step } = upload;

  let body: React.ReactNode;
  if (!canUpload) body = <p>{VIEW_ONLY_TEXT}</p>;
  else if (accounts.length === 0) body = <p>{NO_BULK_ACCOUNTS_TEXT}</p>;
  else if (step === 'submitted' && upload.submission && upload.summary) body = <BulkUploadOutcome summary={upload.summary} submission={upload.submission} tracking={upload.tracking} />;
  else {
    body = (
      <>
        <Help>
          <p>
            Each row of the file is one payment: payee name, sort code (6 digits), account number (8 digits), payment type (FP or BACS),
            reference and amount, in that order. A first row of column names is fine.
          </p>
          <Button type="button" $variant="link" onClick={() => downloadBlob(new Blob([TEMPLATE], { type: 'text/csv' }), 'bulk-payments-template.csv')}>
            Download a template
          </Button>
        </Help>
        <BulkUploadForm accounts={accounts} step={step} />
        {step === 'verifying' && <p role="status">Checking your file…</p>}
        {step === 'invalid' && <Problems errors={upload.errors} />}
        {(step === 'verified' || step === 'submitting') && upload.summary && <Summary summary={upload.summary} sending={step === 'submitting'} />}
        {(step === 'editing' || step === 'failed') && upload.error && <Alert role="alert">{upload.error.message}</Alert>}
        {step === 'unsure' && (
          <Alert role="alert">
            {UNSURE_TEXT} <Link to={ROUTES.bulkFiles.href()}>All bulk files</Link>
          </Alert>
        )}
      </>
    );
  }

  return (
    <>
      <h1>{BULK_TITLE}</h1>
      <p>
        <Link to={ROUTES.bulkFiles.href()}>All bulk files</Link>
      </p>
      {body}
    </>
  );
}

const Help = styled.div`
  max-width: 40rem;
`;

const Alert = styled.div`
  ${cautionCss}
  margin: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Panel = styled.section`
  ${surfaceCardStyles}
  margin: ${({ theme }) => theme.space.lg} 0;

  h2 {
    margin-top: 0;
  }

  dl div {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    min-width: 8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
