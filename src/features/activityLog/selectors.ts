import { activityLogSlice, type ActivityLogState } from './slice';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

/** The only code that reads the activity log slice. */
export type WithActivityLog = { activityLog?: ActivityLogState };
const selectState = selectLazySlice(activityLogSlice);

export const selectActivityCounts = (state: WithActivityLog) => selectState(state).counts;
export const selectActivityList = (state: WithActivityLog) => selectState(state).list;
export const selectActivityItem = (state: WithActivityLog) => selectState(state).item;
export const selectActivityReceipt = (state: WithActivityLog) => selectState(state).receipt;
