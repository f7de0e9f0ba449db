import { useCallback, useId, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FilterControls, FilterSelect } from '@/shared/ui/FilterControls';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { Link } from '@/shared/ui/Link';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { BULK_PAGE_SIZE } from '../api';
import type { BulkFile } from '../types';
import type { BulkAccount } from './fileDisplay';
import { formatDayAndTime } from '@/shared/lib/dates';
import { FromAccount } from './FromAccount';
import { filesRequested, selectBulkFileList, type WithBulkFiles } from './filesSlice';
import { FILE_WINDOWS, fileWindowChoice, pageCount, type FileWindow } from './fileWindow';
import { Pager } from './Pager';
import { ResponsiveTable, type Column } from '@/shared/ui/ResponsiveTable';
import { StatusWord } from './StatusWord';
import { useLoadOnArrival } from './useLoadOnArrival';
import { ROUTES } from '@/shared/routes/routeTable';

export const BULK_FILES_TITLE = 'All bulk files';
export const WINDOW_LABEL = 'Show files uploaded in';

export interface BulkFilesScreenProps {
  /** The customer's accounts, to name the account each file pays from. */
  accounts: readonly BulkAccount[];
  /** Offer the link to upload a file (the bulkUpload function); the list itself needs only bulkView. */
  canUpload?: boolean;
}

/** The list's columns; "Records rejected" only when the bank counts them (its extension layer does, a stock OBDX does not). */
function columns(accounts: readonly BulkAccount[], files: readonly BulkFile[]): Column<BulkFile>[] {
  const counted = files.some((file) => file.recordsRejected !== null);
  return [
    { header: 'Status', cell: (file) => <StatusWord status={file.overall} /> },
    { header: 'Uploaded', cell: (file) => formatDayAndTime(file.date) },
    { header: 'From account', cell: (file) => <FromAccount key="from" file={file} accounts={accounts} /> },
    { header: 'Transactions', cell: (file) => file.transactionCount, numeric: true },
    { header: 'Amount', cell: (file) => <Money amount={file.amount.amount} currency={file.amount.currency} />, numeric: true },
    ...(counted ? [{ header: 'Records rejected', cell: (file: BulkFile) => file.recordsRejected ?? '–', numeric: true }] : []),
  ];
}

const nameColumn: Column<BulkFile> = {
  header: 'File name',
  cell: (file) => <Link to={ROUTES.bulkFile.href({ id: file.id })}>{file.fileName || file.id}</Link>,
};

/**
 * /payments/bulk/all (issue 9 "Track"): the files uploaded in the last 3 months, 25 a page, newest
 * first; the window widens to 6 months or a year (DECISIONS.md). Each name opens the file's page.
 */
export function BulkFilesScreen({ accounts, canUpload = true }: BulkFilesScreenProps) {
  const dispatch = useDispatch();
  const list = useSelector((state: WithBulkFiles) => selectBulkFileList(state));
  const windowId = useId();
  const { window, page } = list;
  const load = useCallback((next: { window: FileWindow; page: number }) => dispatch(filesRequested(next)), [dispatch]);
  useLoadOnArrival(useCallback(() => load({ window, page }), [load, window, page]), 'list', list.status === 'idle');

  const choice = fileWindowChoice(window);
  let body;
  if (list.status === 'idle' || list.status === 'loading') {
    body = <ListState state="loading" />;
  } else if (list.status === 'failed') {
    const error = list.error;
    body = (
      <ListState
        state="error"
        message={error?.kind === 'business' ? error.message : undefined}
        code={error?.code ?? error?.status}
        onRetry={() => load({ window, page })}
      />
    );
  } else if (list.items.length === 0) {
    body =
      page > 1 ? (
        <ListState state="endOfResults" />
      ) : (
        <ListState state="completelyEmpty" message={`You have not uploaded any bulk files in ${choice.phrase}.`} />
      );
  } else {
    body = (
      <ResponsiveTable
        caption={`Bulk files uploaded in ${choice.phrase}`}
        rows={list.items}
        rowKey={(file) => file.id}
        title={nameColumn}
        columns={columns(accounts, list.items)}
        headingLevel={2}
      />
    );
  }

  return (
    <>
      <h1>{BULK_FILES_TITLE}</h1>
      {canUpload && (
        <p>
          <Link to={ROUTES.bulk.href()}>Upload a bulk file</Link>
        </p>
      )}
      <Controls>
        <Field id={windowId} label={WINDOW_LABEL}>
          {(control) => (
            <Select as="select" {...control} value={window} onChange={(event: ChangeEvent<HTMLSelectElement>) => load({ window: event.target.value as FileWindow, page: 1 })}>
              {FILE_WINDOWS.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="button" $variant="secondary" disabled={list.status === 'loading'} onClick={() => load({ window, page })}>
          Refresh
        </Button>
      </Controls>
      {body}
      {list.status !== 'failed' && (
        <Pager label="Bulk file pages" page={page} pageCount={pageCount(list.totalCount, BULK_PAGE_SIZE)} onPage={(next) => load({ window, page: next })} />
      )}
    </>
  );
}

const Controls = FilterControls;

const Select = FilterSelect;
