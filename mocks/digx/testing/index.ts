import type { Fault, FaultRule } from '../bank/faults';
import { createDigxClient, type DigxClient, type DigxRequest, type DigxResponse } from '../../../src/shared/api/digxClient';
import { digxFailure } from '../../../src/testing/digxFailure';
import { DEMO_OTP } from '../handlers/checkChallenge';
import { postLogin } from '../../../src/shared/api/postLogin';
import { DEMO_LOGINS } from '../bank/seed';
import { bank, server } from '../node';
import { createBank, type Bank } from '../bank/Bank';
import { createHandlers } from '../handlers';

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

/**
 * The bank's session idle time for this test (10 minutes unless told; jest.setup.ts's reset restores it), on
 * the bank's clock. `target` is the bank in front: useStockBank's, when the test put one there.
 */
export function setBankSessionIdle(ms: number, target: Bank = bank): void {
  target.setSessionIdle(ms);
}

/**
 * The size of the RSA key the bank serves for this test (2048 bits unless told; jest.setup.ts's reset restores
 * it): 1024 shows the app refusing a key too short to trust. `target` as for setBankSessionIdle.
 */
export function setBankKeyBits(bits: number, target: Bank = bank): void {
  target.setKeyBits(bits);
}

/**
 * Closes the bank on a day its calendar did not have (a bank holiday announced after the app was built) for this
 * test: a future payment asked for that day is held for the next working day, and the bank's copy says so.
 */
export function closeBankOn(day: string, target: Bank = bank): void {
  target.closeOn(day);
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

/**
 * Sends a two-factor protected call as the app does: the bank asks for the passcode (417), then the
 * identical call goes again with it. Fails loudly when the bank did not ask.
 */
export async function withOtp<T>(client: DigxClient, request: DigxRequest, otp = DEMO_OTP): Promise<DigxResponse<T>> {
  const asked = await digxFailure(client.request(request));
  if (asked.kind !== 'challenge' || asked.status !== 417) throw new Error(`Expected a 417 challenge, got ${asked.kind} ${asked.status}`);
  const referenceNo = asked.challenge?.referenceNo as string;
  return client.request<T>({ ...request, challengeResponse: { authType: 'OTP', otp, referenceNo } });
}

/**
 * For the rest of this test, the fake bank answers as a stock OBDX 18.x (mode.ts) instead of the demo bank:
 * a second bank in stock mode, its handlers placed ahead of the default ones (jest.setup.ts's
 * resetHandlers takes them away again after the test). Returns that bank, for its clock, faults and state.
 */
export function useStockBank(options: { now?: Date | string } = {}): Bank {
  const stock = createBank({ mode: 'stock', now: options.now });
  server.use(...createHandlers(stock));
  return stock;
}
