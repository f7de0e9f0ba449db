/**
 * Every fact that differs between banks running OBDX (DECISIONS.md "the bank profile"; ARCHITECTURE.md
 * shared/bankProfile). The app's own vocabulary (the catalogue's meanings, SPEC.md's functions, limit
 * targets, transaction categories, account types) is fixed here; a profile says how one bank's server
 * spells each of them. The demo bank has its own profile; a bank going live writes one file of this shape
 * in profiles/ and builds with BANK_PROFILE=<that file's name> (docs/digx-api.md "Going live").
 */

/** SPEC.md section 8 "Mapped server codes" (and the transport meanings the client needs): each has its own message. */
export const DIGX_MEANINGS = [
  'passwordReuse',
  'pinReuse',
  'transactionLimitExceeded',
  'dailyLimitExceeded',
  'dailyCumulativeLimitExceeded',
  'creditInNotAllowed',
  'pinLocked',
  'pinTemporarilyLocked',
  'wrongPin',
  'wrongCurrentPassword',
  'wrongDetails',
  'wrongCredentials',
  'approvalRulesDenied',
  'transactionRulesNotPermitted',
  'duplicateFileName',
  'duplicatePayee',
  'alphanumericViolation',
  'nicknameOrReferenceLength',
  'insufficientFunds',
  'accountNoDebits',
  'cutOffPassed',
  'postValueDate',
  'payeeAccessDenied',
  'userLocked',
  'accessDenied',
  'accountDetailsNotFound',
  'otpInvalid',
  'otpLocked',
  'sessionExpired',
  'nonceInvalid',
] as const;
export type DigxMeaning = (typeof DIGX_MEANINGS)[number];

/** SPEC.md section 6: the permitted functions, derived from the bank's allowed task codes. */
export type FunctionName =
  | 'payment' | 'transfer' | 'payeesManage' | 'paymentsFuture' | 'transactionLog' | 'statements'
  | 'loanStatements' | 'bulkUpload' | 'bulkView' | 'alerts' | 'payInBooks' | 'chequeBooks' | 'chequeStatus'
  | 'approver';

/** SPEC.md section 3 "Limits": the payment types limits are read for. */
export type LimitTarget = 'makePayment' | 'internalTransfer' | 'bulkPayments';

