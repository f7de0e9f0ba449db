/** The account services calls (SPEC.md section 7 "Alerts and books"): cheque and pay-in books, issued cheques. */
import { endpoint } from './endpoint';

/** The two books' resources (SPEC.md does not show the paths: ours, docs/digx-api.md). */
const BOOKS = { book: ['chequebookRequest', 'payInBookRequest'] } as const;

/**
 * The prepare calls SPEC.md names without their paths (ours, in one place so a bank can remap them): the bank
 * checks the account may have the service before the app asks for it, each with `?accNo=`.
 */
export const prepareBook = /*#__PURE__*/ endpoint('GET', 'cz/v1/{book}/prepare', { fixed: BOOKS });
export const prepareChequeStatus = /*#__PURE__*/ endpoint('GET', 'cz/v1/chequeStatus/prepare');

export const requestBook = /*#__PURE__*/ endpoint('POST', 'cz/v1/{book}', { fixed: BOOKS });
export const issuedCheques = /*#__PURE__*/ endpoint('GET', 'v1/accounts/demandDeposit/{accountId}/issuedCheques');
