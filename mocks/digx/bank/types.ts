/**
 * The fake bank's in-memory state.
 *
 * One convention for every stored record: its top-level keys are the OBDX wire shape (DIGX-CONTRACT.md and the
 * captured OBDX answers), so a handler answers with `toWire(record)`; whatever the wire must not show (owners,
 * party, plain account number, PIN, display order...) lives in the record's `internal` object. Fields SPEC.md
 * names but OBDX lacks (payee verificationReport, bulk recordsRejected, transactionCode...) sit beside the OBDX
 * keys, as DIGX-CONTRACT.md asks. Users and parties are bank-side only and have no wire shape of their own.
 */

// ---------- wire primitives ----------

/** OBDX id: masked display plus an opaque token (never the account number). */
export interface Id { displayValue: string; value: string }
export type CurrencyCode = 'GBP' | 'USD' | 'EUR';
export interface Money { currency: CurrencyCode; amount: number }
/** Business date, no zone: "2024-01-02T00:00:00". */
export type ObdxDate = string;
/** Audit stamp in UTC: "2024-01-02T10:52:19.000Z". */
export type AuditStamp = string;
/** Europe/London wall-clock stamp, no zone: "2024-01-02T10:52:19" (mail dates). */
export type LocalStamp = string;

// ---------- shared tables: the client and the bank must agree on these ----------

// The task codes are the bank profile's (./profile.ts): the bank keeps its books in the demo bank's codes and
// its stock mode answers in the stock profile's (handlers/limits.ts).
import type { FunctionName, LimitTarget, TransactionCategory, TransactionCode } from './profile';
export { FUNCTION_TASK_CODES, LIMIT_TARGET_TASK_CODES } from './profile';
export type { FunctionName, LimitTarget };

export type AppAccountType = 'CA' | 'RA' | 'TD' | 'IA' | 'NT' | 'LN' | 'MO';
export type AccountGroup = 'current' | 'racing' | 'deposit' | 'lending';
/** Which OBDX resource answers for the account: v1/accounts/demandDeposit, /deposit or /loan. */
export type AccountModule = 'demandDeposit' | 'deposit' | 'loan';

/** The SPEC categories and the posting codes that map to them: the demo bank profile's table. */

export type { TransactionCategory, TransactionCode };

// ---------- users and parties ----------

export interface UserProfileWire {
  userName: string;
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  emailId: { displayValue: string };
  phoneNumber: { displayValue: string };
  partyId: Id;
  userType: 'retailuser' | 'corporateuser';
  roles: string[];
  homeEntity: string;
  accessibleEntities: string[];
  accessibleEntityDTOs: { entityId: string; entityName: string }[];
  lastLoginTime: AuditStamp;
}

export interface LoginFlowFlags { termsNotAccepted: boolean; forcePasswordChange: boolean; forcePinChange: boolean }

export interface MarketingConsent {
  /** CLOSED: the consent modal was closed without an answer, so it shows again at the next login. */
  status: 'UNANSWERED' | 'SUBMITTED' | 'DO_NOT_WISH_TO_SEE' | 'CLOSED';
  channels: { email: boolean; sms: boolean; phone: boolean; post: boolean };
  updatedOn: AuditStamp | null;
}

/** One channel of a subscribed action, as GET v1/actionSubscriptions lists it (OBDX_UI alerts-subscription.js). */
export interface SubscriptionPreferenceWire {
  destination: 'EMAIL' | 'SMS';
  destinationAddress: string;
  recipientCategory: 'PARTY' | 'CORPORATE';
  urgencyType: string;
  consolidationRequired: boolean;
  timeRestricted: boolean;
  startRestrictedTime: number;
  endRestrictedTime: number;
  transactionAmount: { amount: number };
}

