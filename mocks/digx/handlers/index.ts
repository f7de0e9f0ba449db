import type { HttpHandler } from 'msw';
import type { Bank } from '../bank/Bank';
import { controlHandlers } from './control';
import { createRouter } from './route';
import { sessionHandlers } from './session';

/** Every fake-bank handler, bound to one bank. Later areas add their files here. */
export function createHandlers(bank: Bank): HttpHandler[] {
  const route = createRouter(bank);
  return [...sessionHandlers(route, bank), ...controlHandlers(bank)];
}
