import type { Fault, FaultRule } from './bank/faults';
import { createDigxClient, type DigxClient } from '../../src/shared/api/digxClient';
import { postLogin } from '../../src/shared/api/postLogin';
import { DEMO_LOGINS } from './bank/seed';
import { bank } from './node';

/**
 * The typed helpers tests use to drive the fake bank (the browser uses /__bank/ or
 * the demo panel instead). Faults last for the test only: jest.setup.ts resets.
 */
export function injectFault(path: string, fault: Fault, options: { method?: string; times?: number } = {}): void {
  const rule: FaultRule = { path, fault, method: options.method, times: options.times };
  bank.faults.add(rule);
}

export function fixBankClock(at: Date | string): void {
  bank.clock.fix(at);
  bank.reset();
}

export { bank };

/**
 * A client logged in as a demo user through the app's own login calls, optionally narrowed to one
 * entity (X-Target-Unit): how handler tests reach the bank as the app would.
 */
export async function logInAs(userId: keyof typeof DEMO_LOGINS = 'RETAIL1', entity?: string): Promise<DigxClient> {
  const client = createDigxClient();
  await postLogin(client, userId, DEMO_LOGINS[userId]);
  if (entity) client.setTargetUnit(entity);
  return client;
}
