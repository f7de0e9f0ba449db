/** The activity log's addresses (SPEC.md section 2: activity-log, type/{type}?status, log/{id}?statusCode&typeCode&bit). */
import { ROUTES } from '@/shared/routes/routeTable';
import type { ActivityItem } from './types';

/** A type's list; the status filter and a window other than the default ride in the query string. */
export function activityTypePath(taskCode: string, query: { status?: string; period?: string } = {}): string {
  return ROUTES.activityType.href({ type: taskCode }, { status: query.status || undefined, period: query.period || undefined });
}

/** One item; `bit` carries OBDX's discriminator (PAYMENTS, BULK_FILE, PAYEE_BILLER), SPEC.md's query name. */
export function activityItemPath(item: Pick<ActivityItem, 'id' | 'status' | 'taskCode' | 'discriminator'>): string {
  return ROUTES.activityItem.href({ id: item.id }, { statusCode: item.status, typeCode: item.taskCode, bit: item.discriminator });
}
