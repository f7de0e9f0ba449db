/** The accounts calls (SPEC.md section 7 "Accounts"): the list, each resource's details, the address, names. */
import { endpoint } from './endpoint';

export const list = /*#__PURE__*/ endpoint('GET', 'v1/accounts');
export const currentAccount = /*#__PURE__*/ endpoint('GET', 'v1/accounts/demandDeposit/{accountId}');
export const address = /*#__PURE__*/ endpoint('GET', 'cz/v1/accountAddress/{accountId}');
export const loan = /*#__PURE__*/ endpoint('GET', 'v1/accounts/loan/{accountId}');
export const loanOutstanding = /*#__PURE__*/ endpoint('GET', 'v1/accounts/loan/{accountId}/outstanding');
export const deposit = /*#__PURE__*/ endpoint('GET', 'v1/accounts/deposit/{accountId}');
/** OBDX lists a deposit's payout instructions on their own call (OBDX_UI term-deposits/td-details/model.js). */
export const depositPayOutInstructions = /*#__PURE__*/ endpoint('GET', 'v1/accounts/deposit/{accountId}/payOutInstructions');
export const nicknames = /*#__PURE__*/ endpoint('POST', 'cz/v1/accountNickname');
