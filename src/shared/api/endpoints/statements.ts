/** The statements calls (SPEC.md section 7 "Transactions and statements"): the list and one document. */
import { endpoint } from './endpoint';

export const list = /*#__PURE__*/ endpoint('GET', 'cz/v1/accounts/{accountId}/statements');
export const document = /*#__PURE__*/ endpoint('GET', 'cz/v1/accounts/{accountId}/statements/{documentId}');