/** SPEC.md section 3 "Transaction": the twelve categories, in the order the filter shows them ('reccurentPayments' is SPEC's spelling). */
export const TRANSACTION_CATEGORIES = [
  'cardTransactions',
  'cash',
  'cheques',
  'incomingTransfers',
  'interestAndCharges',
  'internalTransfers',
  'international',
  'loanRepayments',
  'miscellaneous',
  'payments',
  'reccurentPayments',
  'vat',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

/** SPEC.md section 1: the account types. */
export type AccountType = 'CA' | 'RA' | 'TD' | 'IA' | 'NT' | 'LN' | 'MO';

/** SPEC.md section 3 "Account": capability flags OBDX has no key for. */
export interface AccountCapabilities {
  hasPayInBooks: boolean;
  canMakeBulkPayment: boolean;
  hasChequeStatus: boolean;
  hasStatements: boolean;
}

/** One of the bank's products: the app type it is, and what its accounts may do unless the bank says otherwise. */
export interface ProductRule {
  /** productDTO.productId values of this product (exact, case-insensitive). */
  productIds: readonly string[];
  type: AccountType;
  capabilities?: Partial<AccountCapabilities>;
}

/**
 * Fields a bank's cz/ extension layer may add beside OBDX's keys (DIGX-CONTRACT.md): a stock OBDX sends none.
 * The client reads each when present and says less without it; the fake bank sends the ones its profile lists.
 */
export const EXTENSION_FIELDS = [
  /** Accounts: the plain accountNumber, nickname, sequenceNumber and (v1/accounts) accountModule. */
  'accountFacts',
  /** Accounts: hasPayInBooks, canMakeBulkPayment, hasChequeStatus, hasStatements. */
  'accountCapabilities',
  /** Accounts: customerId, the party number in the clear beside OBDX's masked partyId. */
  'unmaskedPartyIds',
  /** Transactions: transactionCode (the category). */
  'transactionCode',
  /** Transactions: runningBalance on each row and the summary's opening and closing balances. */
  'runningBalance',
  /** Bulk files: recordsRejected and details[statusCode]. */
  'bulkSummary',
  /** Bulk file-identifier mappings: the party each is for (partyId, customerId); OBDX maps identifiers to the user only. */
  'fileIdentifierParties',
  /** Approvals: remarks, hostReference, audit and activityDetails. */
  'approvalDetails',
  /** GET v1/me: preferredName. */
  'preferredName',
  /** Mails and alerts: threadId and sender. */
  'mailThreads',
  /** Cheque status: paidDate on each issued cheque (SPEC.md's paid date; OBDX's issuedChequeDetails have none). */
  'chequePaidDate',
] as const;
export type ExtensionField = (typeof EXTENSION_FIELDS)[number];

export interface BankProfile {
  /** Who this profile describes, for logs and the docs. */
  name: string;
  /** The bank's server codes for each meaning of the catalogue; several codes may share one meaning. */
  errorCodes: Readonly<Record<DigxMeaning, readonly string[]>>;
  /** The task codes behind each permitted function: a function is permitted when any of its codes is allowed. */
  functionTaskCodes: Readonly<Record<FunctionName, readonly string[]>>;
  /** The task codes each limit target is assigned against in a limit package (several per target). */
  limitTaskCodes: Readonly<Record<LimitTarget, readonly string[]>>;
  /** SPEC.md shows GET v1/session/nonce, DIGX-CONTRACT.md POST. */
  nonceMethod: 'GET' | 'POST';
  /** Product → app type and capabilities; a product not listed takes its type from OBDX's own resource. */
  products: readonly ProductRule[];
  /** Branch code → sort code; branches not listed take the default (SPEC.md section 3: 609303 for branch 000). */
  branches: { readonly defaultSortCode: string; readonly sortCodes: Readonly<Record<string, string>> };
  /** The bank's posting codes → SPEC.md categories; used only where the bank sends a transactionCode. */
  transactionCodes: Readonly<Record<string, { category: TransactionCategory; label: string }>>;
  /**
   * How the bulk upload picks its file-identifier mapping (GET fileUploads/userFileIdentifiersMappings):
   * the first whose template's transaction is one of these, for the debit account's party when `byParty`.
   */
  fileIdentifier: { readonly transactions: readonly string[]; readonly byParty: boolean };
  /**
   * The subjects (subjectId of GET v1/mailCategories) an enquiry about an account or a service is sent with:
   * OBDX's categories mark no subject as an enquiry, so which ones are is this bank's choice.
   */
  mailEnquirySubjects: { readonly account: string; readonly service: string };
  /**
   * The access point (OBDX's accessPointValue) whose daily use of the limits this app's payments count against,
   * asked of GET v1/financialLimitUtilization: OBDX keeps use per access point, and names the internet channel
   * APINTERNET in its packages (obdx-samples/me-assignedLimitPackage.json).
   */
  limitAccessPoint: string;
  /**
   * The bank's own names for steps of its first-login flow (GET v1/me/loginFlow, a loginConfigDTO's
   * uiComponentName or id), beside OBDX's terms-and-conditions and change-password, which are always read. OBDX
   * has no PIN step of its own, so a bank that forces a PIN change names that step here.
   */
  loginStepNames: Readonly<Record<string, 'terms' | 'password' | 'pin'>>;
  /** How long a session may stay open in this app (DECISIONS.md "inactivity auto-logout", "longest session"). */
  sessionLimits: SessionLimits;
  /**
   * The bank's RSA key for passwords and PINs (GET v1/publicKey), pinned: the app encrypts with no other key, so
   * whoever can change that answer on its way (a proxy, a CDN, a compromised host) cannot swap in a key of their
   * own. Each pin is the SHA-256 of the key's SubjectPublicKeyInfo in DER, in base64 (44 characters, HPKP's
   * pin-sha256): `openssl pkey -pubin -in bank-key.pem -outform DER | openssl dgst -sha256 -binary | base64`.
   * List the next key beside the current one before the bank rolls its key over. Unset, any key of 2048 bits or
   * more is taken; a shorter one never is.
   */
  publicKeyPins?: readonly string[];
  /** The extension fields the bank's cz/ layer sends. */
  extensions: readonly ExtensionField[];
}

/**
 * DECISIONS.md: 5 minutes without activity ends a session, the UK strong-customer-authentication rule for
 * online access to a payment account (RTS Article 4(3)(d)); a bank may set a shorter time, never a longer one.
 */
export interface SessionLimits {
  /** Time without activity (mouse, touch, scroll, click, key), by the clock, after which the session ends. */
  readonly idleLimitMs: number;
  /** How long before that end the "Are you still there?" dialog offers "Stay logged in". */
  readonly idleWarningMs: number;
  /**
   * DECISIONS.md "longest session": however active the customer, the session ends this long after the login
   * (12 hours by default), with the same warning and end as the idle limit.
   */
  readonly longestSessionMs: number;
}
