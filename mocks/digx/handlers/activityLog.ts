import { DIGX_CODES } from '../bank/profile';
import { londonDay, TASK_NAMES } from '../bank/seed';
import { addMonths, type Day } from '../bank/seed/dates';
import type { ActivityRecord, ApprovalStatus, BankState } from '../bank/types';
import { dayOfText } from './payments';
import { obdxError } from './responses';

/**
 * The activity log (SPEC.md section 7 "Approvals and activity"; docs/digx-api.md "activity log"):
 *
 *   GET cz/v1/transactions?view=activity&fromDate=YYYY-MM-DD&toDate=YYYY-MM-DD[&transactionName=PC_F_DOM… (task code)]
 *       [&status=APPROVED|REJECTED|SENT_TO_HOST|PENDING (INITIATED or PENDING_APPROVAL)|INITIATED|PENDING_APPROVAL]
 *       → {status, transactionDTOs: [item]}   routed by approvals.ts's view switch; v1/transactions has no activity
 *         view and refuses it like any unknown view (400 wrongDetails)
 *   GET cz/v1/transactions/count?countFor=approval&fromDate&toDate (SPEC.md: the approval count's call, with a window;
 *       routed here by approvals.ts when either date is sent)
 *       → {status, countDTOList: [{transactionType, transactionName, initiated, pendingApproval, approved, rejected,
 *          sentToHost}]}, one entry per task of TASK_NAMES (seven, zeros included)
 *
 * The items are those the session user made or decided as an approver, made within the London days fromDate..
 * toDate (both inclusive), newest first; not narrowed by X-Target-Unit (the entity selector is disabled there).
 * Without toDate the window ends today; without fromDate it starts a month (list) or 6 months (count) before.
 * A date that is not a real YYYY-MM-DD, fromDate after toDate, a window over 1 year or an unknown status →
 * 400 wrongDetails.
 */

const wrong = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);

export interface Window { from: Day; to: Day }

export function activityWindow(url: URL, now: Date, defaultMonths: number): Window | Response {
  const read = (name: string): Day | null | undefined => {
    const value = url.searchParams.get(name);
    return value === null || value.trim() === '' ? null : dayOfText(value);
  };
  const toDay = read('toDate');
  const fromDay = read('fromDate');
  if (toDay === undefined || fromDay === undefined) return wrong('The dates must be real dates written YYYY-MM-DD.');
  const to = toDay ?? londonDay(now);
  const from = fromDay ?? addMonths(to, -defaultMonths);
  if (from > to) return wrong('The start date must not be after the end date.');
  if (from < addMonths(to, -12)) return wrong('The activity log covers at most 1 year at a time.');
  return { from, to };
}

/** What the user made, or decided as an approver (an audit entry after the maker's). */
const involves = (item: ActivityRecord, userId: string) => item.createdBy === userId || item.audit.slice(1).some((e) => e.authedBy === userId);

export const newestFirst = (a: ActivityRecord, b: ActivityRecord) =>
  b.creationDate.localeCompare(a.creationDate) || b.transactionId.localeCompare(a.transactionId);

export function activityOf(state: BankState, userId: string, window: Window): ActivityRecord[] {
  return state.activity
    .filter((a) => involves(a, userId))
    .filter((a) => {
      const day = londonDay(new Date(a.creationDate));
      return day >= window.from && day <= window.to;
    })
    .sort(newestFirst);
}

const STATUS_FILTERS: Readonly<Record<string, readonly ApprovalStatus[]>> = {
  PENDING: ['INITIATED', 'PENDING_APPROVAL'],
  INITIATED: ['INITIATED'],
  PENDING_APPROVAL: ['PENDING_APPROVAL'],
  APPROVED: ['APPROVED'],
  REJECTED: ['REJECTED'],
  SENT_TO_HOST: ['SENT_TO_HOST'],
};

/** The statuses a ?status= filter keeps (all when absent), or the refusal of an unknown one. */
export function statusFilter(value: string | null): readonly ApprovalStatus[] | null | Response {
  if (value === null || value.trim() === '') return null;
  return STATUS_FILTERS[value.trim().toUpperCase()] ?? wrong('The status must be APPROVED, REJECTED, SENT_TO_HOST or PENDING.');
}

export function listActivity(state: BankState, userId: string, url: URL, now: Date): ActivityRecord[] | Response {
  const window = activityWindow(url, now, 1);
  if (window instanceof Response) return window;
  const statuses = statusFilter(url.searchParams.get('status'));
  if (statuses instanceof Response) return statuses;
  const type = url.searchParams.get('transactionName')?.trim();
  return activityOf(state, userId, window).filter(
    (a) => (!type || a.transactionName === type) && (!statuses || statuses.includes(a.approvalDetails.status)),
  );
}

export interface ActivityCount {
  transactionType: string;
  transactionName: string;
  initiated: number;
  pendingApproval: number;
  approved: number;
  rejected: number;
  sentToHost: number;
}

export function countActivity(state: BankState, userId: string, url: URL, now: Date): ActivityCount[] | Response {
  const window = activityWindow(url, now, 6);
  if (window instanceof Response) return window;
  const items = activityOf(state, userId, window);
  return Object.entries(TASK_NAMES).map(([transactionType, transactionName]) => {
    const ofType = items.filter((a) => a.transactionName === transactionType);
    const count = (status: ApprovalStatus) => ofType.filter((a) => a.approvalDetails.status === status).length;
    return {
      transactionType, transactionName, initiated: count('INITIATED'), pendingApproval: count('PENDING_APPROVAL'),
      approved: count('APPROVED'), rejected: count('REJECTED'), sentToHost: count('SENT_TO_HOST'),
    };
  });
}
