/**
 * The accounts feature's business rules (SPEC.md sections 3, 4, 5 and 9), pure and table-tested.
 * Facts that differ between banks (products, branch sort codes) come from the bank profile.
 */
import { listErrorCode, TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { bankProfile, type AccountCapabilities, type ProductRule } from '@/shared/bankProfile';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { toLondonDay } from '@/shared/lib/london';
import type { Account, AccountGroup, AccountModule, AccountStatus, AccountType, RollOverType } from './types';

/** SPEC.md section 9: account groups order. */
export const GROUP_ORDER: readonly AccountGroup[] = ['current', 'racing', 'deposit', 'lending'];

/** Headings of the groups (overview, mega menu). SPEC.md names the groups but shows no wording: ours. */
export const GROUP_TITLES: Readonly<Record<AccountGroup, string>> = {
  current: 'Current accounts',
  racing: 'Racing accounts',
  deposit: 'Deposit accounts',
  lending: 'Lending',
};

/** SPEC.md section 9: account preview, 3 items per group. */
export const ACCOUNT_PREVIEW_SIZE = 3;

export interface AccountTypeRule {
  group: AccountGroup;
  title: string;
  /** The OBDX resource the type lives in; a product code contradicting it is not trusted. */
  module: AccountModule;
  /** SPEC.md section 3: notice accounts cannot transfer out. */
  transferOutDisabled: boolean;
  /** SPEC.md section 3: loans and mortgages have no statements screen. */
  statementsDisabled: boolean;
  /** SPEC.md section 5: bulk transactions are filtered on CA, RA, IA, NT. */
  bulkEligible: boolean;
}

const rule = (group: AccountGroup, title: string, module: AccountModule, flags: Partial<AccountTypeRule> = {}): AccountTypeRule => ({
  group,
  title,
  module,
  transferOutDisabled: false,
  statementsDisabled: false,
  bulkEligible: false,
  ...flags,
});

/** The one table of account types: group, title, module and what each type may do. */
export const ACCOUNT_TYPES: Readonly<Record<AccountType, AccountTypeRule>> = {
  CA: rule('current', 'Current account', 'demandDeposit', { bulkEligible: true }),
  RA: rule('racing', 'Racing account', 'demandDeposit', { bulkEligible: true }),
  TD: rule('deposit', 'Fixed rate bond', 'deposit'),
  IA: rule('deposit', 'Instant access', 'demandDeposit', { bulkEligible: true }),
  NT: rule('deposit', 'Notice account', 'demandDeposit', { transferOutDisabled: true, bulkEligible: true }),
  LN: rule('lending', 'Loan', 'loan', { statementsDisabled: true }),
  MO: rule('lending', 'Mortgage', 'loan', { statementsDisabled: true }),
};

export function isAccountType(code: string): code is AccountType {
  return Object.prototype.hasOwnProperty.call(ACCOUNT_TYPES, code);
}

/** OBDX's own account type on the wire → the resource that serves it. */
const MODULE_OF_OBDX_TYPE: Readonly<Record<string, AccountModule>> = { CSA: 'demandDeposit', TRD: 'deposit', LON: 'loan' };

export function moduleOf(obdxType: string | undefined, declared?: string): AccountModule {
  if (declared === 'demandDeposit' || declared === 'deposit' || declared === 'loan') return declared;
  return MODULE_OF_OBDX_TYPE[(obdxType ?? '').toUpperCase()] ?? 'demandDeposit';
}

export interface TypeClues {
  /** productDTO.productId, e.g. "CAPRV". */
  productId?: string;
  module: AccountModule;
  /** Demand deposits: "Current Account" or "Saving Account". */
  ddaAccountType?: string;
  /** Product name or description, for telling a mortgage from a loan. */
  productName?: string;
}

/**
 * How the app type is derived (one rule, explicit):
 * 1. The bank's profile names the product (src/shared/bankProfile `products`), when that type belongs to the
 *    account's OBDX resource (a deposit product listed as current is not trusted).
 * 2. Otherwise, from the OBDX resource: a term deposit is TD; a loan is MO when its product says
 *    mortgage or home loan, else LN; a demand deposit is IA when OBDX calls it a saving account, else CA.
 *    Racing and notice accounts exist only by the profile.
 */
export function accountTypeOf(clues: TypeClues): AccountType {
  const listed = productRuleOf(clues.productId)?.type;
  if (listed && ACCOUNT_TYPES[listed].module === clues.module) return listed;
  if (clues.module === 'deposit') return 'TD';
  if (clues.module === 'loan') return /mortgage|home loan/i.test(clues.productName ?? '') ? 'MO' : 'LN';
  return /sav/i.test(clues.ddaAccountType ?? '') ? 'IA' : 'CA';
}

/** The profile's rule for a product id (exact, case-insensitive), if the bank lists it. */
export function productRuleOf(productId: string | undefined): ProductRule | undefined {
  const id = (productId ?? '').trim().toUpperCase();
  return id ? bankProfile.products.find((rule) => rule.productIds.some((p) => p.toUpperCase() === id)) : undefined;
}

/**
 * What an account may do: what the bank sends beside OBDX's keys (its extension layer) when it sends it, else
 * what its profile says of the product, else nothing. A stock OBDX sends no such flag, so the profile decides.
 */
export function capabilitiesOf(sent: Partial<AccountCapabilities>, productId: string | undefined): AccountCapabilities {
  const listed = productRuleOf(productId)?.capabilities ?? {};
  const pick = (key: keyof AccountCapabilities, fallback: boolean) => sent[key] ?? listed[key] ?? fallback;
  return {
    hasPayInBooks: pick('hasPayInBooks', false),
    canMakeBulkPayment: pick('canMakeBulkPayment', false),
    hasChequeStatus: pick('hasChequeStatus', false),
    hasStatements: pick('hasStatements', true),
  };
}

/** What an account in a status may still do. */
export interface AccountStatusRule {
  /** Money may leave it: paying from it, transferring out of it, bulk payments. */
  moneyOut: boolean;
  /** Money may come in: another of the customer's accounts may transfer to it. */
  moneyIn: boolean;
  /** Cheque book and pay-in book requests and cheque status. */
  services: boolean;
}

/**
 * OBDX's account `status` (issue 24: it was ignored, so a closed account looked usable). SPEC.md is silent;
 * what a customer expects of their bank:
 * | status            | shown as          | money out | money in | services |
 * | ACTIVE or none    | nothing           | yes       | yes      | yes      |
 * | DORMANT           | Dormant           | no        | yes      | no       |
 * | CLOSED            | Closed            | no        | no       | no       |
 * | anything else     | the bank's word   | no        | no       | no       |
 * Every account keeps its transactions and statements: its history stays the customer's. A status the app
 * does not know (BLOCKED, FROZEN, …) is one it cannot vouch for, so nothing is offered that moves money; the
 * bank would refuse it anyway, after the customer had filled in a form.
 */
export const ACCOUNT_STATUS_RULES: Readonly<Record<AccountStatus, AccountStatusRule>> = {
  active: { moneyOut: true, moneyIn: true, services: true },
  dormant: { moneyOut: false, moneyIn: true, services: false },
  closed: { moneyOut: false, moneyIn: false, services: false },
  restricted: { moneyOut: false, moneyIn: false, services: false },
};

const KNOWN_STATUSES: Readonly<Record<string, { status: AccountStatus; text: string }>> = {
  ACTIVE: { status: 'active', text: '' },
  DORMANT: { status: 'dormant', text: 'Dormant' },
  CLOSED: { status: 'closed', text: 'Closed' },
};

/** 'NO_DEBIT' → 'No debit': a status the app does not know, in the bank's own word. */
const statusWords = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
};

