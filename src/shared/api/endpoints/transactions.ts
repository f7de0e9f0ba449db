/** The transaction history call (SPEC.md section 7 "Transactions and statements"), for each account resource. */
import { endpoint } from './endpoint';

export const history = /*#__PURE__*/ endpoint('GET', 'cz/v1/accounts/{accountType}/{accountId}/transactions', {
  fixed: { accountType: ['demandDeposit', 'deposit', 'loan'] },
});