/** One alert of a subscription, by OBDX's keys (activityId, eventId, actionId) and its alertName. */
export interface SubscribedActionWire {
  module: string;
  alertName: AlertName;
  activityId: string;
  eventId: string;
  actionId: string;
  subscribedActionStartDate: ObdxDate;
  subscribedActionEndDate: ObdxDate;
  actionTemplate: { keyDTO: { id: string } };
  subscriptionLevel: 'PARTY';
  subscriptionLevelPartyKey: { value: string };
  subscriptionPreferences: SubscriptionPreferenceWire[];
}

/** GET v1/actionSubscriptions item (actionSubscriptionDTO[]). */
export interface ActionSubscriptionWire {
  subscriptionId: string;
  isActive: boolean;
  subscriptionLevel: 'PARTY';
  subscriptionStartDate: ObdxDate;
  subscriptionEndDate: ObdxDate;
  subscribedActions: SubscribedActionWire[];
}

export interface UserRecord {
  userId: string;
  password: string;
  pin: string;
  failedAttempts: number;
  locked: boolean;
  /** Wrong transaction PINs in a row; more than three lock the PIN (not the login). */
  pinFailedAttempts: number;
  pinLocked: boolean;
  firstLoginFlowDone: boolean;
  loginFlow: LoginFlowFlags;
  passwordHistory: string[];
  pinHistory: string[];
  allowedTransactions: string[];
  userProfile: UserProfileWire;
  marketingConsent: MarketingConsent;
  alertContacts: { email: string; sms: string };
  alertSubscriptions: ActionSubscriptionWire[];
  /** SPEC "User" fields OBDX's profile lacks. */
  preferredName: string;
  /** Party numbers (plain) this user may act for; the first is the main party. */
  partyNumbers: string[];
  /** Bulk customer id (SPEC bulkId); null for users without bulk rights. */
  bulkId: string | null;
}

export interface PartyRecord {
  partyId: Id;
  partyNumber: string;
  name: string;
  /** Entity id for X-Target-Unit and accessibleEntityDTOs: one entity per party in this bank. */
  entityId: string;
  kind: 'INDIVIDUAL' | 'CORPORATE';
  userIds: string[];
}

// ---------- accounts ----------

export interface AccountCapabilities {
  hasChequeBooks: boolean;
  hasPayInBooks: boolean;
  canMakeBulkPayment: boolean;
  hasChequeStatus: boolean;
  hasStatements: boolean;
  /** False for notice, deposit and lending accounts ('Sorry, this account is unable to make payments.'). */
  paymentsAllowed: boolean;
  transferOutDisabled: boolean;
  statementsDisabled: boolean;
}

export interface AccountInternal {
  appType: AppAccountType;
  group: AccountGroup;
  module: AccountModule;
  accountNumber: string;
  sortCode: string;
  /** Party id token (PartyRecord.partyId.value). */
  partyId: string;
  partyNumber: string;
  ownerUserIds: string[];
  nickname: string | null;
  /** Display order (accountNickname sequenceNumber); 1-based within the owner's accounts. */
  order: number;
  capabilities: AccountCapabilities;
}

export interface BranchAddressWire {
  id: string;
  branchName: string;
  branchAddress: { postalAddress: { line1: string; line2: string; city: string; postCode: string; country: string } };
}

interface AccountWireBase {
  id: Id;
  partyId: Id;
  status: 'ACTIVE' | 'CLOSED' | 'DORMANT';
  currencyCode: CurrencyCode;
  branchCode: string;
  openingDate: ObdxDate;
  partyName: string;
  displayName: string;
  holdingPattern: 'SINGLE' | 'JOINT';
  module: 'CON';
  branchAddressDTO: BranchAddressWire;
}

