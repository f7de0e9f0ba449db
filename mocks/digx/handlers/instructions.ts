import { DIGX_CODES } from '../bank/profile';
import { alnumCode, londonDay, money, obdxDate, toWire } from '../bank/seed';
import { dayOf, type Day } from '../bank/seed/dates';
import { FUNCTION_TASK_CODES, type AccountRecord, type InstructionCode, type InstructionRecord } from '../bank/types';
import { checkLimits, targetParty } from './limits';
import { dayOfText, FREQUENCIES, installments, readJson, remarksRefusal, SUCCESS, validAmount } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Standing orders (SI), future payments (FD) and direct debits (DD) (SPEC.md section 7 "Instructions";
 * docs/digx-api.md "instructions"). Every call answers for the session user's own instructions only, narrowed
 * to the X-Target-Unit entity when it names one of the user's (as accounts.ts does), and needs paymentsFuture.
 *
 *   GET   cz/v1/payments/instructions?code=FD|SI|DD[&type=NONREC|REC]
 *         → {status, instructionsList: [instruction]}   cancelled ones too (statusType 'C')
 *   GET   v1/payments/instructions[?type=NONREC|REC]   (OBDX's own list: obdx-samples payments-instructions)
 *         → {status, instructionsList: [instruction]}   standing orders and future payments; direct debits only above
 *   GET   cz/v1/payments/instructions/cancellation/{id}[?code=]   → {status, instruction}   (prepare / verify)
 *   PATCH cz/v1/payments/instructions/cancellation/{id}[?code=]   (two-factor: 417 first, replay with the OTP)
 *         → {status, referenceNumber}; the instruction's statusType becomes 'C' for good
 *   PUT   cz/v1/payments/instructions/{id}?code=SI|FD
 *         {amount: {amount, currency}, nextExecutionDate | startDate, remarks, frequency (SI), endDate (SI)}
 *         → {status, instruction}   every field may be left out to keep its value; endDate null clears it (SI)
 *
 * An instruction is the stored record without its internal object (InstructionWire, seed/instructions.ts); {id} is
 * its instructionId or its externalReferenceNumber (all OBDX's own list names it by).
 * Refusals (HTTP 400): the user lacks paymentsFuture → accessDenied; code missing or not FD/SI/DD, type not
 * REC/NONREC, an id that is not the user's (or not of the given code) → wrongDetails; cancelling a cancelled
 * instruction → wrongDetails; editing a direct debit or a cancelled instruction → wrongDetails; edit fields
 * are checked as payment prepare checks them (payments.ts): amount > 0 with at most 2 decimals in the
 * instruction's currency → wrongDetails; remarks over 35 / not letters, digits, spaces →
 * nicknameOrReferenceLength / alphanumericViolation; the date not after today (London) → wrongDetails; SI
 * frequency not one of 20..90, FD frequency other than 10 → wrongDetails; SI end date not after the next
 * execution date → wrongDetails; the amount outside the per-payment limits → transactionLimitExceeded.
 */

const CODES: readonly InstructionCode[] = ['SI', 'FD', 'DD'];
const isCode = (value: string | null): value is InstructionCode => CODES.includes(value as InstructionCode);

const refuse = (code: string, detail: string) => obdxError(400, code, detail);
const wrong = (detail: string) => refuse(DIGX_CODES.wrongDetails, detail);
const notFound = () => wrong('The instruction could not be found.');
const pennies = (amount: number) => Math.round(amount * 100);

const mayUse = (ctx: DigxContext) => FUNCTION_TASK_CODES.paymentsFuture.some((code) => ctx.user.allowedTransactions.includes(code));
const noAccess = () => refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');

/** The session user's instructions, inside the X-Target-Unit entity when it is one of theirs. */
function visibleInstructions(ctx: DigxContext): InstructionRecord[] {
  const party = targetParty(ctx);
  return ctx.bank.state.instructions.filter(
    (i) => i.internal.ownerUserId === ctx.user.userId && (!party || i.partyId.value === party.partyId.value),
  );
}

/** The instruction of the :id path parameter; ?code=, when given, must be its code. */
function findInstruction(ctx: DigxContext): InstructionRecord | 'badCode' | undefined {
  const code = ctx.url.searchParams.get('code');
  if (code !== null && code !== '' && !isCode(code)) return 'badCode';
  // OBDX's own list names an instruction by its externalReferenceNumber only (no instructionId): either finds it.
  const record = visibleInstructions(ctx).find((i) => i.instructionId === ctx.params.id || i.externalReferenceNumber === ctx.params.id);
  return record && (code === null || code === '' || record.internal.code === code) ? record : undefined;
}

const wire = (record: InstructionRecord) => toWire(record);

function list(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  const code = ctx.url.searchParams.get('code');
  if (!isCode(code)) return wrong('The instruction code must be FD, SI or DD.');
  const type = ctx.url.searchParams.get('type');
  if (type !== null && type !== '' && type !== 'REC' && type !== 'NONREC') return wrong('The instruction type must be REC or NONREC.');
  const instructionsList = visibleInstructions(ctx)
    .filter((i) => i.internal.code === code && (!type || i.type === type))
    .map(wire);
  return ok({ status: SUCCESS, instructionsList });
}

function obdxList(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  const type = ctx.url.searchParams.get('type');
  if (type !== null && type !== '' && type !== 'REC' && type !== 'NONREC') return wrong('The instruction type must be REC or NONREC.');
  const instructionsList = visibleInstructions(ctx)
    .filter((i) => i.internal.code !== 'DD' && (!type || i.type === type))
    .map(wire);
  return ok({ status: SUCCESS, instructionsList });
}

function cancellationOf(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  const record = findInstruction(ctx);
  if (record === 'badCode') return wrong('The instruction code must be FD, SI or DD.');
  if (!record) return notFound();
  return ok({ status: SUCCESS, instruction: wire(record) });
}

function cancel(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  const record = findInstruction(ctx);
  if (record === 'badCode') return wrong('The instruction code must be FD, SI or DD.');
  if (!record) return notFound();
  if (record.statusType === 'C') return wrong('This instruction has already been cancelled.');
  record.statusType = 'C';
  return ok({ status: SUCCESS, referenceNumber: alnumCode(`cancellation:${record.instructionId}`, 16) });
}

interface EditBody {
  amount: { amount?: unknown; currency?: unknown };
  startDate: unknown;
  nextExecutionDate: unknown;
  remarks: unknown;
  frequency: unknown;
  endDate: unknown;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

async function edit(ctx: DigxContext): Promise<Response> {
  if (!mayUse(ctx)) return noAccess();
  const record = findInstruction(ctx);
  if (record === 'badCode') return wrong('The instruction code must be FD, SI or DD.');
  if (!record) return notFound();
  const { code } = record.internal;
  if (code === 'DD') return wrong('A direct debit cannot be edited; cancel it instead.');
  if (record.statusType === 'C') return wrong('A cancelled instruction cannot be edited.');
  const { state, clock } = ctx.bank;
  const now = clock.now();
  const today = londonDay(now);
  const body = await readJson<EditBody>(ctx.request);
  const recurring = code === 'SI';

  let amount = record.amount.amount;
  if (body.amount !== undefined) {
    const value = validAmount(body.amount?.amount);
    if (value === undefined) return wrong('The amount must be more than 0 with at most 2 decimals.');
    if ((body.amount.currency ?? record.amount.currency) !== record.amount.currency) return wrong('The amount must be in the currency of the account it is paid from.');
    amount = value;
  }

  const remarks = body.remarks === undefined ? record.remarks : typeof body.remarks === 'string' ? body.remarks.trim() : '';
  const badRemarks = remarksRefusal(remarks);
  if (badRemarks) return badRemarks;

  const dateText = body.nextExecutionDate ?? body.startDate;
  let next: Day | null = record.nextExecutionDate === null ? null : dayOf(record.nextExecutionDate);
  if (dateText !== undefined) {
    const day = dayOfText(dateText);
    if (day === undefined || day <= today) return wrong('The payment date must be a date after today.');
    next = day;
  }
  if (next === null || next <= today) return wrong('The payment date must be a date after today.');

  let frequency = record.internal.frequencyCode;
  if (given(body.frequency)) {
    const value = String(body.frequency);
    if (recurring ? value === '10' || !FREQUENCIES[value] : value !== '10') {
      return wrong(recurring ? 'The frequency of a standing order must be one of 20 to 90.' : 'A future payment has frequency 10 (once).');
    }
    frequency = value;
  }

  let end: Day | null = record.endDate === null ? null : dayOf(record.endDate);
  if (!recurring) end = next;
  else {
    if (body.endDate === null || body.endDate === '') end = null;
    else if (body.endDate !== undefined) {
      const day = dayOfText(body.endDate);
      if (day === undefined) return wrong('The end date must be after the next payment date.');
      end = day;
    }
    if (end !== null && end <= next) return wrong('The end date must be after the next payment date.');
  }

  const debit: AccountRecord | undefined = state.accounts[record.debitAccountId.value];
  if (debit && pennies(amount) !== pennies(record.amount.amount)) {
    const target = record.paymentType.startsWith('SELFFT') ? 'internalTransfer' : 'makePayment';
    const refused = checkLimits(state, { userId: ctx.user.userId, partyNumber: debit.internal.partyNumber, target, amount, now, daily: false });
    if (refused) return refused;
  }

  const [days, months, years] = recurring ? FREQUENCIES[frequency] ?? [0, 0, 0] : [0, 0, 0];
  const started = dayOf(record.startDate) <= today;
  const start = recurring && started ? dayOf(record.startDate) : next;
  Object.assign(record, {
    amount: money(record.amount.currency, pennies(amount)),
    remarks,
    startDate: obdxDate(start),
    nextExecutionDate: obdxDate(next),
    endDate: end === null ? null : obdxDate(end),
    freqDays: days,
    freqMonths: months,
    freqYears: years,
  });
  record.internal.frequencyCode = recurring ? frequency : '10';
  record.internal.numInstallments = recurring ? installments(start, end, frequency) : 1;
  return ok({ status: SUCCESS, instruction: wire(record) });
}

export function instructionHandlers(route: Route) {
  return [
    route('get', 'v1/payments/instructions', obdxList),
    route('get', 'cz/v1/payments/instructions', list),
    route('get', 'cz/v1/payments/instructions/cancellation/:id', cancellationOf),
    route('patch', 'cz/v1/payments/instructions/cancellation/:id', cancel, { challenge: true }),
    route('put', 'cz/v1/payments/instructions/:id', edit),
  ];
}
