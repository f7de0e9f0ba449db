/**
 * Posting codes of the fake bank and the SPEC category each belongs to: the demo bank profile's table
 * (src/shared/bankProfile), the facts of the bank it imitates, not the app's code.
 */
import { TRANSACTION_CODES, type TransactionCategory } from '../profile';

export { TRANSACTION_CODES };

/** The category a posting code belongs to; codes the table does not know are miscellaneous. */
export function categoryOf(code: string): TransactionCategory {
  return Object.prototype.hasOwnProperty.call(TRANSACTION_CODES, code) ? TRANSACTION_CODES[code].category : 'miscellaneous';
}
