import type { Fault, FaultRule } from './bank/faults';
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
