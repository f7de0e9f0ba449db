import { placeholder } from './placeholder';

/** /settings/activity-log… (issue 10): its own lazy chunk. */
export const ActivityLogPage = placeholder('Activity log');
export const ActivityTypePage = placeholder('Activity log');
export const ActivityItemPage = placeholder('Activity');
