import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { BULK_PAGE_SIZE } from '../api';
import type { BulkFile, BulkRecord } from '../types';
import { dayText, recordStatusWord } from './fileDisplay';
import { TextWithMaskedNumber } from '@/shared/ui/MaskedNumber';
import { recordsRequested, selectBulkRecords, type WithBulkFiles } from './filesSlice';
import { pageCount } from './fileWindow';
import { Pager } from './Pager';
import { ResponsiveTable, type Column } from '@/shared/ui/ResponsiveTable';

export const RECORDS_TITLE = 'Payments in this file';
export const NOT_PROCESSED_TEXT = 'The bank could not read this file, so none of its payments were made. Download the error log to see what to correct, then upload the file again.';

const nameColumn: Column<BulkRecord> = { header: 'Payee name', cell: (r) => r.name || '–' };

const COLUMNS: readonly Column<BulkRecord>[] = [
  { header: 'Reference', cell: (r) => r.reference || '–' },
  {
    header: 'Status',
    cell: (r) => (
      <>
        {recordStatusWord(r.status)}
        {r.errorMessage && <Reason>{r.errorMessage}</Reason>}
      </>
    ),
  },
  { header: 'Amount', cell: (r) => <Money amount={r.amount} currency={r.currency} />, numeric: true },
  { header: 'Account details', cell: (r) => (r.accountDetails ? <TextWithMaskedNumber text={r.accountDetails} /> : '–') },
  { header: 'Payment date', cell: (r) => dayText(r.date) },
];

/** One file's payments, 25 a page, in file order; a rejected one says why. */
export function FileRecords({ file }: { file: BulkFile }) {
  const dispatch = useDispatch();
  const records = useSelector((state: WithBulkFiles) => selectBulkRecords(state));
  const titleId = useId();
  const load = (page: number) => dispatch(recordsRequested({ id: file.id, page }));

  let body;
  if (file.status.toUpperCase() === 'ERROR') {
    body = <p>{NOT_PROCESSED_TEXT}</p>;
  } else if (records.status === 'idle' || records.status === 'loading') {
    body = <ListState state="loading" />;
  } else if (records.status === 'failed') {
    const error = records.error;
    body = <ListState state="error" message={error?.kind === 'business' ? error.message : undefined} code={error?.code ?? error?.status} onRetry={() => load(records.page)} />;
  } else if (records.items.length === 0) {
    body = <ListState state={records.page > 1 ? 'endOfResults' : 'empty'} message={records.page > 1 ? undefined : 'There are no payments to show for this file yet.'} />;
  } else {
    body = <ResponsiveTable caption={RECORDS_TITLE} rows={records.items} rowKey={(r) => r.id} title={nameColumn} columns={COLUMNS} headingLevel={3} />;
  }

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{RECORDS_TITLE}</h2>
      {body}
      {file.status.toUpperCase() !== 'ERROR' && records.status !== 'failed' && (
        <Pager label="Payment pages" page={records.page} pageCount={pageCount(records.totalCount, BULK_PAGE_SIZE)} onPage={load} />
      )}
    </section>
  );
}

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
