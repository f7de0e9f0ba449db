import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatShortDate } from '@/shared/lib/dates';
import { Link } from '@/shared/ui/Link';
import { ListState } from '@/shared/ui/ListState';
import { activityTypePath } from '../paths';
import { COUNT_WINDOW_MONTHS, countTotal, pendingCount } from '../rules';
import { selectActivityCounts, type WithActivityLog } from '../selectors';
import { countsRequested } from '../slice';
import type { ActivityCount } from '../types';
import { ActivityError } from './ActivityError';
import { ResponsiveTable, type Column } from '@/shared/ui/ResponsiveTable';

export const ACTIVITY_LOG_TITLE = 'Activity log';
export const NO_ACTIVITY_TEXT = `You have no activity in the last ${COUNT_WINDOW_MONTHS} months.`;

const titleColumn: Column<ActivityCount> = {
  header: 'Type',
  cell: (count) => <Link to={activityTypePath(count.taskCode)}>{count.name}</Link>,
};

const COLUMNS: readonly Column<ActivityCount>[] = [
  { header: 'Total', cell: countTotal, numeric: true },
  { header: 'Pending', cell: pendingCount, numeric: true },
  { header: 'Accepted', cell: (count) => count.approved, numeric: true },
  { header: 'Rejected', cell: (count) => count.rejected, numeric: true },
  { header: 'Time Out Error', cell: (count) => count.sentToHost, numeric: true },
];

/**
 * /settings/activity-log (issue 10): how many payments, transfers, bulk files and payees the customer's
 * entities logged in the last 6 months, by type and status; each type opens its list. Counted afresh
 * on every visit (an approval elsewhere moves the figures).
 */
export function ActivityLogScreen() {
  const dispatch = useDispatch();
  const counts = useSelector((state: WithActivityLog) => selectActivityCounts(state));
  const load = useCallback(() => dispatch(countsRequested()), [dispatch]);
  useEffect(() => {
    load();
  }, [load]);

  const rows = counts.items.filter((count) => countTotal(count) > 0);
  let body;
  if (counts.status === 'failed') body = <ActivityError error={counts.error} onRetry={load} />;
  else if (counts.status !== 'succeeded') body = <ListState state="loading" />;
  else if (rows.length === 0) body = <ListState state="completelyEmpty" message={NO_ACTIVITY_TEXT} />;
  else {
    body = (
      <ResponsiveTable
        caption={`Activity by type in the last ${COUNT_WINDOW_MONTHS} months`}
        rows={rows}
        rowKey={(count) => count.taskCode}
        title={titleColumn}
        columns={COLUMNS}
        headingLevel={2}
      />
    );
  }

  return (
    <>
      <h1>{ACTIVITY_LOG_TITLE}</h1>
      <p>
        What was done in your online banking in the last {COUNT_WINDOW_MONTHS} months
        {counts.status === 'succeeded' && counts.range ? ` (${formatShortDate(counts.range.fromDate)} to ${formatShortDate(counts.range.toDate)})` : ''}. Choose a
        type to see its payments, transfers, files or payees.
      </p>
      {body}
    </>
  );
}
