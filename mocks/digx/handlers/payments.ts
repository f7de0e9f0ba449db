import { DIGX_CODES, isWorkingDay } from '../bank/profile';
import {
  ACC, activityIdOf, alnumCode, auditStamp, externalAccountIdOf, londonDay, money, nextCounter, obdxDate, paymentIdOf,
  postTransaction, TASK_NAMES,
} from '../bank/seed';
import { activityDetailsOf } from '../bank/seed/approvals';
import { addMonths, dayFromYmd, dayOf, isoDate, ymdOf, type Day } from '../bank/seed/dates';
import {
  FUNCTION_TASK_CODES, type AccountRecord, type ActivityDetailsWire, type ActivityRecord, type ApprovalStatus, type BankState, type FunctionName, type Id,
  type InstructionRecord, type LimitTarget, type PayeeGroupRecord, type PayeeWire, type PaymentDetailsWire, type PaymentRecord,
  type PersonDetailsWire, type UserRecord,
} from '../bank/types';
import { checkLimits, recordUse, targetParty } from './limits';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Payments and transfers (SPEC.md section 4 "Payment flow", section 5 "Funds and limits"; docs/digx-api.md
 * "payment prepare / verify and confirm"). Four resources, each prepare → verify → confirm:
 *
 *   POST  cz/v1/payments/{path}             Transfer payload → 201 {status, paymentId}
 *   GET   v1/payments/{path}/{paymentId}    → {status, paymentId, transferDetails | payoutDetails}   (owner only)
 *   PATCH v1/payments/{path}/{paymentId}    → 200 {externalReferenceId, status {referenceNumber, receiptAvailable}}
 *                                           → 202 {status {referenceNumber}} when an authoriser must approve
 *   path = transfers/self | payouts/external | instructions/transfers/self | instructions/payouts/external
 *   (verify and confirm are answered under cz/v1 too; payouts may send ?sortCode=, which must be the payee's)
 *
 * Prepare refuses with HTTP 400 and the DIGX code, in this order:
 *   the user lacks the function's task code (payment, transfer, or paymentsFuture for instructions) → accessDenied
 *   debit account not the user's (or not of the X-Target-Unit entity)                             → accountDetailsNotFound
 *   debit account takes no debits (notice, deposit, loan: transferOutDisabled / paymentsAllowed)    → accountNoDebits
 *   approval rules: CORP1 may not send from Hambleton Hill Holdings' euro account (10877366)        → approvalRulesDenied
 *   amount not > 0 with at most 2 decimals, or another currency than the debit account's           → wrongDetails
 *   remarks (the reference) over 35 characters / not letters, digits and spaces                     → nicknameOrReferenceLength / alphanumericViolation
 *   instant with type REC; instruction without a start date after today (London), a REC frequency
 *   outside 10..90, or an end date not after the start                                             → wrongDetails
 *   transfers: credit account not the user's (any of their entities: transfers between a user's parties are
 *   allowed, as the seeded history has them) → accountDetailsNotFound; the debit account itself or
 *   another currency → wrongDetails; a fixed rate bond (deposit) → creditInNotAllowed
 *   payouts: payee not the user's (or of another entity), or awaiting an authoriser               → payeeAccessDenied
 *   instant only: amount above the available balance                                               → insufficientFunds
 *   per-payment minimum / maximum of the user's and the party's TXN limits                         → transactionLimitExceeded
 *   instant only: today's amount / count with this payment above a daily PER limit                  → dailyLimitExceeded / dailyCumulativeLimitExceeded
 *
 * Confirm (PATCH) works once: a second PATCH of the same payment is 400 wrongDetails "already processed".
 * Funds and daily limits are checked again. Then:
 *   - a corporate party's payment over 10 000 (CORP1) → 202, PENDING_APPROVAL, an approval item for CORP1
 *     (cz/v1/transactions/count counts it); nothing is posted until approved (executePayment);
 *   - an instant payout whose reference is TIMEOUT (any case) → 200 externalReferenceId "UNDER PROCESSING",
 *     nothing posted, the activity log shows it SENT_TO_HOST;
 *   - instant → the debit (FPO "FASTER PAYMENT TO {NAME}" + reference, or TFR both legs) is posted, today's
 *     limit use grows for the user and the party, the payee's last reference is updated;
 *   - instruction → a standing order (REC, code SI) or future payment (NONREC, code FD) joins
 *     state.instructions in the seed's shape; nothing is posted today.
 * Every confirmed payment is also an activity-log item (state.activity).
 */

