/** The activity log's addresses (SPEC.md section 2: activity-log, type/{type}?status, log/{id}?statusCode&typeCode&bit). */
import type { ActivityItem } from './types';

export const ACTIVITY_LOG_PATH = '/settings/activity-log';

/** A type's list; the status filter and a window other than the default ride in the query string. */
export function activityTypePath(taskCode: string, query: { status?: string; period?: string } = {}): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.period) search.set('period', query.period);
  const text = search.toString();
  return `${ACTIVITY_LOG_PATH}/type/${encodeURIComponent(taskCode)}${text ? `?${text}` : ''}`;
}

/** One item; `bit` carries the discriminator (PAYMENTS, BULK_FILE, PAYEE), as SPEC.md names it. */
export function activityItemPath(item: Pick<ActivityItem, 'id' | 'status' | 'taskCode' | 'discriminator'>): string {
  const search = new URLSearchParams({ statusCode: item.status, typeCode: item.taskCode, bit: item.discriminator });
  return `${ACTIVITY_LOG_PATH}/log/${encodeURIComponent(item.id)}?${search.toString()}`;
}
