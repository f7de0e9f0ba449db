import { setupServer } from 'msw/node';
import { createBank } from './bank/Bank';
import { createHandlers } from './handlers';

/**
 * The fake bank for jest: one bank per test file, reset after every test by
 * jest.setup.ts, so no test sees another's payments, sessions or faults.
 */
export const bank = createBank();
export const server = setupServer(...createHandlers(bank));