/** v1/accounts/demandDeposit list item (CA, RA, IA, NT); detail-only keys included so one record serves both. */
export interface DemandDepositAccountWire extends AccountWireBase {
  type: 'CSA';
  productDTO: {
    productId: string;
    description: string;
    productClass: 'C';
    productGroup: 'C' | 'S';
    demandDepositProductFacilitiesDTO: {
      hasChequeBookFacility: boolean; hasOverDraftFacility: boolean; hasPassbookFacility: boolean; hasATMFacility: boolean;
    };
  };
  ddaAccountType: 'Current Account' | 'Saving Account';
  availableBalance: Money;
  currentBalance: Money;
  overDraftLimit: { sanctionedLimitAmount: Money };
  holdAmount: Money;
  withdrawalAllowed: boolean;
  noOfDebitCards: number;
}

/**
 * OBDX's maturity instruction codes (OBDX_UI resources/nls/td-details.js maturityInstructions): A close on maturity,
 * I renew principal and interest, P renew principal and pay out interest, S renew a special amount and pay out the
 * rest, T renew interest and pay out principal.
 */
export type RollOverType = 'A' | 'I' | 'P' | 'S' | 'T';

/**
 * GET v1/accounts/deposit/{id}/payOutInstructions item (OBDX_UI td-details.html): type is where the money goes (O own
 * account, I internal account, E another bank's, N no instruction), payoutComponentType what goes (P principal, I interest).
 */
export interface PayoutInstructionWire { type: 'O' | 'I' | 'E' | 'N'; payoutComponentType: 'P' | 'I'; accountId: Id; percentage: number }

/** v1/accounts/deposit list item (TD). */
export interface TermDepositAccountWire extends AccountWireBase {
  type: 'TRD';
  productDTO: { productId: string; name: string; module: 'CON' };
  maturityAmount: Money;
  maturityDate: ObdxDate;
  principalAmount: Money;
  currentPrincipalAmount: Money;
  interestRate: number;
  availableBalance: Money;
  tenure: { days: number; months: number; years: number };
  rollOverType: RollOverType;
  /** Answered by the deposit's own payOutInstructions call, as OBDX lists them; the deposit itself sends none. */
  payoutInstructions: PayoutInstructionWire[];
}

/** v1/accounts/loan list item (LN, MO), with the keys of GET v1/accounts/loan/{id} (OBDX_UI loan-details.html). */
export interface LoanAccountWire extends AccountWireBase {
  type: 'LON';
  productDTO: { productId: string; name: string; description: string; productGroup: 'RETAIL' };
  approvedAmount: Money;
  disbursedAmount: Money;
  outstandingAmount: Money;
  maturityDate: ObdxDate;
  numberOfInstallment: number;
  interestRate: number;
  /** OBDX's schedule summary, spelled as OBDX spells it (installement). */
  loanScheduleDTO: {
    nextDueDate: ObdxDate;
    nextInstallmentAmount: Money;
    amountPaid: Money;
    installementDueCount: number;
    installementPaidCount: number;
    principalRepaymentFrequency: 'Monthly';
    interestRepaymentFrequency: 'Monthly';
  };
}

export type AccountWire = DemandDepositAccountWire | TermDepositAccountWire | LoanAccountWire;
export type AccountRecord = AccountWire & { internal: AccountInternal };

// ---------- transactions ----------

export interface TransactionWire {
  postingDate: ObdxDate;
  valueDate: ObdxDate;
  transactionDate: ObdxDate;
  accountId: Id;
  branchId: string;
  amountInAccountCurrency: Money;
  description: string;
  userReferenceNumber: string;
  key: { transactionReferenceNumber: string; subSequenceNumber: string };
  transactionType: 'C' | 'D';
  /** Demand deposits: the balance after this entry. Loans: the outstanding amount after it (C lowers it). */
  runningBalance: Money;
  /** SPEC transactionCode, beside the OBDX keys; its category is in transactionCodes.ts. */
  transactionCode: TransactionCode;
}

export interface TransactionRecord extends TransactionWire {
  internal: {
    category: TransactionCategory;
    /** Global posting order, unique; keeps same-day entries in their seeded order. */
    seq: number;
    chequeNumber?: string;
    /** Own account on the other leg of an internal transfer (account id token). */
    counterpartyAccountId?: string;
  };
}

