/**
 * The one table of server error codes the app gives its own message (SPEC.md section 8,
 * "Mapped server codes"). SPEC.md does not show the numeric codes: these are the codes the
 * fake bank speaks, written in OBDX's `DIGX_…` style. A bank whose server uses other codes
 * remaps them here and nowhere else (docs/digx-api.md says so too).
 */
export const DIGX_CODES = {
  passwordReuse: 'DIGX_CZ_PWD_REUSE',
  pinReuse: 'DIGX_CZ_PIN_REUSE',
  transactionLimitExceeded: 'DIGX_CZ_TXN_LIMIT',
  dailyLimitExceeded: 'DIGX_CZ_DAILY_LIMIT',
  dailyCumulativeLimitExceeded: 'DIGX_CZ_DAILY_CUMULATIVE_LIMIT',
  creditInNotAllowed: 'DIGX_CZ_CREDIT_NOT_ALLOWED',
  pinLocked: 'DIGX_CZ_PIN_LOCKED',
  pinTemporarilyLocked: 'DIGX_CZ_PIN_TOO_MANY_TOKENS',
  wrongPin: 'DIGX_CZ_WRONG_PIN',
  wrongCurrentPassword: 'DIGX_CZ_WRONG_CURRENT_PWD',
  wrongDetails: 'DIGX_CZ_WRONG_DETAILS',
  wrongCredentials: 'DIGX_CZ_WRONG_CREDENTIALS',
  approvalRulesDenied: 'DIGX_CZ_APPROVAL_RULE_DENIED',
  transactionRulesNotPermitted: 'DIGX_CZ_TXN_RULE_NOT_PERMITTED',
  duplicateFileName: 'DIGX_CZ_DUPLICATE_FILE',
  duplicatePayee: 'DIGX_CZ_DUPLICATE_PAYEE',
  alphanumericViolation: 'DIGX_CZ_ALPHANUMERIC',
  nicknameOrReferenceLength: 'DIGX_CZ_LENGTH',
  insufficientFunds: 'DIGX_CZ_INSUFFICIENT_FUNDS',
  accountNoDebits: 'DIGX_CZ_NO_DEBITS',
  cutOffPassed: 'DIGX_CZ_CUT_OFF_PASSED',
  postValueDate: 'DIGX_CZ_POST_VALUE_DATE',
  payeeAccessDenied: 'DIGX_CZ_PAYEE_ACCESS_DENIED',
  userLocked: 'DIGX_CZ_USER_LOCKED',
  accessDenied: 'DIGX_CZ_ACCESS_DENIED',
  accountDetailsNotFound: 'DIGX_CZ_ACCOUNT_NOT_FOUND',
  otpInvalid: 'DIGX_TFA_INVALID_OTP',
  otpLocked: 'DIGX_TFA_LOCKED',
  sessionExpired: 'DIGX_CZ_SESSION_EXPIRED',
  nonceInvalid: 'DIGX_CZ_NONCE_INVALID',
} as const;

export type DigxMeaning = keyof typeof DIGX_CODES;
export type DigxCode = (typeof DIGX_CODES)[DigxMeaning];

const MEANING_BY_CODE: ReadonlyMap<string, DigxMeaning> = new Map(
  (Object.entries(DIGX_CODES) as [DigxMeaning, string][]).map(([meaning, code]) => [code, meaning]),
);

export function meaningOf(code: string | undefined): DigxMeaning | undefined {
  return code === undefined ? undefined : MEANING_BY_CODE.get(code);
}
