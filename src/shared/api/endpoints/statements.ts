/** The statements calls (SPEC.md section 7 "Transactions and statements"): the list and one document. */
import { endpoint } from './endpoint';

export const STATEMENTS_ENDPOINTS = {
  list: endpoint('GET', 'cz/v1/accounts/{accountId}/statements'),
  document: endpoint('GET', 'cz/v1/accounts/{accountId}/statements/{documentId}'),
} as const;