// ---------- payees ----------

export interface VerificationReport {
  matched: 'Y' | 'A' | 'N';
  reasonCode: string | null;
  payeeAccountName: string;
  verifiedOn: AuditStamp;
  /** The customer's CoP status and choice on a warning, as the app sent them with the new payee. */
  customerStatus?: string | null;
  customerSelection?: string | null;
}

export interface PayeeWire {
  id: string;
  groupId: string;
  nickName: string;
  payeeType: 'DOMESTIC';
  domesticPayeeType: 'UK';
  ukDomesticPayee: {
    accountNumber: string;
    accountName: string;
    bankDetails: { code: string; name: string; branch: string; address: string; city: string; country: string };
    network: 'SORT';
    paymentType: 'FAS';
  };
  payeeAccessType: 'PUBLIC' | 'PRIVATE';
  createdBy: string;
  /** Beside the OBDX keys (SPEC "Payee"). */
  lastPaymentReference: string | null;
  payeeReference: string;
  payeeDescription: string;
  verificationReport: VerificationReport | null;
  /** PENDING_APPROVAL until an approver accepts it; such a payee cannot be paid. */
  status: 'ACTIVE' | 'PENDING_APPROVAL';
}

export interface PayeeGroupRecord {
  groupId: string;
  name: string;
  listPayees: PayeeWire[];
  internal: { ownerUserId: string; partyId: string };
}

// ---------- instructions (standing orders, future payments, direct debits) ----------

export type InstructionCode = 'SI' | 'FD' | 'DD';

export interface InstructionWire {
  instructionId: string;
  paymentType: string;
  type: 'REC' | 'NONREC';
  startDate: ObdxDate;
  endDate: ObdxDate | null;
  nextExecutionDate: ObdxDate | null;
  externalReferenceNumber: string;
  payeeNickName: string;
  freqDays: number;
  freqMonths: number;
  freqYears: number;
  partyId: Id;
  amount: Money;
  remarks: string;
  debitAccountId: Id;
  creditAccountId: Id;
  /** 'A' active, 'C' cancelled (the captured sample says "ACTIVE"; clients should read both). */
  statusType: 'A' | 'C';
  branchCode: string;
  adhocPayment: boolean;
  /** Direct debits only: mandate reference and the last collection. */
  dealId?: string;
  lastPaymentDate?: ObdxDate;
}

export interface InstructionRecord extends InstructionWire {
  internal: {
    code: InstructionCode;
    ownerUserId: string;
    /** SPEC recurrence code: 10 Once ... 50 Monthly ... 90 Yearly. */
    frequencyCode: string;
    numInstallments: number | null;
    toAccountNumber: string;
    toSortCode: string;
    payeeId: string | null;
  };
}

// ---------- payments in flight (create → verify → confirm) ----------

export interface PaymentDetailsWire {
  amount: Money;
  debitAccountId: Id;
  creditAccountId: Id;
  valueDate: ObdxDate;
  type: 'REC' | 'NONREC';
  frequency: string | null;
  startDate: ObdxDate | null;
  endDate: ObdxDate | null;
  remarks: string;
  /** Payouts only. */
  payeeId?: string;
  sortCode?: string;
  accountName?: string;
}

export interface PaymentRecord {
  paymentId: string;
  status: 'INITIATED' | 'VERIFIED' | 'PENDING_APPROVAL' | 'SENT_TO_HOST' | 'COMPLETED' | 'REJECTED';
  transferDetails?: PaymentDetailsWire;
  payoutDetails?: PaymentDetailsWire;
  internal: {
    ownerUserId: string; partyId: string; kind: 'SELF' | 'EXTERNAL'; createdAt: AuditStamp; activityId: string | null;
    /** Made in the app (handlers/payments.ts): prepared on an instructions path (future or recurring). */
    instruction?: boolean;
    /** The standing order or future payment it became, once confirmed. */
    instructionId?: string;
  };
}

