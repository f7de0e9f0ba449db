import { useCallback, useEffect, useId, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FilterControls, FilterSelect } from '@/shared/ui/FilterControls';
import { formatShortDate } from '@/shared/lib/dates';
import { Field } from '@/shared/ui/Field';
import { Link } from '@/shared/ui/Link';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { dayOf } from '../mapActivity';
import { activityItemPath } from '../paths';
import { ACTIVITY_WINDOWS, activityStatusWord, STATUS_FILTERS, toText, typeNameOf, windowOf, type StatusFilter } from '../rules';
import { selectActivityList, type WithActivityLog } from '../selectors';
import { activityRequested } from '../slice';
import type { ActivityItem } from '../types';
import { ACTIVITY_LOG_TITLE } from './ActivityLogScreen';
import { ActivityError } from './ActivityError';
import { ResponsiveTable, type Column } from '@/shared/ui/ResponsiveTable';
import { ROUTES } from '@/shared/routes/routeTable';

export const BACK_TO_LOG = 'Back to the activity log';
export const WINDOW_LABEL = 'Show activity from';
export const STATUS_LABEL = 'Status';

export interface ActivityTypeScreenProps {
  /** The task code of /settings/activity-log/type/{type}. */
  type: string;
  /** ?status=: '' for all. */
  status: StatusFilter['value'];
  /** ?period=: '1m' (the default), '3m', '6m' or '1y'. */
  window: string;
  /** The customer changed the window or the filter: the page puts them in the query string. */
  onQueryChange: (query: { status: string; window: string }) => void;
}

const titleColumn: Column<ActivityItem> = {
  header: 'Reference',
  cell: (item) => <Link to={activityItemPath(item)}>{item.reference || item.id}</Link>,
};

const COLUMNS: readonly Column<ActivityItem>[] = [
  { header: 'Date', cell: (item) => formatShortDate(dayOf(item.createdOn) ?? item.valueDate ?? '') },
  { header: 'To', cell: (item) => toText(item) || '—' },
  { header: 'Amount', cell: (item) => (item.amount ? <Money amount={item.amount.amount} currency={item.amount.currency} /> : '—'), numeric: true },
  { header: 'Status', cell: activityStatusWord },
];

/**
 * /settings/activity-log/type/{type}?status&period (issue 10): one type's items, newest first, from the
 * last month by default (SPEC.md section 9), widenable to a year; optionally only those of one status.
 */
export function ActivityTypeScreen({ type, status, window, onQueryChange }: ActivityTypeScreenProps) {
  const dispatch = useDispatch();
  const list = useSelector((state: WithActivityLog) => selectActivityList(state));
  const windowId = useId();
  const statusId = useId();
  const choice = windowOf(window);
  const load = useCallback(() => dispatch(activityRequested({ type, window: choice.value, status })), [dispatch, type, choice.value, status]);
  useEffect(() => {
    load();
  }, [load]);

  const current = list.query?.type === type ? list : undefined;
  const name = typeNameOf(type, current?.items[0]?.type);
  const filter = STATUS_FILTERS.find((f) => f.value === status) ?? STATUS_FILTERS[0];
  const described = `${name}${status ? `, ${filter.label},` : ''} in ${choice.phrase}`;

  let body;
  if (current?.status === 'failed') body = <ActivityError error={current.error} onRetry={load} />;
  else if (current?.status !== 'succeeded') body = <ListState state="loading" />;
  else if (current.items.length === 0) body = <ListState state="completelyEmpty" message={`There is no activity for ${described}.`} />;
  else {
    body = (
      <ResponsiveTable caption={`Activity for ${described}`} rows={current.items} rowKey={(item) => item.id} title={titleColumn} columns={COLUMNS} headingLevel={3} />
    );
  }

  return (
    <>
      <p>
        <Link to={ROUTES.activityLog.href()}>{BACK_TO_LOG}</Link>
      </p>
      <h1>{ACTIVITY_LOG_TITLE}</h1>
      <h2>{name}</h2>
      <Controls role="group" aria-label="Choose the activity to show">
        <Field id={windowId} label={WINDOW_LABEL}>
          {(control) => (
            <Select as="select" {...control} value={choice.value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onQueryChange({ status, window: event.target.value })}>
              {ACTIVITY_WINDOWS.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={statusId} label={STATUS_LABEL}>
          {(control) => (
            <Select as="select" {...control} value={status} onChange={(event: ChangeEvent<HTMLSelectElement>) => onQueryChange({ status: event.target.value, window: choice.value })}>
              {STATUS_FILTERS.map((f) => (
                <option key={f.value || 'all'} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Controls>
      {current?.status === 'succeeded' && current.range && (
        <p>
          From {formatShortDate(current.range.fromDate)} to {formatShortDate(current.range.toDate)}, newest first.
        </p>
      )}
      {body}
    </>
  );
}

const Controls = FilterControls;

const Select = FilterSelect;
