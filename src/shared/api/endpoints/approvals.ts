/**
 * The calls of SPEC.md section 7 "Approvals and activity": the count (approvals and the activity log ask
 * it), the pending list and a decision, the activity list and one item.
 */
import { endpoint } from './endpoint';

export const APPROVALS_ENDPOINTS = {
  count: endpoint('GET', 'cz/v1/transactions/count'),
  pending: endpoint('GET', 'v1/transactions'),
  /** Approving is protected; rejecting is not. */
  decide: endpoint('POST', 'v1/transactions/{transactionId}/{action}', { fixed: { action: ['approve', 'reject'] }, twoFactor: true }),
  activity: endpoint('GET', 'cz/v1/transactions'),
  item: endpoint('GET', 'v1/transactions/{transactionId}'),
} as const;
