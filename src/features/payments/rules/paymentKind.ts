/**
 * What kind of payment a draft is, when it is first paid, and the order the bank is asked for
 * (SPEC.md section 4 "Payment flow", section 3 "Transfer payload"):
 * - an instant payment is one made now and not regular; anything else is an instruction, future
 *   (once, on a date) or recurring (with a frequency code);
 * - a regular payment set up now starts the next day (Europe/London);
 * - repeats run until an end date or until further notice (no end date);
 * - a future or first pay date on a weekend or bank holiday moves to the next working day.
 * Every date is a London calendar day, YYYY-MM-DD; "today" is the caller's (londonToday in shared/lib/london).
 */
import { parseAmount } from '@/shared/lib/amount';
import type { IsoDate } from '@/shared/lib/dates';
import type { PaymentOrder, PaymentPath, Recipient, When } from '../types';
import { ONCE, isFrequencyCode, type FrequencyCode } from './frequency';
import { addDays } from '@/shared/lib/dates';
import { toWorkingDay, type WorkingDayShift } from './workingDays';

export type PaymentKind = 'instant' | 'future' | 'recurring';

export interface PaymentSchedule {
  when: When;
  /** 'later': the pay date. 'recurring': the first payment date; none means "now", so the next day. */
  date?: IsoDate;
  /** 'recurring': one of the SPEC codes. Once ('10') makes a "recurring" choice a single payment. */
  frequency?: FrequencyCode;
  /** 'recurring': the last payment date; none means until further notice. */
  untilDate?: IsoDate;
}

const isRegularSchedule = (s: PaymentSchedule) => s.when === 'recurring' && s.frequency !== ONCE;

/** SPEC.md section 4: instant when now and not regular; otherwise an instruction. */
export function paymentKind(schedule: PaymentSchedule): PaymentKind {
  if (isRegularSchedule(schedule)) return 'recurring';
  if (schedule.when === 'now' || (schedule.when === 'recurring' && !schedule.date)) return 'instant';
  return 'future';
}

export function isInstruction(kind: PaymentKind): boolean {
  return kind !== 'instant';
}

/** The OBDX resource: transfers/self between own accounts, payouts/external to a payee; instructions/… unless instant. */
export function paymentPath(kind: PaymentKind, recipient: Recipient): PaymentPath {
  const base = recipient.kind === 'account' ? 'transfers/self' : 'payouts/external';
  return isInstruction(kind) ? `instructions/${base}` : base;
}

/**
 * The day the (first) payment is made. Instant: today, never moved (Faster Payments run every day).
 * A regular payment set up now: the next day. A chosen date: that day. Both then move off weekends
 * and bank holidays, and the shift says so for the screen.
 */
export function firstPaymentDate(schedule: PaymentSchedule, today: IsoDate): WorkingDayShift {
  const kind = paymentKind(schedule);
  if (kind === 'instant') return { requested: today, date: today, moved: false };
  const requested = schedule.date || addDays(today, 1);
  return toWorkingDay(requested);
}

/** Repeat-until: the end date of a recurring payment, or undefined for further notice (and for one-off payments). */
export function endDate(schedule: PaymentSchedule): IsoDate | undefined {
  return paymentKind(schedule) === 'recurring' && schedule.untilDate ? schedule.untilDate : undefined;
}

export interface PaymentDraftInput {
  fromAccountId: string;
  /** The paying account's currency. */
  currency: string;
  recipient: Recipient;
  /** A payee's sort code (payouts carry it to the bank); six digits. */
  sortCode?: string;
  /** As typed; parsed with the amount field's own rule. */
  amount: string | number;
  reference: string;
  schedule: PaymentSchedule;
}

/**
 * The order for the prepare call (api.ts turns it into the Transfer payload of SPEC.md section 3).
 * Instant payments carry no dates or frequency; instructions carry the working-day start date,
 * type NONREC with Once ('10') for a future payment, REC with the frequency code and the end date
 * (none for further notice) for a recurring one. undefined until the draft is complete enough to
 * send (run the validators first: this only refuses what it cannot build).
 */
export function buildPaymentOrder(draft: PaymentDraftInput, today: IsoDate): PaymentOrder | undefined {
  const amount = typeof draft.amount === 'number' ? draft.amount : parseAmount(draft.amount);
  if (!draft.fromAccountId || amount === undefined || !(amount > 0)) return undefined;
  const kind = paymentKind(draft.schedule);
  if (draft.schedule.when === 'later' && !draft.schedule.date) return undefined;
  if (kind === 'recurring' && !isFrequencyCode(draft.schedule.frequency)) return undefined;
  const { recipient } = draft;
  if (recipient.kind === 'account' && (!recipient.accountId || recipient.accountId === draft.fromAccountId)) return undefined;
  if (recipient.kind === 'payee' && !recipient.payeeId) return undefined;

  const order: PaymentOrder = {
    path: paymentPath(kind, recipient),
    debitAccountId: draft.fromAccountId,
    ...(recipient.kind === 'account' ? { creditAccountId: recipient.accountId } : {}),
    // A new payee has no id yet: the saga creates it and sets payeeId before preparing.
    ...(recipient.kind === 'payee' ? { payeeId: recipient.payeeId } : {}),
    ...(recipient.kind !== 'account' && draft.sortCode ? { sortCode: draft.sortCode.replace(/\D/g, '') } : {}),
    amount,
    currency: draft.currency,
    reference: draft.reference.trim(),
    type: kind === 'recurring' ? 'REC' : 'NONREC',
  };
  if (kind === 'instant') return order;
  const end = endDate(draft.schedule);
  return {
    ...order,
    startDate: firstPaymentDate(draft.schedule, today).date,
    ...(end ? { endDate: end } : {}),
    frequency: kind === 'recurring' ? draft.schedule.frequency : ONCE,
  };
}
