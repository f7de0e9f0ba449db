/** The two-factor challenge of DIGX-CONTRACT.md: a 417 carries `X-CHALLENGE` as JSON. */
export interface Challenge {
  authType: string;
  referenceNo: string;
  attemptsLeft: number;
  resendsLeft: number;
}

export interface ChallengeResponse {
  authType: string;
  otp: string;
  referenceNo: string;
}

export function parseChallengeHeader(header: unknown): Challenge | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  try {
    const raw = JSON.parse(header) as Partial<Record<keyof Challenge, unknown>>;
    if (typeof raw.referenceNo !== 'string') return undefined;
    return {
      authType: typeof raw.authType === 'string' ? raw.authType : 'OTP',
      referenceNo: raw.referenceNo,
      attemptsLeft: typeof raw.attemptsLeft === 'number' ? raw.attemptsLeft : 3,
      resendsLeft: typeof raw.resendsLeft === 'number' ? raw.resendsLeft : 0,
    };
  } catch {
    return undefined;
  }
}