export const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };
/** Corporate payments above this need an authoriser (202). */
export const APPROVAL_THRESHOLD = 10000;
/** A payout reference that makes the bank time out downstream. */
export const TIMEOUT_REFERENCE = 'TIMEOUT';
/** Accounts whose approval rules deny the user sending payments: [user, account number]. */
const APPROVAL_RULES_DENY: readonly (readonly [string, string])[] = [['CORP1', ACC.holdingsEuro]];

const REFERENCE_MAX = 35;
const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;
/** SPEC recurrence codes: [days, months, years] between payments. */
export const FREQUENCIES: Readonly<Record<string, readonly [number, number, number]>> = {
  10: [0, 0, 0], 20: [1, 0, 0], 30: [7, 0, 0], 40: [14, 0, 0], 50: [0, 1, 0], 60: [0, 2, 0], 70: [0, 3, 0], 80: [0, 6, 0], 90: [0, 0, 1],
};

export type PaymentPath = 'transfers/self' | 'payouts/external' | 'instructions/transfers/self' | 'instructions/payouts/external';
const PATHS: readonly PaymentPath[] = ['transfers/self', 'payouts/external', 'instructions/transfers/self', 'instructions/payouts/external'];
const isPayoutPath = (path: PaymentPath) => path.endsWith('payouts/external');
const isInstructionPath = (path: PaymentPath) => path.startsWith('instructions/');

const refuse = (code: string, detail: string) => obdxError(400, code, detail);

/** The day itself when the bank works then, else its next working day (weekends, bank holidays, closures). */
function nextWorkingDay(day: Day, closures: ReadonlySet<string>): Day {
  let next = day;
  for (let step = 0; step < 14 && !(isWorkingDay(isoDate(next)) && !closures.has(isoDate(next))); step += 1) next += 1;
  return next;
}
const pennies = (amount: number) => Math.round(amount * 100);

// ---------- shared with payees.ts and international.ts ----------

export async function readJson<T>(request: Request): Promise<Partial<T>> {
  const body = (await request.json().catch(() => undefined)) as unknown;
  return body && typeof body === 'object' ? (body as Partial<T>) : {};
}

export const idValue = (ref: unknown): string | undefined =>
  typeof ref === 'string' ? ref : ref && typeof ref === 'object' && typeof (ref as Id).value === 'string' ? (ref as Id).value : undefined;

/** One of the user's accounts by id token (or plain number); inside the X-Target-Unit entity when `narrow`. */
export function ownAccount(ctx: Pick<DigxContext, 'bank' | 'user' | 'request'>, ref: string | undefined, narrow = true): AccountRecord | undefined {
  if (!ref) return undefined;
  const party = narrow ? targetParty(ctx) : undefined;
  return Object.values(ctx.bank.state.accounts).find(
    (a) =>
      a.internal.ownerUserIds.includes(ctx.user.userId) &&
      (a.id.value === ref || a.internal.accountNumber === ref) &&
      (!party || a.internal.partyNumber === party.partyNumber),
  );
}

export const mayDebit = (account: AccountRecord) => account.internal.capabilities.paymentsAllowed && !account.internal.capabilities.transferOutDisabled;

export function personOf(user: UserRecord): PersonDetailsWire {
  const p = user.userProfile;
  return { title: p.prefix, firstName: p.firstName, middleName: p.middleName, lastName: p.lastName, emailId: p.emailId.displayValue, mobileNumber: p.phoneNumber.displayValue };
}