// ---------- mail ----------

export interface MessageUserMapping { mapId: string; userId: string; status: 'U' | 'R'; msgFlag: 'T' | 'F'; deleteStatus: boolean }

export interface MailRecord {
  messageId: Id;
  messageType: 'M' | 'A';
  subject: string;
  subjectId: string | null;
  messageBody: string;
  receivedDate: LocalStamp;
  creationDate: LocalStamp;
  /** The first message's messageId.value; replies share it. */
  threadId: string;
  /** The party (entity) the message is about, for multi-entity users; null when none was named. */
  party: Id | null;
  /** Sender shown to the user (SPEC Mail.sender), beside the OBDX keys: the bank's team, or the user's name for sent mail. */
  sender: string;
  messageUserMappings: MessageUserMapping[];
  internal: MailInternal;
}

export interface MailInternal {
  ownerUserId: string;
  /** Bank-clock instant (ms) the message was sent or received: the newest-first order. */
  at: number;
  /** Sent mail: the bank-clock instant (ms) the bank's answer arrives (handlers/mailStore.ts); null once answered or never. */
  answerDueAt: number | null;
}

/** Bulletins: GET v1/mailbox/mailers item (mailerUserMapDTO), with the body beside (GET mailers/{messageId}). */
export interface MailerRecord {
  creationDate: LocalStamp;
  receivedDate: LocalStamp;
  /** The user's copy of the bulletin: what PUT mailers/{mapId} names. */
  mapId: string;
  subject: string;
  messageId: Id;
  userId: string;
  status: 'U' | 'R';
  priority: 'L' | 'M' | 'H';
  deleteStatus: boolean;
  messageBody: string;
}

/** GET v1/mailCategories subject (mailCategoryDTOs[].subjects[]), listed under its category's name. */
export interface MailSubject {
  subjectId: string;
  subject: string;
  /** The category's name (mailCategoryDTOs[].name), and which users are offered it. */
  internal: { category: string; audience: 'all' | UserProfileWire['userType'] };
}

// ---------- statements ----------

export type StatementType = 'Statement' | 'LOAN-PRENOTICE' | 'CCALOAN-STATEMENT' | 'CASA-Statement';

export interface StatementRecord {
  id: string;
  documentId: string;
  title: string;
  date: ObdxDate;
  statementType: StatementType;
  accountId: Id;
  internal: { accountNumber: string; periodStart: ObdxDate; periodEnd: ObdxDate };
}

// ---------- limits ----------

export interface LimitWire {
  limitId: string;
  limitName: string;
  limitDescription: string;
  currency: CurrencyCode;
  limitType: 'TXN' | 'PER';
  owner: { value: string; type: 'BANK' };
  /** TXN limits (the captured OBDX shape). */
  amountRange?: { minTransaction: Money; maxTransaction: Money };
  /** PER limits. */
  maxAmount?: Money;
  maxCount?: number;
  periodicity?: 'DAILY' | 'MONTHLY';
}

export interface TargetLimitLinkageWire {
  target: { id: string; value: string; type: { id: 'TASK'; name: 'TASK'; mandatory: boolean } };
  limits: LimitWire[];
  effectiveDate: ObdxDate;
}

/** One item of limitPackageDTOList. */
export interface LimitPackageRecord {
  key: { id: string };
  description: string;
  currency: CurrencyCode;
  targetLimitLinkages: TargetLimitLinkageWire[];
  internal: { entityType: 'USER' | 'PARTY'; entityId: string };
}

/** limitUtilizationDTOs item; utilizationDate is today's date; an older date means nothing used today. */
export interface LimitUtilizationRecord {
  entityId: string;
  utilizationId: string;
  entityType: 'USER' | 'PARTY';
  limitType: 'PER#DAILY';
  utilizationDate: ObdxDate;
  count: number;
  amount: Money;
}

// ---------- approvals and activity log ----------

