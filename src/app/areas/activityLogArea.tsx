/**
 * /settings/activity-log… (issue 10): its own lazy chunk. Each page starts the activity log's saga the
 * first time it renders (not the root saga), so the feature ships with its screens. The entity selector
 * is disabled here by the shell; the addresses carry the type, the filters and the item.
 */
import { injectLazySlices } from '../rootReducer';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ActivityItemScreen } from '@/features/activityLog/components/ActivityItemScreen';
import { ActivityLogScreen } from '@/features/activityLog/components/ActivityLogScreen';
import { ActivityTypeScreen } from '@/features/activityLog/components/ActivityTypeScreen';
import { DEFAULT_WINDOW, statusFilterOf, windowOf } from '@/features/activityLog/rules';
import { activityLogSaga } from '@/features/activityLog/sagas';
import { activityLogSlice } from '@/features/activityLog/slice';
import { useFeatureSaga } from '../useFeatureSaga';

injectLazySlices(activityLogSlice);

export function ActivityLogPage() {
  useFeatureSaga('activityLog', activityLogSaga);
  return <ActivityLogScreen />;
}

/** type/{type}?status&period: the filter and a wider window live in the query string (back keeps them). */
export function ActivityTypePage() {
  useFeatureSaga('activityLog', activityLogSaga);
  const { type = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const onQueryChange = useCallback(
    ({ status, window }: { status: string; window: string }) => {
      const next = new URLSearchParams();
      if (status) next.set('status', status);
      if (window !== DEFAULT_WINDOW) next.set('period', window);
      setQuery(next, { replace: true });
    },
    [setQuery],
  );
  return <ActivityTypeScreen type={type} status={statusFilterOf(query.get('status'))} window={windowOf(query.get('period')).value} onQueryChange={onQueryChange} />;
}

/** log/{id}?statusCode&typeCode&bit: the item is the bank's; typeCode names the list to go back to, statusCode and bit
 * stand where the bank's item leaves its status or kind out. */
export function ActivityItemPage() {
  useFeatureSaga('activityLog', activityLogSaga);
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const link = (name: string) => query.get(name) ?? undefined;
  return <ActivityItemScreen id={id} typeCode={link('typeCode')} statusCode={link('statusCode')} bit={link('bit')} />;
}