export interface ActivityInput {
  user: UserRecord;
  task: string;
  limitTaskCode: string | null;
  status: ApprovalStatus;
  discriminator: ActivityRecord['discriminator'];
  partyId: Id;
  snapshot: Record<string, string>;
  debit?: AccountRecord;
  amount?: PaymentDetailsWire['amount'];
  valueDate?: string;
  creditAccountId?: Id;
  creditAccountName?: string;
  remarks?: string | null;
  hostReference?: string | null;
  /** Who may approve it (counted by cz/v1/transactions/count); none for items that needed no approval. */
  approverUserIds: string[];
  /** The SPEC activity-log facts; by default read from the payment, payee or file of the snapshot (activityDetailsOf). */
  activityDetails?: ActivityDetailsWire;
}

/** Adds an activity-log / approval item in the seed's shape (seed/approvals.ts) and answers its id. */
export function recordActivity(state: BankState, input: ActivityInput, now: Date): ActivityRecord {
  const stamp = auditStamp(now);
  const transactionId = activityIdOf(`live:${nextCounter(state, 'activity')}`);
  const waiting = input.status === 'PENDING_APPROVAL' || input.status === 'INITIATED';
  const record: ActivityRecord = {
    transactionId,
    transactionName: input.task,
    limitTaskCode: input.limitTaskCode,
    createdBy: input.user.userId,
    creationDate: stamp,
    lastUpdatedBy: input.user.userId,
    lastUpdatedDate: stamp,
    approvalDetails: { stepNo: 1, status: input.status, action: 'CREATE', approvalType: 'SE', countOfApprovals: waiting ? 0 : 1 },
    processingDetails: waiting ? { currentStep: 'approval', status: 'P' } : input.status === 'SENT_TO_HOST' ? { currentStep: 'processing', status: 'P' } : { currentStep: 'completed', status: input.status === 'REJECTED' ? 'F' : 'S' },
    transactionSnapshot: input.snapshot,
    taskDTO: { id: input.task, name: TASK_NAMES[input.task] ?? input.task, type: input.discriminator === 'PAYEE_BILLER' ? 'NONFINANCIAL_TRANSACTION' : 'FINANCIAL_TRANSACTION', moduleType: input.task.slice(0, 2) },
    createdByDetails: personOf(input.user),
    discriminator: input.discriminator,
    partyId: input.partyId,
    accountId: input.debit?.id ?? null,
    accountType: input.debit ? 'CSA' : null,
    amount: input.amount ?? null,
    valueDate: input.valueDate ?? null,
    creditAccountId: input.creditAccountId ?? null,
    creditAccountName: input.creditAccountName ?? null,
    remarks: input.remarks ?? null,
    hostReference: input.hostReference ?? null,
    audit: [{ authedBy: input.user.userId, authedOn: stamp, status: waiting ? 'INITIATED' : 'APPROVED', remarks: null }],
    activityDetails: input.activityDetails ?? activityDetailsOf(state, {
      transactionName: input.task, transactionSnapshot: input.snapshot, remarks: input.remarks ?? null, creditAccountId: input.creditAccountId ?? null, creditAccountName: input.creditAccountName ?? null,
    }),
    internal: { partyId: input.partyId.value, userIds: [input.user.userId], approverUserIds: input.approverUserIds },
  };
  state.activity.push(record);
  return record;
}

/** A payment amount as a number when it is more than 0 with at most 2 decimals (shared with instructions.ts). */
export function validAmount(value: unknown): number | undefined {
  const amount = typeof value === 'number' ? value : Number(value ?? NaN);
  return Number.isFinite(amount) && amount > 0 && Math.abs(amount * 100 - Math.round(amount * 100)) <= 1e-6 ? amount : undefined;
}

/** The refusal of a payment reference (remarks, trimmed) that is too long or not alphanumeric, or undefined. */
export function remarksRefusal(remarks: string): Response | undefined {
  if (remarks.length > REFERENCE_MAX) return refuse(DIGX_CODES.nicknameOrReferenceLength, 'The reference is longer than 35 characters.');
  if (!ALPHANUMERIC.test(remarks)) return refuse(DIGX_CODES.alphanumericViolation, 'Please provide only alphanumeric values and spaces for reference.');
  return undefined;
}

// ---------- prepare ----------

interface TransferPayload {
  amount: { amount?: unknown; currency?: unknown };
  debitAccountId: unknown;
  creditAccountId: unknown;
  payeeId: unknown;
  sortCode: unknown;
  remarks: unknown;
  startDate: unknown;
  endDate: unknown;
  type: unknown;
  frequency: unknown;
}