export type ApprovalStatus = 'INITIATED' | 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'SENT_TO_HOST';
/** OBDX's kinds of transaction (OBDX_UI approvals/pending-approvals.js), of those this bank has. */
export type Discriminator = 'PAYMENTS' | 'BULK_FILE' | 'PAYEE_BILLER';

export interface ApprovalAuditEntry { authedBy: string; authedOn: AuditStamp; status: ApprovalStatus; remarks: string | null }

export interface PersonDetailsWire {
  title: string; firstName: string; middleName: string; lastName: string; emailId: string; mobileNumber: string;
}

/**
 * SPEC.md section 3 "Activity log item" facts OBDX's approval item lacks, beside its keys (top-level
 * `activityDetails`): what the activity log and its receipts show. Account numbers are masked as OBDX masks them.
 */
export interface ActivityDetailsWire {
  /** The task name (taskDTO.name): 'Make a Payment', 'Internal Transfer', 'Bulk Domestic Transfer'... */
  type: string;
  /** 'xxxxxxxxxxxx1234', or '' when there is no one account paid (bulk files). */
  toAccountNo: string;
  /** 6 digits, or ''. */
  toSortCode: string;
  beneName: string;
  reference: string;
  /** YYYY-MM-DD: the end date of a standing order; null for anything that does not repeat or has no end. */
  repeatsUntil: string | null;
  payeeId: string | null;
  groupId: string | null;
  /** The payee being created (Create Payee) or the one-off payee of an adhoc payment; else null. */
  newBeneDetails: { title: string; accountNumber: string; sortCode: string } | null;
}

/** transactions-approval.json transactionDTOs item; also the activity log's item. */
export interface ActivityRecord {
  transactionId: string;
  transactionName: string;
  limitTaskCode: string | null;
  createdBy: string;
  creationDate: AuditStamp;
  lastUpdatedBy: string;
  lastUpdatedDate: AuditStamp;
  approvalDetails: { stepNo: number; status: ApprovalStatus; action: 'CREATE'; approvalType: 'SE'; countOfApprovals: number };
  processingDetails: { currentStep: 'approval' | 'processing' | 'completed'; status: 'S' | 'P' | 'F' };
  transactionSnapshot: Record<string, string>;
  taskDTO: { id: string; name: string; type: 'FINANCIAL_TRANSACTION' | 'NONFINANCIAL_TRANSACTION'; moduleType: string };
  createdByDetails: PersonDetailsWire;
  discriminator: Discriminator;
  partyId: Id;
  accountId: Id | null;
  accountType: 'CSA' | null;
  amount: Money | null;
  valueDate: ObdxDate | null;
  creditAccountId: Id | null;
  creditAccountName: string | null;
  /** Beside the OBDX keys (SPEC approval transaction / activity log). */
  remarks: string | null;
  hostReference: string | null;
  audit: ApprovalAuditEntry[];
  activityDetails: ActivityDetailsWire;
  internal: { partyId: string; userIds: string[]; approverUserIds: string[] };
}

// ---------- bulk files ----------

export type BulkFileStatus =
  | 'UPLOADED' | 'VERIFIED' | 'PENDING_APPROVAL' | 'APPROVED' | 'PROCESSING_IN_PROGRESS' | 'PROCESSED' | 'ERROR' | 'REJECTED';
export type BulkRecordStatus = 'VERIFIED' | 'UPLOADED' | 'APPROVED' | 'PROCESSING_IN_PROGRESS' | 'PROCESSED' | 'COMPLETED' | 'REJECTED';

/** GET v1/fileUploads/userFileIdentifiersMappings userTemplateRelationships item, per party. */
export interface FileIdentifierMappingRecord {
  fileIdentifierRegistrationDTO: {
    fileIdentifier: string;
    description: string;
    templateId: string;
    approvalType: 'F' | 'R';
    fileTemplateDTO: {
      templateId: string; description: string; templateType: 'D'; transaction: 'DTF'; accountingType: 'SDMC';
      formatType: 'CSV' | 'XLSX'; financial: boolean;
    };
  };
  userId: string;
  sensitiveCheck: boolean;
  internal: { partyId: string; partyNumber: string };
}

