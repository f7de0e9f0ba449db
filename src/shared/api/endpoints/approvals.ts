/**
 * The calls of SPEC.md section 7 "Approvals and activity": the pending list and a decision, the activity
 * list and one item. The count both ask: transactionCount.ts.
 */
import { endpoint } from './endpoint';

export const pending = /*#__PURE__*/ endpoint('GET', 'v1/transactions');
/** Approving is protected; rejecting is not. */
export const decide = /*#__PURE__*/ endpoint('POST', 'v1/transactions/{transactionId}/{action}', { fixed: { action: ['approve', 'reject'] }, twoFactor: true });
export const activity = /*#__PURE__*/ endpoint('GET', 'cz/v1/transactions');
export const item = /*#__PURE__*/ endpoint('GET', 'v1/transactions/{transactionId}');