/** The account's status from OBDX's `status`, what it is shown as ('' for an active account) and what it allows. */
export function accountStatusOf(wire: string | undefined): { status: AccountStatus; text: string } & AccountStatusRule {
  const code = (wire ?? '').trim().toUpperCase();
  const known = code === '' ? KNOWN_STATUSES.ACTIVE : (KNOWN_STATUSES[code] ?? { status: 'restricted' as const, text: statusWords(code) });
  return { ...known, ...ACCOUNT_STATUS_RULES[known.status] };
}

/** Whether the payment screens offer the account at all: as the payer, or as the other side of a transfer. */
export function takesPartInPayments(account: Pick<Account, 'status'>): boolean {
  const rule = ACCOUNT_STATUS_RULES[account.status];
  return rule.moneyOut || rule.moneyIn;
}

/** SPEC.md section 3: default sort code 609303 for branch 000 (receipts show 60-93-03); the bank's own in its profile. */
export const DEFAULT_SORT_CODE = bankProfile.branches.defaultSortCode;

/** The bank's branches and their sort codes (its profile); unknown branches fall back to the default. */
export const BRANCH_SORT_CODES = bankProfile.branches.sortCodes;

export function sortCodeFor(branchCode: string | undefined): string {
  return BRANCH_SORT_CODES[branchCode ?? ''] ?? DEFAULT_SORT_CODE;
}

