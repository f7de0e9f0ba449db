/**
 * GET cz/v1/transactions/count (SPEC.md section 7 "Approvals and activity"): the approvals' waiting count and
 * the activity log's counts. Apart from approvals.ts so the login page's bundle, which asks the approval
 * count, carries this call and not the approval screens' list.
 */
import { endpoint } from './endpoint';

export const count = /*#__PURE__*/ endpoint('GET', 'cz/v1/transactions/count');
