import type { HttpHandler } from 'msw';
import type { Bank } from '../bank/Bank';
import { accountHandlers } from './accounts';
import { alertHandlers } from './alerts';
import { approvalHandlers } from './approvals';
import { bookHandlers } from './books';
import { clearingHandlers } from './clearing';
import { controlHandlers } from './control';
import { copHandlers } from './cop';
import { fileUploadHandlers } from './fileUploads';
import { instructionHandlers } from './instructions';
import { internationalHandlers } from './international';
import { limitHandlers } from './limits';
import { mailboxHandlers } from './mailbox';
import { marketingHandlers } from './marketing';
import { payeeHandlers } from './payees';
import { payeeListHandlers } from './payeeList';
import { paymentCompanyHandlers } from './paymentCompanies';
import { paymentHandlers } from './payments';
import { createRouter } from './route';
import { sessionHandlers } from './session';
import { statementHandlers } from './statements';
import { transactionHandlers } from './transactions';

/** Every fake-bank handler, bound to one bank. Later areas add their files here. */
export function createHandlers(bank: Bank): HttpHandler[] {
  const route = createRouter(bank);
  return [...sessionHandlers(route, bank), ...accountHandlers(route), ...mailboxHandlers(route, bank), ...approvalHandlers(route, bank), ...bookHandlers(route), ...transactionHandlers(route), ...payeeListHandlers(route), ...statementHandlers(route), ...paymentHandlers(route), ...instructionHandlers(route), ...payeeHandlers(route), ...clearingHandlers(route), ...copHandlers(route), ...limitHandlers(route), ...internationalHandlers(route), ...fileUploadHandlers(route), ...alertHandlers(route), ...marketingHandlers(route), ...paymentCompanyHandlers(route), ...controlHandlers(bank)];
}
