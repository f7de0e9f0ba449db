import '@testing-library/jest-dom';
import { bank, server } from './mocks/digx/node';

// The fake bank answers every /digx call; anything else it does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Node-environment files (the middleware test) have no web storage.
  if (typeof localStorage !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  bank.reset();
  bank.clock.unfix();
});
afterAll(() => server.close());
