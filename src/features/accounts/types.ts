/**
 * The app's account types (SPEC.md section 3 "Account", "Loan details", "Term deposit",
 * "Current account details"). Amounts stay numbers with their currency: formatting them
 * is the UI's job, so the store holds nothing display-specific beyond SPEC's own dates.
 */

/** SPEC.md section 1: CA current, RA racing, TD fixed rate bond, IA instant access, NT notice, LN loan, MO mortgage. */
/** SPEC.md section 1 (the bank profile maps products onto these). */
export type { AccountType } from '@/shared/bankProfile';
import type { AccountType } from '@/shared/bankProfile';
export type AccountGroup = 'current' | 'racing' | 'deposit' | 'lending';
/** OBDX's account status as the app reads it (rules.ts accountStatusOf): restricted is any other the bank sends. */
export type AccountStatus = 'active' | 'dormant' | 'closed' | 'restricted';
/** The OBDX resource that answers for the account: v1/accounts/demandDeposit, /deposit or /loan. */
export type AccountModule = 'demandDeposit' | 'deposit' | 'loan';

export interface Money {
  currency: string;
  amount: number;
}

/** OBDX id: masked display plus an opaque token; requests echo the whole object back. */
export interface ObdxId {
  displayValue: string;
  value: string;
}

export interface Account {
  /** Store key: the same opaque token as accountId, so a route's {id} goes straight into OBDX paths. */
  id: string;
  /** OBDX `id.value`: opaque, never the account number. */
  accountId: string;
  /** The customer (party) number: the entity id this account belongs to (one entity per party in this bank). */
  customerId: string;
  accountNumber: string;
  /** OBDX `partyId.value` (opaque token). */
  partyId: string;
  partyName: string;
  currency: string;
  /** OBDX account type as received: CSA, TRD or LON. */
  originalType: string;
  branchCode: string;
  /** Six digits, no dashes. */
  sortCode: string;
  type: AccountType;
  accountType: AccountModule;
  /** OBDX productDTO.productId (e.g. "CAPRV"). */
  productType: string;
  typeTitle: string;
  group: AccountGroup;
  isInternational: boolean;
  balance: Money;
  availableBalance: Money;
  balancePure: number;
  availableBalancePure: number;
  /** Nickname when set, otherwise the account's own name. */
  title: string;
  nickname: string | null;
  /** The bank's name for the account (product name), shown when there is no nickname. */
  displayName: string;
  /** Display order, 1-based across the user's accounts (the accountNickname sequenceNumber). */
  order: number;
  /** DD/MM/YYYY, Europe/London. */
  openingDate: string;
  /** OBDX `status`; the flags below already say what it allows (rules.ts ACCOUNT_STATUS_RULES). */
  status: AccountStatus;
  /** What the customer is told of the status: '' for an active account, else e.g. 'Closed'. */
  statusText: string;
  /** No money may leave the account: a notice account, or one whose status allows none. */
  transferOutDisabled: boolean;
  statementsDisabled: boolean;
  hasStatements: boolean;
  hasChequeBooks: boolean;
  hasPayInBooks: boolean;
  canMakeBulkPayment: boolean;
  hasChequeStatus: boolean;
  /** startDate is YYYY-MM-DD (London): the earliest date a transaction search may reach. */
  details: { startDate: string };
  /** The OBDX ids to echo back in requests (payments, nickname changes). */
  wire: { id: ObdxId; partyId: ObdxId };
}

/** GET v1/accounts/demandDeposit/{id} (SPEC "Current account details"); also used for savings accounts. */
export interface CurrentAccountDetails {
  overdraftLimit: Money;
  /** DD/MM/YYYY, as on the Account. */
  openingDate: string;
  accountName: string;
  holdAmount: Money;
  branchName: string;
  branchAddress: string[];
  /** The account's correspondence address (cz/v1/accountAddress); empty when unknown. */
  address?: string[];
}

/**
 * GET v1/accounts/loan/{id} and /outstanding (SPEC "Loan details"). Dates are YYYY-MM-DD. A fact the bank did not
 * send is left out (undefined): the screen says less rather than show a made-up zero.
 */
export interface LoanDetails {
  maturityDate?: string;
  startDate?: string;
  nextDate?: string;
  nextAmount?: Money;
  loanAmount?: Money;
  outstandingAmount?: Money;
  amountPaid?: Money;
  principalBalance?: Money;
  instalmentArrears?: Money;
  interestRate?: number;
  /** OBDX's late repayment charges. */
  penalty?: Money;
  /** SPEC's "repayment frequencies": OBDX's principal and interest frequencies, as the bank codes them. */
  principalFrequency?: string;
  interestFrequency?: string;
  remainingInstalments?: number;
}

/** OBDX's maturity instruction codes (OBDX_UI resources/nls/td-details.js); rules.ROLLOVER_TITLES gives the words. */
export type RollOverType = 'A' | 'I' | 'P' | 'S' | 'T';

/** One of GET v1/accounts/deposit/{id}/payOutInstructions: what part goes where. */
export interface PayoutInstruction {
  /** Where: O own account, I internal account, E another bank's, N no instruction (OBDX's payOutOption). */
  option?: string;
  /** What: P principal, I interest (OBDX's payoutComponentType). */
  part?: string;
  percentage?: number;
  /** The id token of the account paid to, to find it among the customer's own. */
  accountId?: string;
  /** How the bank shows that account (a masked number), or the name of the payee. */
  accountText?: string;
}

/** GET v1/accounts/deposit/{id} and its payOutInstructions (SPEC "Term deposit"). Dates are YYYY-MM-DD; unsent facts undefined. */
export interface TermDepositDetails {
  duration?: { years: number; months: number; days: number };
  startDate?: string;
  maturityDate?: string;
  interestRate?: number;
  maturityAmount?: Money;
  originalAmount?: Money;
  /** Undefined when the bank was not asked (a deposit that renews principal and interest pays nothing out). */
  payoutInstructions?: PayoutInstruction[];
  productName?: string;
  rollOverType?: RollOverType;
}

export type AccountDetails =
  | { module: 'demandDeposit'; current: CurrentAccountDetails }
  | { module: 'loan'; loan: LoanDetails }
  | { module: 'deposit'; deposit: TermDepositDetails };