/** "YYYY-MM-DD" (or an OBDX date) as a day number, if it is a real date. */
export function dayOfText(value: unknown): Day | undefined {
  if (typeof value !== 'string') return undefined;
  const m = ISO_DAY.exec(value.trim());
  if (!m) return undefined;
  const day = dayFromYmd(Number(m[1]), Number(m[2]), Number(m[3]));
  return isoDate(day) === `${m[1]}-${m[2]}-${m[3]}` ? day : undefined;
}

function payeeOf(state: BankState, payeeId: unknown): { group: PayeeGroupRecord; payee: PayeeWire } | undefined {
  if (typeof payeeId !== 'string') return undefined;
  for (const group of state.payeeGroups) {
    const payee = group.listPayees.find((p) => p.id === payeeId);
    if (payee) return { group, payee };
  }
  return undefined;
}

const FUNCTION_OF = (path: PaymentPath): FunctionName => (isInstructionPath(path) ? 'paymentsFuture' : isPayoutPath(path) ? 'payment' : 'transfer');
const targetOf = (payout: boolean): LimitTarget => (payout ? 'makePayment' : 'internalTransfer');

async function prepare(ctx: DigxContext, path: PaymentPath): Promise<Response> {
  const { bank, user } = ctx;
  const { state } = bank;
  const now = bank.clock.now();
  const today = londonDay(now);
  const payout = isPayoutPath(path);
  const instruction = isInstructionPath(path);
  const body = await readJson<TransferPayload>(ctx.request);

  if (!FUNCTION_TASK_CODES[FUNCTION_OF(path)].some((code) => user.allowedTransactions.includes(code))) {
    return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  }
  const debit = ownAccount(ctx, idValue(body.debitAccountId));
  if (!debit) return refuse(DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');
  if (!mayDebit(debit)) return refuse(DIGX_CODES.accountNoDebits, 'This account cannot make payments.');
  if (APPROVAL_RULES_DENY.some(([userId, number]) => userId === user.userId && number === debit.internal.accountNumber)) {
    return refuse(DIGX_CODES.approvalRulesDenied, 'You do not have permission to send payments from this account');
  }

  const amount = validAmount(body.amount?.amount);
  if (amount === undefined) return refuse(DIGX_CODES.wrongDetails, 'The amount must be more than 0 with at most 2 decimals.');
  const currency = body.amount?.currency ?? debit.currencyCode;
  if (currency !== debit.currencyCode) return refuse(DIGX_CODES.wrongDetails, 'The amount must be in the currency of the account it is paid from.');

  const remarks = typeof body.remarks === 'string' ? body.remarks.trim() : '';
  const badRemarks = remarksRefusal(remarks);
  if (badRemarks) return badRemarks;

  const type = body.type ?? 'NONREC';
  if (type !== 'REC' && type !== 'NONREC') return refuse(DIGX_CODES.wrongDetails, 'The payment type must be REC or NONREC.');
  let start = today;
  let end: Day | null = null;
  let frequency: string | null = null;
  if (!instruction) {
    if (type === 'REC') return refuse(DIGX_CODES.wrongDetails, 'A payment made now cannot repeat: use an instruction.');
  } else {
    const startDay = dayOfText(body.startDate);
    if (startDay === undefined || startDay <= today) return refuse(DIGX_CODES.wrongDetails, 'The start date must be a date after today.');
    // As a host does: a day the bank is closed moves to its next working day, and the bank's copy says so.
    start = nextWorkingDay(startDay, ctx.bank.closures);
    if (body.endDate !== undefined && body.endDate !== null && body.endDate !== '') {
      const endDay = dayOfText(body.endDate);
      const valid = endDay !== undefined && (type === 'REC' ? endDay > start : endDay >= start);
      if (!valid) return refuse(DIGX_CODES.wrongDetails, 'The end date must be after the start date.');
      end = endDay;
    }
    const code = body.frequency === undefined || body.frequency === null || body.frequency === '' ? undefined : String(body.frequency);
    if (type === 'REC') {
      if (code === undefined || !FREQUENCIES[code]) return refuse(DIGX_CODES.wrongDetails, 'The frequency must be one of 10 to 90.');
      frequency = code;
    } else {
      if (code !== undefined && code !== '10') return refuse(DIGX_CODES.wrongDetails, 'A single future payment has frequency 10 (once) or none.');
      frequency = '10';
      end = start;
    }
  }

  let credit: AccountRecord | undefined;
  let found: ReturnType<typeof payeeOf>;
  if (!payout) {
    credit = ownAccount(ctx, idValue(body.creditAccountId), false);
    if (!credit) return refuse(DIGX_CODES.accountDetailsNotFound, 'The account to pay could not be found.');
    if (credit.id.value === debit.id.value) return refuse(DIGX_CODES.wrongDetails, 'The account to pay must differ from the account paid from.');
    if (credit.currencyCode !== debit.currencyCode) return refuse(DIGX_CODES.wrongDetails, 'Both accounts must be in the same currency.');
    if (credit.internal.module === 'deposit') return refuse(DIGX_CODES.creditInNotAllowed, 'The receiving account cannot accept payments in.');
  } else {
    found = payeeOf(state, body.payeeId);
    const party = targetParty(ctx);
    if (!found || found.group.internal.ownerUserId !== user.userId || (party && found.group.internal.partyId !== party.partyId.value)) {
      return refuse(DIGX_CODES.payeeAccessDenied, 'You do not have access to this payee.');
    }
    if (found.payee.status === 'PENDING_APPROVAL') return refuse(DIGX_CODES.payeeAccessDenied, 'This payee is waiting for an authoriser and cannot be paid yet.');
    if (typeof body.sortCode === 'string' && body.sortCode !== '' && body.sortCode.replace(/\D/g, '') !== found.payee.ukDomesticPayee.bankDetails.code) {
      return refuse(DIGX_CODES.wrongDetails, "The sort code is not the payee's.");
    }
  }

  const refused = checkFundsAndLimits(state, { user, debit, payout, amount, instruction }, now);
  if (refused) return refused;

  const paymentId = newPaymentId(state);
  const details: PaymentDetailsWire = {
    amount: money(debit.currencyCode, pennies(amount)),
    debitAccountId: debit.id,
    creditAccountId: found
      ? externalAccountIdOf(found.payee.ukDomesticPayee.bankDetails.code, found.payee.ukDomesticPayee.accountNumber)
      : (credit as AccountRecord).id,
    valueDate: obdxDate(start),
    type,
    frequency,
    startDate: instruction ? obdxDate(start) : null,
    endDate: end === null ? null : obdxDate(end),
    remarks,
    ...(found ? { payeeId: found.payee.id, sortCode: found.payee.ukDomesticPayee.bankDetails.code, accountName: found.payee.ukDomesticPayee.accountName } : {}),
  };
  state.payments[paymentId] = {
    paymentId,
    status: 'INITIATED',
    ...(payout ? { payoutDetails: details } : { transferDetails: details }),
    internal: { ownerUserId: user.userId, partyId: debit.partyId.value, kind: payout ? 'EXTERNAL' : 'SELF', createdAt: auditStamp(now), activityId: null, instruction },
  };
  return ok({ status: SUCCESS, paymentId }, 201);
}

function newPaymentId(state: BankState): string {
  let id: string;
  do id = paymentIdOf(`live:${nextCounter(state, 'payment')}`);
  while (state.payments[id]);
  return id;
}

export interface FundsCheck { user: UserRecord; debit: AccountRecord; payout: boolean; amount: number; instruction: boolean }

/** Funds (instant only) and limits (per payment always, daily for instant): the refusal or undefined. */
export function checkFundsAndLimits(state: BankState, c: FundsCheck, now: Date): Response | undefined {
  if (!c.instruction) {
    const available = c.debit.type === 'CSA' ? c.debit.availableBalance.amount : 0;
    if (pennies(c.amount) > pennies(available)) return refuse(DIGX_CODES.insufficientFunds, 'This account does not have the required funds to make this payment.');
  }
  return checkLimits(state, { userId: c.user.userId, partyNumber: c.debit.internal.partyNumber, target: targetOf(c.payout), amount: c.amount, now, daily: !c.instruction });
}

// ---------- verify and confirm ----------

const detailsOf = (payment: PaymentRecord): PaymentDetailsWire => (payment.payoutDetails ?? payment.transferDetails) as PaymentDetailsWire;

function paymentAt(ctx: DigxContext, path: PaymentPath): PaymentRecord | undefined {
  const payment = ctx.bank.state.payments[ctx.params.paymentId];
  if (!payment || payment.internal.ownerUserId !== ctx.user.userId) return undefined;
  if ((payment.internal.kind === 'EXTERNAL') !== isPayoutPath(path) || Boolean(payment.internal.instruction) !== isInstructionPath(path)) return undefined;
  const sortCode = ctx.url.searchParams.get('sortCode');
  if (sortCode && payment.payoutDetails?.sortCode && sortCode.replace(/\D/g, '') !== payment.payoutDetails.sortCode) return undefined;
  return payment;
}

const noPayment = () => refuse(DIGX_CODES.wrongDetails, 'The payment could not be found.');

/** The payee as OBDX names it beside a payout (OBDX_UI review-payment-domestic: payeeDetails.nickName, ukDomesticPayee). */
function payeeDetailsOf(state: BankState, payeeId: string | undefined) {
  const payee = payeeOf(state, payeeId)?.payee;
  if (!payee) return undefined;
  return { id: payee.id, nickName: payee.nickName, payeeType: payee.payeeType, domesticPayeeType: payee.domesticPayeeType, ukDomesticPayee: payee.ukDomesticPayee };
}

/**
 * The bank's copy in OBDX's shapes (OBDX_UI partials/payments/review-payment-self.html, review-payment-domestic.html):
 * a transfer's details flat, an instruction's dates among them; a payout made now flat with its payee beside it as
 * payeeDetails; a payout instruction's details under instructionDetails with the payee as payoutDetails.payeeDetails.
 * The record's own payee keys (sortCode, accountName) stay in the bank: OBDX shows the payee through payeeDetails.
 */
function verify(ctx: DigxContext, path: PaymentPath): Response {
  const payment = paymentAt(ctx, path);
  if (!payment) return noPayment();
  if (payment.status === 'INITIATED') payment.status = 'VERIFIED';
  const answer = { status: SUCCESS, paymentId: payment.paymentId };
  if (!payment.payoutDetails) return ok({ ...answer, transferDetails: payment.transferDetails });
  const { sortCode: _sortCode, accountName: _accountName, creditAccountId: _credit, ...details } = payment.payoutDetails;
  const payeeDetails = payeeDetailsOf(ctx.bank.state, details.payeeId);
  if (payment.internal.instruction) return ok({ ...answer, payoutDetails: { instructionDetails: details, ...(payeeDetails ? { payeeDetails } : {}) } });
  const { startDate: _start, endDate: _end, frequency: _frequency, ...now } = details;
  return ok({ ...answer, payoutDetails: now, ...(payeeDetails ? { payeeDetails } : {}) });
}

const TASKS = {
  instant: { payout: 'PC_F_DOM', transfer: 'PC_F_SELF' },
  instruction: { payout: 'PC_F_DFTI', transfer: 'PC_F_SELFI' },
} as const;

function activityFor(state: BankState, payment: PaymentRecord, status: ApprovalStatus, hostReference: string | null, approverUserIds: string[], now: Date): ActivityRecord {
  const details = detailsOf(payment);
  const payout = payment.internal.kind === 'EXTERNAL';
  const debit = state.accounts[details.debitAccountId.value];
  const credit = payout ? undefined : state.accounts[details.creditAccountId.value];
  return recordActivity(state, {
    user: state.users[payment.internal.ownerUserId],
    task: TASKS[payment.internal.instruction ? 'instruction' : 'instant'][payout ? 'payout' : 'transfer'],
    limitTaskCode: payout ? 'PC_F_DOM' : 'PC_F_SELF',
    status,
    discriminator: 'PAYMENTS',
    partyId: debit.partyId,
    snapshot: { paymentId: payment.paymentId },
    debit,
    amount: details.amount,
    valueDate: details.valueDate,
    creditAccountId: details.creditAccountId,
    creditAccountName: payout ? details.accountName : credit?.displayName,
    remarks: details.remarks,
    hostReference,
    approverUserIds,
  }, now);
}

const nameOf = (account: AccountRecord) => (account.internal.nickname ?? account.internal.accountNumber.slice(-4)).toUpperCase();

function instructionReference(branch: string, code: 'SI' | 'FD', day: Day, label: string): string {
  const { y } = ymdOf(day);
  return `${branch}OU${code}${String(y).slice(2)}${String(day - dayFromYmd(y, 1, 1) + 1).padStart(3, '0')}${alnumCode(`ref:${label}`, 4)}`;
}

export function installments(start: Day, end: Day | null, frequency: string): number | null {
  if (end === null) return null;
  const [days, months, years] = FREQUENCIES[frequency] ?? [0, 0, 0];
  if (days === 0 && months === 0 && years === 0) return 1;
  let count = 0;
  for (let k = 0; k < 10000; k += 1) {
    const day = days ? start + k * days : addMonths(start, k * (months + 12 * years));
    if (day > end) break;
    count += 1;
  }
  return count;
}

function appendInstruction(state: BankState, payment: PaymentRecord): InstructionRecord {
  const details = detailsOf(payment);
  const payout = payment.internal.kind === 'EXTERNAL';
  const debit = state.accounts[details.debitAccountId.value];
  const credit = payout ? undefined : state.accounts[details.creditAccountId.value];
  const payee = payout ? payeeOf(state, details.payeeId)?.payee : undefined;
  const recurring = details.type === 'REC';
  const code = recurring ? 'SI' : 'FD';
  const start = dayOf(details.startDate as string);
  const end = details.endDate === null ? null : dayOf(details.endDate);
  const frequency = details.frequency ?? '10';
  const [days, months, years] = FREQUENCIES[frequency] ?? [0, 0, 0];
  const label = `live:${nextCounter(state, 'instruction')}`;
  const instruction: InstructionRecord = {
    instructionId: alnumCode(`instruction:${label}`, 10),
    paymentType: `${payout ? 'UKDOMESTICFT' : 'SELFFT'}_${recurring ? 'SI' : 'PAYLATER'}`,
    type: details.type,
    startDate: obdxDate(start),
    endDate: end === null ? null : obdxDate(end),
    nextExecutionDate: obdxDate(start),
    externalReferenceNumber: instructionReference(debit.branchCode, code, start, label),
    payeeNickName: payee?.nickName ?? 'Own Account',
    freqDays: recurring ? days : 0,
    freqMonths: recurring ? months : 0,
    freqYears: recurring ? years : 0,
    partyId: debit.partyId,
    amount: details.amount,
    remarks: details.remarks,
    debitAccountId: debit.id,
    creditAccountId: details.creditAccountId,
    statusType: 'A',
    branchCode: debit.branchCode,
    adhocPayment: false,
    internal: {
      code,
      ownerUserId: payment.internal.ownerUserId,
      frequencyCode: recurring ? frequency : '10',
      numInstallments: recurring ? installments(start, end, frequency) : 1,
      toAccountNumber: payee?.ukDomesticPayee.accountNumber ?? credit?.internal.accountNumber ?? '',
      toSortCode: payee?.ukDomesticPayee.bankDetails.code ?? credit?.internal.sortCode ?? '',
      payeeId: payee?.id ?? null,
    },
  };
  state.instructions.push(instruction);
  return instruction;
}

/**
 * Carries out a confirmed (or, later, an approved) payment: posts an instant one and adds it to today's
 * limit use, or stores an instruction. Answers the host's reference. The approvals handler calls this
 * when an authoriser approves a PENDING_APPROVAL payment.
 */
export function executePayment(state: BankState, payment: PaymentRecord, now: Date): string {
  const details = detailsOf(payment);
  const payout = payment.internal.kind === 'EXTERNAL';
  payment.status = 'COMPLETED';
  if (payment.internal.instruction) {
    const instruction = appendInstruction(state, payment);
    payment.internal.instructionId = instruction.instructionId;
    return instruction.externalReferenceNumber;
  }
  const debit = state.accounts[details.debitAccountId.value];
  const amount = details.amount.amount;
  let reference: string;
  if (payout) {
    const payee = payeeOf(state, details.payeeId)?.payee;
    const name = (payee?.ukDomesticPayee.accountName ?? details.accountName ?? '').toUpperCase();
    const posted = postTransaction(state, debit.id.value, { code: 'FPO', dir: 'D', amount, description: `FASTER PAYMENT TO ${name}`, reference: details.remarks || undefined }, now);
    if (payee && details.remarks) payee.lastPaymentReference = details.remarks;
    reference = posted.key.transactionReferenceNumber;
  } else {
    const credit = state.accounts[details.creditAccountId.value];
    const out = postTransaction(state, debit.id.value, {
      code: 'TFR', dir: 'D', amount, description: `TRANSFER TO ${nameOf(credit)}`, reference: details.remarks || undefined, counterpartyAccountId: credit.id.value,
    }, now);
    postTransaction(state, credit.id.value, {
      code: 'TFR', dir: 'C', amount, description: `TRANSFER FROM ${nameOf(debit)}`, reference: details.remarks || undefined,
      transactionReferenceNumber: out.key.transactionReferenceNumber, counterpartyAccountId: debit.id.value,
    }, now);
    reference = out.key.transactionReferenceNumber;
  }
  recordUse(state, { userId: payment.internal.ownerUserId, partyNumber: debit.internal.partyNumber, target: targetOf(payout), amount, now });
  return reference;
}

function confirm(ctx: DigxContext, path: PaymentPath): Response {
  const payment = paymentAt(ctx, path);
  if (!payment) return noPayment();
  if (payment.internal.activityId !== null || (payment.status !== 'INITIATED' && payment.status !== 'VERIFIED')) {
    return refuse(DIGX_CODES.wrongDetails, 'This payment has already been processed.');
  }
  const { state, clock } = ctx.bank;
  const now = clock.now();
  const details = detailsOf(payment);
  const payout = payment.internal.kind === 'EXTERNAL';
  const instruction = Boolean(payment.internal.instruction);
  const debit = state.accounts[details.debitAccountId.value];
  const refused = checkFundsAndLimits(state, { user: ctx.user, debit, payout, amount: details.amount.amount, instruction }, now);
  if (refused) return refused;

  const corporate = state.parties[debit.internal.partyId]?.kind === 'CORPORATE';
  if (corporate && details.amount.amount > APPROVAL_THRESHOLD) {
    payment.status = 'PENDING_APPROVAL';
    const item = activityFor(state, payment, 'PENDING_APPROVAL', null, [ctx.user.userId], now);
    payment.internal.activityId = item.transactionId;
    return ok({ status: { ...SUCCESS, referenceNumber: item.transactionId, receiptAvailable: false } }, 202);
  }
  if (payout && !instruction && details.remarks.toUpperCase() === TIMEOUT_REFERENCE) {
    payment.status = 'SENT_TO_HOST';
    const item = activityFor(state, payment, 'SENT_TO_HOST', null, [], now);
    payment.internal.activityId = item.transactionId;
    return ok({ externalReferenceId: 'UNDER PROCESSING', status: { ...SUCCESS, referenceNumber: item.transactionId, receiptAvailable: false } });
  }
  const hostReference = executePayment(state, payment, now);
  const item = activityFor(state, payment, 'APPROVED', hostReference, [], now);
  payment.internal.activityId = item.transactionId;
  return ok({ externalReferenceId: hostReference, status: { ...SUCCESS, referenceNumber: item.transactionId, receiptAvailable: true } });
}

export function paymentHandlers(route: Route) {
  return PATHS.flatMap((path) => [
    route('post', `cz/v1/payments/${path}`, (ctx) => prepare(ctx, path)),
    ...['v1', 'cz/v1'].flatMap((prefix) => [
      route('get', `${prefix}/payments/${path}/:paymentId`, (ctx) => verify(ctx, path)),
      route('patch', `${prefix}/payments/${path}/:paymentId`, (ctx) => confirm(ctx, path)),
    ]),
  ]);
}
