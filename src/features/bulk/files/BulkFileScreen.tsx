import { useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Button } from '@/shared/ui/Button';
import { Link } from '@/shared/ui/Link';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import type { BulkFile } from '../types';
import { dayText, DOWNLOAD_LABELS, offeredDownloads, type BulkAccount } from './fileDisplay';
import { formatDayAndTime } from '@/shared/lib/dates';
import { FromAccount } from './FromAccount';
import { FileRecords } from './FileRecords';
import { downloadRequested, fileOpened, selectBulkDownload, selectBulkFile, type WithBulkFiles } from './filesSlice';
import { StatusWord } from './StatusWord';
import { useLoadOnArrival } from './useLoadOnArrival';
import { surfaceCardStyles } from '@/shared/ui/SurfaceCard';
import { ROUTES } from '@/shared/routes/routeTable';

export const BULK_FILE_TITLE = 'Bulk file';
export const BACK_TO_FILES = 'Back to all bulk files';
/** The bank answers wrongDetails for an id that is not one of the entity's files: trying again cannot help. */
export const FILE_NOT_FOUND_TEXT = 'We could not find this bulk file. It may belong to another entity.';

const NO_ACCOUNTS: BulkAccount[] = [];
const DOWNLOAD_NAMES = { response: 'response file', errorLog: 'error log' } as const;

export interface BulkFileScreenProps {
  /** The file's id, from /payments/bulk/file/{id}. */
  id: string;
  /** The customer's accounts, to name the account the file pays from. */
  accounts?: readonly BulkAccount[];
}

/**
 * /payments/bulk/file/{id} (issue 9 "Track"): one file's summary, its payments page by page, and the
 * downloads the bank can give for it (the response file, or the XML error log of a file in error).
 */
export function BulkFileScreen({ id, accounts = NO_ACCOUNTS }: BulkFileScreenProps) {
  const dispatch = useDispatch();
  const file = useSelector((state: WithBulkFiles) => selectBulkFile(state));
  const open = useCallback(() => dispatch(fileOpened({ id })), [dispatch, id]);
  useLoadOnArrival(open, id, file.status === 'idle');

  const item = file.id === id && file.status === 'succeeded' ? file.item : undefined;
  let body;
  if (item) {
    body = (
      <>
        <Summary file={item} accounts={accounts} />
        <Downloads file={item} />
        <FileRecords file={item} />
      </>
    );
  } else if (file.id === id && (file.status === 'failed' || file.status === 'succeeded')) {
    // Succeeded without an item: the bank's list holds no such file for this session.
    const error = file.status === 'failed' ? file.error : undefined;
    const notFound = file.status === 'succeeded' || error?.meaning === 'wrongDetails';
    body = (
      <ListState
        state="error"
        message={notFound ? FILE_NOT_FOUND_TEXT : error?.kind === 'business' ? error.message : undefined}
        code={error?.code ?? error?.status}
        onRetry={notFound ? undefined : open}
      />
    );
  } else {
    body = <ListState state="loading" />;
  }

  return (
    <Page>
      <Back>
        <Link to={ROUTES.bulkFiles.href()}>{BACK_TO_FILES}</Link>
      </Back>
      <Title>{item ? item.fileName || item.id : BULK_FILE_TITLE}</Title>
      {body}
    </Page>
  );
}

function Summary({ file, accounts }: { file: BulkFile; accounts: readonly BulkAccount[] }) {
  const terms: [string, ReactNode][] = [
    ['Status', <StatusWord key="status" status={file.overall} />],
    ['Uploaded', formatDayAndTime(file.date)],
    ['Value date', dayText(file.valueDate)],
    ['From account', <FromAccount key="from" file={file} accounts={accounts} />],
    ['Transactions', file.transactionCount],
    ['Amount', <Money key="amount" amount={file.amount.amount} currency={file.amount.currency} />],
    // Only a bank that counts them says how many were rejected (a stock OBDX does not).
    ...(file.recordsRejected === null ? [] : [['Records rejected', file.recordsRejected] as [string, ReactNode]]),
  ];
  return (
    <Terms>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Terms>
  );
}

/** One download at a time; a failure says so under the buttons and leaves the page as it was. */
function Downloads({ file }: { file: BulkFile }) {
  const dispatch = useDispatch();
  const download = useSelector((state: WithBulkFiles) => selectBulkDownload(state));
  const busy = download.status === 'downloading';
  return (
    <Actions>
      <Buttons>
        {offeredDownloads(file).map((kind) => (
          <Button key={kind} type="button" $variant="secondary" disabled={busy} aria-busy={busy && download.kind === kind} onClick={() => dispatch(downloadRequested({ id: file.id, kind }))}>
            {DOWNLOAD_LABELS[kind]}
          </Button>
        ))}
      </Buttons>
      <div role="status">{busy && <Hint>Preparing your file…</Hint>}</div>
      {download.status === 'failed' && download.kind && (
        <Failure role="alert">
          The {DOWNLOAD_NAMES[download.kind]} could not be downloaded. {download.error?.message || TRANSPORT_MESSAGES.somethingWentWrong}
        </Failure>
      )}
    </Actions>
  );
}

/** The page spaces its own parts; what is inside the parts styles itself. */
const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Back = styled.p`
  margin: 0;
`;

/** A file name may be one long word: it wraps rather than widening the page. */
const Title = styled.h1`
  margin: 0;
  overflow-wrap: anywhere;
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${surfaceCardStyles}
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
