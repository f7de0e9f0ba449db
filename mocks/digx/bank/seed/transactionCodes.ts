/**
 * Posting codes of the fake bank and the SPEC category each belongs to. The table is the client's own
 * (src/features/transactions/transactionCodes.ts), so what the bank posts and what the app derives are one
 * contract, never two copies.
 */
export { TRANSACTION_CODES, categoryOf } from '../../../../src/features/transactions/transactionCodes';