/** GET v1/fileUploads/files fileDetails item. */
export interface BulkFileRecord {
  fileUpload: {
    key: { id: string };
    fileIdentifier: string;
    fileName: string;
    fileStatus: BulkFileStatus;
    creationDate: AuditStamp;
    transaction: 'DTF';
    debitAccountId: Id;
    totalAmount: Money;
    noOfRecords: number;
    valueDate: ObdxDate;
    partyId: Id;
  };
  recordsRejected: number;
  details: { statusCode: BulkRecordStatus | BulkFileStatus; count: number }[];
  internal: {
    ownerUserId: string;
    partyId: string;
    /** Europe/London date of the upload (creationDate is UTC). */
    uploadedOn: ObdxDate;
    /** The uploaded rows: name,sortCode,accountNumber,type,reference,amount (no header). */
    fileContent: string;
    /** XML error log for files in ERROR (GET .../responsefile?fileType=error). */
    errorLog: string | null;
    activityId: string | null;
    /**
     * Files uploaded in the app (handlers/fileUploads.ts) move on with the bank's clock
     * (handlers/fileUploadProcessing.ts); seeded files have none and keep their status.
     */
    live?: {
      /** When processing started: the upload, or the approval of a file that waited for one; null while waiting. */
      processingFrom: AuditStamp | null;
      /** It waited for an authoriser (shows APPROVED, not VERIFIED, until processing starts). */
      approved: boolean;
      /** The one debit of its accepted records is posted (transaction reference). */
      postedReference: string | null;
    };
  };
}

/** GET v1/fileUploads/files/{id}/records recordDetails item. */
export interface BulkRecordRecord {
  recRefId: string;
  fileRefId: string;
  status: BulkRecordStatus;
  currencyAmount: Money;
  debitAccountId: Id;
  creditAccountId: { displayValue: string; value: string };
  creditAccountSortCode: string;
  beneficiaryName: string;
  paymentType: 'FP' | 'BACS';
  reference: string;
  valueDate: ObdxDate;
  errorCode: string | null;
  errorMessage: string | null;
}

// ---------- cheques and books ----------

/** C Cancelled, N Not used, R Rejected, S Stopped, U Used, H Hold. */
export type ChequeStatus = 'C' | 'N' | 'R' | 'S' | 'U' | 'H';

export interface ChequeRecord {
  chequeNumber: string;
  status: ChequeStatus;
  amount: Money | null;
  issueDate: ObdxDate;
  paidDate: ObdxDate | null;
}

export interface BookRecord {
  bookId: string;
  kind: 'CHEQUE' | 'PAYIN';
  accountId: Id;
  firstNumber: string;
  lastNumber: string;
  leaves: number;
  issuedDate: ObdxDate;
  status: 'ISSUED' | 'DELIVERED';
}

export interface BookRequestRecord {
  requestId: string;
  kind: 'CHEQUE' | 'PAYIN';
  accountId: Id;
  numberOfBooks: number;
  requestDate: ObdxDate;
  status: 'REQUESTED' | 'DISPATCHED';
  internal: { ownerUserId: string };
}

// ---------- alerts ----------

export type AlertName = 'Failed Login Alert' | 'Login Alert';

/** GET v1/activityEventActions alertResponseDTO item: the alert, its template and who may receive it how. */
export interface ActivityEventActionRecord {
  alertDTO: {
    alertName: AlertName;
    alertType: 'S' | 'M';
    expiryDate: ObdxDate;
    eventType: string;
    transactional: boolean;
    alertKeyDTO: { activityId: string; eventId: string; actionId: string };
    alertTemplate: { keyDTO: { id: string }; urgency: string };
    recipientMessageTemplates: {
      keyDTO: { recipient: 'CUSTOMER' | 'USER'; recipientCategory: 'PARTY' | 'CORPORATE' };
      alertType: 'S';
      recipientType: string;
      messageTemplateDTO: { messageTemplateId: string; destinationType: 'EMAIL' | 'SMS' }[];
    }[];
  };
}

