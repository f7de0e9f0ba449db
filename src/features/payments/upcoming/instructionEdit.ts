/**
 * Editing a standing order or a future payment (issue 8, /payments/upcoming/edit/{id}): what may be
 * changed, the form's values, the payment journey's own rules for them, and the PUT body. The rules are
 * the ones the payment form uses (amount, limits without the daily checks, reference, pay date,
 * frequency, until), called, not copied; only "which rules apply to an instruction" lives here.
 */
import { parseAmount } from '@/shared/lib/amount';
import { formatPickerDate, parsePickerDate, type IsoDate } from '@/shared/lib/dateRange';
import { frequencyCode, type FrequencyCode } from '../rules/frequency';
import { checkPaymentLimits, type PaymentLimits } from '../rules/limits';
import { firstPaymentDate, type PaymentSchedule } from '../rules/paymentKind';
import { SCHEDULE_MESSAGES, validateFrequency, validatePayDate, validateUntil, type Until } from '../rules/schedule';
import { validateAmount, validateReference } from '../rules/validators';
import type { Instruction } from './types';

/** The bank edits active standing orders and future payments; a direct debit belongs to its originator. */
export function canEditInstruction(item: Pick<Instruction, 'code' | 'statusCode'>): boolean {
  return item.statusCode === 'A' && (item.code === 'SI' || item.code === 'FD');
}

export interface InstructionEditValues {
  amount: string;
  /** The next payment date, DD/MM/YY as typed. */
  date: string;
  reference: string;
  /** Standing orders only. */
  frequency: FrequencyCode;
  until: Until;
  untilDate: string;
}

export interface InstructionEditContext {
  limits: PaymentLimits;
  today: IsoDate;
  /** A reference is required unless the money goes to one of the customer's own accounts. */
  referenceRequired: boolean;
}

export function editValuesOf(item: Instruction): InstructionEditValues {
  const next = item.nextPaymentDate ?? item.startDate;
  return {
    amount: item.amount.amount.toFixed(2),
    date: next ? formatPickerDate(next) : '',
    reference: item.reference,
    frequency: frequencyCode(item.repeat) ?? '50',
    until: item.endDate ? 'date' : 'furtherNotice',
    untilDate: item.endDate ? formatPickerDate(item.endDate) : '',
  };
}

const typedDay = (text: string) => (text.trim() ? parsePickerDate(text) : undefined);

function scheduleOf(values: InstructionEditValues, item: Pick<Instruction, 'code'>): PaymentSchedule {
  const recurring = item.code === 'SI';
  return {
    when: recurring ? 'recurring' : 'later',
    date: typedDay(values.date),
    frequency: recurring ? values.frequency : undefined,
    untilDate: recurring && values.until === 'date' ? typedDay(values.untilDate) : undefined,
  };
}

type Errors = Partial<Record<keyof InstructionEditValues, string>>;

export function validateInstructionEdit(values: InstructionEditValues, item: Pick<Instruction, 'code'>, ctx: InstructionEditContext): Errors {
  const schedule = scheduleOf(values, item);
  const amount = parseAmount(values.amount);
  const errors: Errors = {
    // An instruction is paid on a later day, so the bank checks its range but not today's allowance.
    amount: validateAmount(values.amount) ?? (amount === undefined ? undefined : checkPaymentLimits(ctx.limits, amount, { daily: false })),
    reference: validateReference(values.reference, { required: ctx.referenceRequired }),
    // Unlike a new regular payment, an existing order always has a next date: it may move, not vanish.
    date: values.date.trim() === '' ? SCHEDULE_MESSAGES.dateRequired : validatePayDate(schedule, ctx.today, true),
  };
  if (item.code === 'SI') {
    errors.frequency = validateFrequency(schedule);
    errors.untilDate = validateUntil(schedule, values.until, ctx.today, values.untilDate.trim() !== '');
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

/** PUT cz/v1/payments/instructions/{id}: the whole new schedule (docs/digx-api.md "instruction edit"). */
export interface InstructionChanges {
  amount: { amount: number; currency: string };
  nextExecutionDate: IsoDate;
  remarks: string;
  frequency?: FrequencyCode;
  endDate?: IsoDate | null;
}

/**
 * The body to send; call after validateInstructionEdit passed. The next date moves off a weekend or
 * bank holiday as a new payment's does, so the review shows the day the bank will really pay.
 */
export function instructionChanges(values: InstructionEditValues, item: Pick<Instruction, 'code' | 'amount'>, today: IsoDate): InstructionChanges {
  const schedule = scheduleOf(values, item);
  const changes: InstructionChanges = {
    amount: { amount: parseAmount(values.amount) ?? 0, currency: item.amount.currency },
    nextExecutionDate: firstPaymentDate(schedule, today).date,
    remarks: values.reference.trim(),
  };
  if (item.code === 'SI') {
    changes.frequency = values.frequency;
    changes.endDate = values.until === 'date' ? schedule.untilDate ?? null : null;
  }
  return changes;
}