/** SPEC.md section 3: title is the nickname, or the account's own name. */
export function accountTitle(nickname: string | null | undefined, displayName: string | undefined, typeTitle: string): string {
  return nickname?.trim() || displayName?.trim() || typeTitle;
}

const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * The Europe/London calendar date of an OBDX date as YYYY-MM-DD. Business dates carry no zone
 * ("2024-01-02T00:00:00"): they already are London dates, so their digits are kept (reading them
 * as machine-local time would shift them a day east of London). Stamps with a zone go through
 * toLondonDay (no moment-timezone: this code is in the initial bundle).
 */
export function londonIsoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const plain = ZONELESS.exec(value);
  if (plain) return `${plain[1]}-${plain[2]}-${plain[3]}`;
  return toLondonDay(new Date(value));
}

/** SPEC.md section 9: the opening date format DD/MM/YYYY (London). */
export function londonDisplayDate(value: string | undefined): string {
  const iso = londonIsoDate(value);
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** SPEC.md section 5 and 9: account name up to 35 characters, letters, digits and spaces. */
export const ACCOUNT_NAME_MAX = 35;
export const ACCOUNT_NAME_MESSAGE = 'Must be 35 alphanumeric characters or less';
const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/;

/** The message to show, or undefined when the name is fine. An empty name clears the nickname. */
export function validateAccountName(name: string): string | undefined {
  return name.length > ACCOUNT_NAME_MAX || !ALPHANUMERIC.test(name) ? ACCOUNT_NAME_MESSAGE : undefined;
}

/** The nickname to send: trimmed, and null when empty so the account shows its own name again. */
export function nicknameToSave(name: string): string | null {
  return name.trim() === '' ? null : name.trim();
}

export type MoveDirection = 'up' | 'down';
/** The entity of an account is its party, told by OBDX's party token: OBDX masks the party number itself. */
type Orderable = Pick<Account, 'id' | 'group' | 'partyId' | 'order'>;

/**
 * SPEC.md section 4 "Account reorder": swaps the account's order with its neighbour in the same
 * group and entity. Undefined when there is no neighbour that way (first or last of its kind).
 */
export function reorderSwap(accounts: readonly Orderable[], id: string, direction: MoveDirection): { id: string; order: number }[] | undefined {
  const moving = accounts.find((a) => a.id === id);
  if (!moving) return undefined;
  const peers = accounts
    .filter((a) => a.group === moving.group && a.partyId === moving.partyId)
    .sort((a, b) => a.order - b.order);
  const neighbour = peers[peers.indexOf(moving) + (direction === 'up' ? -1 : 1)];
  if (!neighbour) return undefined;
  return [
    { id: moving.id, order: neighbour.order },
    { id: neighbour.id, order: moving.order },
  ];
}

/** SPEC.md section 8: 'Error: Could not load results' with 'Error Code: {code}' when there is a code. */
export function listErrorLines(error: DigxErrorDetails | undefined): string[] {
  if (!error) return [];
  const code = error.code ?? error.status;
  return code === undefined ? [TRANSPORT_MESSAGES.listError] : [TRANSPORT_MESSAGES.listError, listErrorCode(code)];
}

/**
 * SPEC.md section 3 "Term deposit" rollover types, by OBDX's codes (OBDX_UI resources/nls/td-details.js
 * maturityInstructions). T is OBDX's "renew interest and pay out the principal": SPEC.md's fifth type, "renew
 * principal plus interest-tax", has no OBDX code, so OBDX's meaning is shown.
 */
export const ROLLOVER_TITLES: Readonly<Record<RollOverType, string>> = {
  A: 'Close on maturity',
  I: 'Renew principal and interest',
  P: 'Renew principal and pay out interest',
  S: 'Renew special amount and pay out the rest',
  T: 'Renew interest and pay out principal',
};

/** Adds amounts in pennies so totals do not drift (0.1 + 0.2). */
export function addAmounts(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}
