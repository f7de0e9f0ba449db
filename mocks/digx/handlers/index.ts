import type { HttpHandler } from 'msw';
import type { Bank } from '../bank/Bank';
import { accountHandlers } from './accounts';
import { approvalHandlers } from './approvals';
import { bookHandlers } from './books';
import { controlHandlers } from './control';
import { mailboxHandlers } from './mailbox';
import { createRouter } from './route';
import { sessionHandlers } from './session';
import { statementHandlers } from './statements';
import { transactionHandlers } from './transactions';

/** Every fake-bank handler, bound to one bank. Later areas add their files here. */
export function createHandlers(bank: Bank): HttpHandler[] {
  const route = createRouter(bank);
  return [...sessionHandlers(route, bank), ...accountHandlers(route), ...mailboxHandlers(route, bank), ...approvalHandlers(route, bank), ...bookHandlers(route), ...transactionHandlers(route), ...statementHandlers(route), ...controlHandlers(bank)];
}
