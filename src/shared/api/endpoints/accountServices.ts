/** The account services calls (SPEC.md section 7 "Alerts and books"): cheque and pay-in books, issued cheques. */
import { endpoint } from './endpoint';

/** The two books' resources (SPEC.md does not show the paths: ours, docs/digx-api.md). */
const BOOKS = { book: ['chequebookRequest', 'payInBookRequest'] } as const;

export const ACCOUNT_SERVICES_ENDPOINTS = {
  /** The bank checks the account may have the book. */
  prepareBook: endpoint('GET', 'cz/v1/{book}/prepare', { fixed: BOOKS }),
  requestBook: endpoint('POST', 'cz/v1/{book}', { fixed: BOOKS }),
  issuedCheques: endpoint('GET', 'v1/accounts/demandDeposit/{accountId}/issuedCheques'),
} as const;
