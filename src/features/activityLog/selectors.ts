import type { ActivityLogState } from './slice';

/** The only code that reads the activity log slice. */
export type WithActivityLog = { activityLog: ActivityLogState };

export const selectActivityCounts = (state: WithActivityLog) => state.activityLog.counts;
export const selectActivityList = (state: WithActivityLog) => state.activityLog.list;
export const selectActivityItem = (state: WithActivityLog) => state.activityLog.item;
export const selectActivityReceipt = (state: WithActivityLog) => state.activityLog.receipt;
