/** The accounts calls (SPEC.md section 7 "Accounts"): the list, each resource's details, the address, names. */
import { endpoint } from './endpoint';

export const ACCOUNTS_ENDPOINTS = {
  list: endpoint('GET', 'v1/accounts'),
  currentAccount: endpoint('GET', 'v1/accounts/demandDeposit/{accountId}'),
  address: endpoint('GET', 'cz/v1/accountAddress/{accountId}'),
  loan: endpoint('GET', 'v1/accounts/loan/{accountId}'),
  loanOutstanding: endpoint('GET', 'v1/accounts/loan/{accountId}/outstanding'),
  deposit: endpoint('GET', 'v1/accounts/deposit/{accountId}'),
  nicknames: endpoint('POST', 'cz/v1/accountNickname'),
} as const;
