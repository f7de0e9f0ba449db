import type { DigxMeaning } from './digxCodes';

/**
 * The wording of SPEC.md section 8. Quoted texts of SPEC.md are used exactly; the rest
 * is ours (SPEC.md shows no wording). No phone numbers and no contact details anywhere
 * (DECISIONS.md): messages point to the private bank team or racing bank team.
 */
export const CONTACT_TEAM = 'please contact your private bank team or racing bank team';

export const TRANSPORT_MESSAGES = {
  sessionExpired: 'User session expired.',
  network: 'We could not reach Online Banking. Please check your internet connection and try again.',
  timeout: 'Online Banking is taking too long to answer. Please check your internet connection and try again.',
  somethingWentWrong: 'Something went wrong',
  loading: 'Loading data...',
  listError: 'Error: Could not load results',
  challengeCancelled: 'You cancelled the one-time passcode check, so nothing was sent.',
} as const;

/** HTML error pages and unreadable answers: a technical issue, quoting the code we have. */
export function technicalIssueMessage(code: string | number): string {
  return `We are sorry, we have a technical issue (error code ${code}). Please try again later and, if it continues, ${CONTACT_TEAM}.`;
}

/** Server codes the catalogue does not know: the generic message quoting the code. */
export function unknownCodeMessage(code: string): string {
  return `We are sorry, something went wrong (error code ${code}). Please try again later and, if it continues, ${CONTACT_TEAM}.`;
}

export function listErrorCode(code: string | number): string {
  return `Error Code: ${code}`;
}

export const MAPPED_MESSAGES: Record<DigxMeaning, string> = {
  passwordReuse: 'Your new password must be different from the passwords you have used before.',
  pinReuse: 'Your new transaction PIN must be different from the PINs you have used before.',
  transactionLimitExceeded: 'This amount is above the transaction limit for this type of payment.',
  dailyLimitExceeded: 'This payment would take you over your daily limit, so it has not been sent.',
  dailyCumulativeLimitExceeded: 'This payment would take you over the total you can send today, so it has not been sent.',
  creditInNotAllowed: 'The receiving account cannot accept payments in.',
  pinLocked: `Your transaction PIN is locked. To unlock it, ${CONTACT_TEAM}.`,
  pinTemporarilyLocked: 'Your transaction PIN is temporarily locked after too many attempts. Please try again later.',
  wrongPin: 'The transaction PIN you entered is not correct.',
  wrongCurrentPassword: 'The current password you entered is not correct.',
  wrongDetails: 'The details you entered are not correct. Please check them and try again.',
  wrongCredentials: 'The user ID or password you entered is not correct.',
  approvalRulesDenied: 'You do not have permission to send payments from this account',
  transactionRulesNotPermitted: 'This transaction is not permitted by the rules set up for your account.',
  duplicateFileName: 'A file with this name has already been uploaded. Please rename the file and try again.',
  duplicatePayee: 'You already have a payee with these details.',
  alphanumericViolation: 'Please use only letters, numbers and spaces.',
  nicknameOrReferenceLength: 'The nickname or reference is too long.',
  insufficientFunds: 'This account does not have the required funds to make this payment.',
  accountNoDebits: 'This account cannot make payments out at the moment.',
  cutOffPassed: "Today's cut-off time has passed. Please choose a later date.",
  postValueDate: 'The payment date is not allowed. Please choose another date.',
  payeeAccessDenied: 'You do not have access to this payee.',
  userLocked: `Your user ID has been locked after more than three invalid security attempts. To unlock it, ${CONTACT_TEAM}.`,
  accessDenied: 'You do not have access to this service.',
  accountDetailsNotFound: 'We could not find the account details.',
  otpInvalid: 'The one-time passcode you entered is not correct.',
  otpLocked: `You have entered too many incorrect one-time passcodes, so this request has been stopped. For help, ${CONTACT_TEAM}.`,
  sessionExpired: 'User session expired.',
  nonceInvalid: 'User session expired.',
};
