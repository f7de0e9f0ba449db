import { DIGX_CODES } from '../bank/profile';
import { DEMO_OTP, type Security } from '../bank/security';
import type { BankMode } from '../bank/mode';
import { noContent, obdxError } from './responses';

export { DEMO_OTP };

function challengeHeader(c: { referenceNo: string; attemptsLeft: number; resendsLeft: number }): Record<string, string> {
  return {
    'X-CHALLENGE': JSON.stringify({ authType: 'OTP', referenceNo: c.referenceNo, attemptsLeft: c.attemptsLeft, resendsLeft: c.resendsLeft }),
  };
}

async function fingerprintOf(request: Request): Promise<string> {
  const url = new URL(request.url);
  url.searchParams.delete('locale');
  return `${request.method} ${url.pathname}?${url.searchParams.toString()} ${await request.clone().text()}`;
}

/**
 * The 417 two-factor step of DIGX-CONTRACT.md. Returns the answer that stops the call
 * (417 ask or wrong code, 412 locked), or undefined when the right code came with an
 * identical replay of the protected call. A stock OBDX asks with the X-CHALLENGE header
 * and an empty body; the demo bank adds a JSON message beside it.
 */
export async function checkChallenge(security: Security, request: Request, mode: BankMode = 'demo'): Promise<Response | undefined> {
  const fingerprint = await fingerprintOf(request);
  const header = request.headers.get('X-CHALLENGE_RESPONSE');
  let answer: { otp?: string; referenceNo?: string } = {};
  try {
    answer = header ? (JSON.parse(header) as typeof answer) : {};
  } catch {
    answer = {};
  }
  const pending = security.challenge(answer.referenceNo);
  if (!pending || pending.fingerprint !== fingerprint) {
    const opened = security.openChallenge(fingerprint);
    if (mode === 'stock') return noContent(417, challengeHeader(opened));
    return obdxError(417, undefined, 'Please enter the one-time passcode sent to you.', challengeHeader(opened));
  }
  if (answer.otp === DEMO_OTP) {
    security.closeChallenge(pending.referenceNo);
    return undefined;
  }
  pending.attemptsLeft -= 1;
  if (pending.attemptsLeft <= 0) {
    security.closeChallenge(pending.referenceNo);
    return obdxError(412, DIGX_CODES.otpLocked, 'Too many incorrect one-time passcodes.');
  }
  return obdxError(417, DIGX_CODES.otpInvalid, 'The one-time passcode is not correct.', challengeHeader(pending));
}
