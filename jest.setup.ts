import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';
import { bank, server } from './mocks/digx/node';
import { stopTestApps } from './src/testing/testApps';

// Whole-app tests log in, load accounts and open lazy screens; on a busy 2-core CI machine that can take
// longer than Testing Library's 1 s default, and a flaky wait proves nothing. A screen that truly never
// arrives still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and only reports window.scrollTo as not implemented: a new page's scroll to its top
// (useNewPageAtTop) is a no-op here, and the browser journeys check where the page really is.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has no crypto.subtle; the browser's is the same WebCrypto standard Node implements, so the bank key's
// fingerprint (encryptCredential.ts) is hashed here as a browser hashes it.
if (typeof window !== 'undefined' && !globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });

// The fake bank answers every /digx call; anything else it does not know fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  stopTestApps();
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