// ---------- payment companies (third-party providers the customer has allowed) ----------

export type ConsentPermission = 'View account details and balances' | 'View transactions' | 'Make payments';

/** GET cz/v1/me/paymentCompanies consents item (handlers/paymentCompanies.ts); withdrawn ones are kept, not listed. */
export interface PaymentCompanyConsentRecord {
  consentId: string;
  company: string;
  permissions: ConsentPermission[];
  accounts: Id[];
  grantedOn: ObdxDate;
  /** Null: until the customer withdraws it. */
  expiresOn: ObdxDate | null;
  status: 'ACTIVE' | 'WITHDRAWN';
  internal: { ownerUserId: string; withdrawnOn: AuditStamp | null };
}

// ---------- the whole bank ----------

/** Next numbers for ids created after seeding; bump with nextCounter(state, kind). */
export interface Counters {
  transaction: number;
  payment: number;
  payee: number;
  instruction: number;
  mail: number;
  activity: number;
  bulkFile: number;
  bookRequest: number;
  subscription: number;
}

export interface BankState {
  /** The clock the seed was built with: ISO instant and its Europe/London date. */
  seededAt: AuditStamp;
  today: string;
  users: Record<string, UserRecord>;
  /** By party id token. */
  parties: Record<string, PartyRecord>;
  /** By account id token, in display order. */
  accounts: Record<string, AccountRecord>;
  /** By account id token, oldest first; the last runningBalance is the account's balance. */
  transactions: Record<string, TransactionRecord[]>;
  payeeGroups: PayeeGroupRecord[];
  instructions: InstructionRecord[];
  payments: Record<string, PaymentRecord>;
  mails: MailRecord[];
  mailers: MailerRecord[];
  mailSubjects: MailSubject[];
  statements: StatementRecord[];
  limitPackages: LimitPackageRecord[];
  limitUtilization: LimitUtilizationRecord[];
  activity: ActivityRecord[];
  fileIdentifierMappings: FileIdentifierMappingRecord[];
  bulkFiles: BulkFileRecord[];
  /** By file id (fileUpload.key.id). */
  bulkRecords: Record<string, BulkRecordRecord[]>;
  books: BookRecord[];
  bookRequests: BookRequestRecord[];
  /** By account id token, ascending cheque number. */
  cheques: Record<string, ChequeRecord[]>;
  alertCatalogue: ActivityEventActionRecord[];
  /** Every user's payment-company consents, withdrawn ones included. */
  paymentCompanyConsents: PaymentCompanyConsentRecord[];
  /** International payment requests sent from the app (handlers/international.ts), oldest first. */
  internationalRequests: InternationalRequestRecord[];
  counters: Counters;
}

// ---------- international payment requests ----------

/** POST cz/v1/payments/internationalPaymentRequests, as the bank keeps it (docs/digx-api.md). */
/** The request as the app sends it (src/features/payments/api.ts), with the bank's reference and audit beside. */
/** The body of POST cz/v1/payments/internationalPaymentRequests (docs/digx-api.md), without its money and account. */
interface InternationalRequest {
  beneficiaryName: string;
  beneficiaryAddress: string;
  accountNumberOrIban: string;
  swiftCode: string;
  bankName: string;
  bankCountry: string;
  currency: string;
  reference: string;
  purpose: string;
}

export interface InternationalRequestRecord extends InternationalRequest {
  referenceNo: string;
  status: 'RECEIVED';
  debitAccountId: Id;
  amount: { currency: string; amount: number };
  createdOn: AuditStamp;
  internal: { ownerUserId: string; partyId: string };
}
