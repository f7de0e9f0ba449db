import { setupServer } from 'msw/node';
import { createBank } from './bank/Bank';
import { createHandlers } from './handlers';
import { bankModeFrom } from './bank/mode';

/**
 * The fake bank for jest: one bank per test file, reset after every test by
 * jest.setup.ts, so no test sees another's payments, sessions or faults. The jest project "stock"
 * (jest.config.js) sets DIGX_PROFILE=stock: the same journeys then meet a stock OBDX.
 */
export const bank = createBank({ mode: bankModeFrom(process.env.DIGX_PROFILE) });
export const server = setupServer(...createHandlers(bank));
