import { useCallback, useEffect, useId, type ReactNode } from 'react';
import { presentFacts } from '@/shared/ui/presentFacts';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { formatShortDate } from '@/shared/lib/dates';
import { londonDateTime } from '@/shared/lib/london';
import { Button } from '@/shared/ui/Button';
import { Link } from '@/shared/ui/Link';
import { ListState } from '@/shared/ui/ListState';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { Money } from '@/shared/ui/Money';
import { activityTypePath } from '../paths';
import { activityKindWord, activityReference, activityStatusWord, auditStatusWord, receiptAvailable, typeNameOf } from '../rules';
import { selectActivityItem, selectActivityReceipt, type WithActivityLog } from '../selectors';
import { itemOpened, receiptRequested } from '../slice';
import type { ActivityItem, AuditEntry } from '../types';
import { ActivityError } from './ActivityError';
import { ResponsiveTable, type Column } from '@/shared/ui/ResponsiveTable';
import { ROUTES } from '@/shared/routes/routeTable';

export const ACTIVITY_TITLE = 'Activity';
export const RECEIPT_LABEL = 'Download receipt';
export const ITEM_NOT_FOUND_TEXT = 'We could not find this activity. It may belong to another user.';
export const RECEIPT_SAVED_TEXT = 'Your receipt has been downloaded.';
export const RECEIPT_FAILED_TEXT = 'We could not make the receipt. Please try again.';

/** What the list's link says of the item (SPEC.md section 2: log/{id}?statusCode&typeCode&bit). */
export interface ActivityLink {
  /** ?typeCode=: the type list to go back to, before the item has arrived. */
  typeCode?: string;
  /** ?statusCode=: the item's approval status as the list had it. */
  statusCode?: string;
  /** ?bit=: the item's kind (OBDX discriminator: PAYMENTS, BULK_FILE, PAYEE_BILLER). */
  bit?: string;
}

export interface ActivityItemScreenProps extends ActivityLink {
  /** The id of /settings/activity-log/log/{id}. */
  id: string;
}

/**
 * /settings/activity-log/log/{id}?statusCode&typeCode&bit (issue 10): one item with every field of
 * SPEC.md section 3 "Activity log item" it has, who acted on it, and its receipt where one exists.
 */
export function ActivityItemScreen({ id, typeCode, statusCode, bit }: ActivityItemScreenProps) {
  const dispatch = useDispatch();
  const state = useSelector((s: WithActivityLog) => selectActivityItem(s));
  const open = useCallback(() => dispatch(itemOpened({ id })), [dispatch, id]);
  useEffect(() => {
    open();
  }, [open]);

  const loaded = state.id === id ? state.item : undefined;
  // The bank's item wins; where it leaves out its status or kind (both optional in OBDX), the link's word stands.
  const item = loaded && { ...loaded, status: loaded.status || statusCode?.trim().toUpperCase() || '', discriminator: loaded.discriminator || bit?.trim() || '' };
  const backType = item?.taskCode || typeCode;
  let body;
  if (state.id === id && state.status === 'failed') {
    const notFound = state.error?.meaning === 'wrongDetails' || state.error?.status === 404;
    body = <ActivityError error={state.error} onRetry={open} final={notFound ? ITEM_NOT_FOUND_TEXT : undefined} />;
  } else if (!item) body = <ListState state="loading" />;
  else body = <ItemDetails item={item} />;

  return (
    <>
      <p>
        <Link to={backType ? activityTypePath(backType) : ROUTES.activityLog.href()}>
          {backType ? `Back to ${typeNameOf(backType, item?.type)}` : 'Back to the activity log'}
        </Link>
      </p>
      <h1>{ACTIVITY_TITLE}</h1>
      {body}
    </>
  );
}

/** A number the bank sent, shown masked; nothing when it sent none (the fact is then left out). */
const masked = (number: string | undefined) => (number ? <MaskedNumber number={number} /> : undefined);

function ItemDetails({ item }: { item: ActivityItem }) {
  const word = activityStatusWord(item);
  const detailsId = useId();
  const terms: [string, ReactNode][] = [
    // The number the payment's outcome and both its receipts give it.
    ['Reference number', activityReference(item)],
    ['Type', item.type],
    ['Activity type', activityKindWord(item.discriminator)],
    ['Status', word],
    ['Account', masked(item.accountNo)],
    ['To account number', masked(item.toAccountNo ?? item.toAccountId)],
    ['To sort code', item.toSortCode],
    ['Beneficiary name', item.beneName],
    ['Amount', item.amount ? <Money amount={item.amount.amount} currency={item.amount.currency} /> : undefined],
    ['Value date', item.valueDate ? formatShortDate(item.valueDate) : undefined],
    ['Reference', item.reference],
    ['Repeats until', item.repeatsUntil ? formatShortDate(item.repeatsUntil) : undefined],
    ['Bank reference', item.hostReference],
    ['Requested by', item.createdBy],
    ['Requested on', item.createdOn ? londonDateTime(item.createdOn) : undefined],
  ];
  return (
    <>
      <section aria-labelledby={detailsId}>
        <h2 id={detailsId}>{item.type}</h2>
        <Terms terms={terms} />
      </section>
      {item.newBeneDetails && <NewPayee details={item.newBeneDetails} />}
      {/* A bank that sends no audit (a stock OBDX) says nothing of who acted, rather than "no one". */}
      {item.audit && <Audit entries={item.audit} />}
      {receiptAvailable(item.type, word, item.taskCode) && <Receipt id={item.id} />}
    </>
  );
}

function Terms({ terms }: { terms: [string, ReactNode][] }) {
  return (
    <List>
      {presentFacts(terms).map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}

function NewPayee({ details }: { details: NonNullable<ActivityItem['newBeneDetails']> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>New payee details</h2>
      <Terms terms={[['Payee name', details.title], ['Account number', masked(details.accountNumber)], ['Sort code', details.sortCode]]} />
    </section>
  );
}

const AUDIT_TITLE: Column<AuditEntry> = { header: 'Authorised by', cell: (entry) => entry.authorisedBy || '—' };
const AUDIT_COLUMNS: readonly Column<AuditEntry>[] = [
  { header: 'On', cell: (entry) => londonDateTime(entry.on) ?? entry.on },
  { header: 'Status', cell: (entry) => auditStatusWord(entry.status) },
  { header: 'Remarks', cell: (entry) => entry.remarks || '—' },
];

function Audit({ entries }: { entries: readonly AuditEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Authorisation history</h2>
      {entries.length === 0 ? (
        <ListState state="empty" message="No one has acted on this item yet." />
      ) : (
        <ResponsiveTable caption="Who acted on this item" rows={entries} rowKey={(entry) => `${entry.on}-${entry.authorisedBy}-${entry.status}`} title={AUDIT_TITLE} columns={AUDIT_COLUMNS} headingLevel={3} />
      )}
    </section>
  );
}

function Receipt({ id }: { id: string }) {
  const dispatch = useDispatch();
  const receipt = useSelector((s: WithActivityLog) => selectActivityReceipt(s));
  const mine = receipt.id === id ? receipt.status : 'idle';
  return (
    <ReceiptRow>
      <Button type="button" disabled={mine === 'making'} onClick={() => dispatch(receiptRequested({ id }))}>
        {RECEIPT_LABEL}
      </Button>
      <p role="status">{mine === 'made' ? RECEIPT_SAVED_TEXT : ''}</p>
      {mine === 'failed' && <Failure role="alert">{RECEIPT_FAILED_TEXT}</Failure>}
    </ReceiptRow>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const ReceiptRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  p {
    margin: 0;
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
