import type { DigxClient, DigxRequest } from '../../../src/shared/api/digxClient';
import { accountIdOf, activityIdOf } from '../bank/seed';
import type { AccountRecord, ActivityRecord } from '../bank/types';
import { bank } from './index';

/** Shared by the approval and activity-log handler tests: requests, answers and seeded items. */

export type Item = Omit<ActivityRecord, 'internal'>;
export interface ListAnswer { transactionDTOs: Item[] }
export interface OneAnswer { transactionDTO: Item }
export interface ApprovalCount { transactionType: string; pendingApproval: number; approved: number; rejected: number; initiated: number }

/** The seeded item of a key of seed/approvals.ts (A1…A11 CORP1's approvals, C* CORP1's own, R* RETAIL1's). */
export const idOf = (key: string) => activityIdOf(key);
export const stored = (id: string) => bank.state.activity.find((a) => a.transactionId === id) as ActivityRecord;

export const approveRequest = (id: string, remarks = '', multiApproval = false, prefix = 'v1'): DigxRequest => ({
  method: 'POST', path: `${prefix}/transactions/${id}/approve`, text: remarks, multiApproval,
});
export const rejectRequest = (id: string, remarks = ''): DigxRequest => ({ method: 'POST', path: `v1/transactions/${id}/reject`, text: remarks });

export const approvalList = (client: DigxClient, params: Record<string, string> = {}, prefix = 'v1') =>
  client.request<ListAnswer>({ method: 'GET', path: `${prefix}/transactions`, params: { view: 'approval', ...params } });

export const activityList = (client: DigxClient, params: Record<string, string>) =>
  client.request<ListAnswer>({ method: 'GET', path: 'cz/v1/transactions', params: { view: 'activity', ...params } });

export async function pendingCount(client: DigxClient, type: string): Promise<number> {
  const { data } = await client.request<{ countDTOList: ApprovalCount[] }>({ method: 'GET', path: 'cz/v1/transactions/count', params: { countFor: 'approval' } });
  return data.countDTOList.find((c) => c.transactionType === type)?.pendingApproval ?? NaN;
}

export const account = (number: string): AccountRecord => bank.state.accounts[accountIdOf(number).value];
export const pennies = (number: string): number => {
  const a = account(number);
  return a.type === 'CSA' ? Math.round(a.availableBalance.amount * 100) : NaN;
};
