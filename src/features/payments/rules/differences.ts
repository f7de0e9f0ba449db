/**
 * Where the bank's copy of a prepared payment differs from what the customer asked for, and how the review says
 * so before the Confirm button. The customer confirms what the bank holds, so a date moved off a bank holiday, an
 * amount, a payee's name or a reference the bank holds otherwise is pointed out in plain words.
 * Only real differences count: case and spacing in a name or reference, or 50 against 50.00, are the same thing.
 * A fact the bank's copy does not give is no difference (the review keeps the app's own value for it).
 */
import { formatMoney } from '@/shared/lib/money';
import type { IsoDate } from '@/shared/lib/dates';
import type { BankCopy } from '../mapBankCopy';
import { toWorkingDay } from './workingDays';

export interface AskedPayment {
  amount: number;
  currency: string;
  /** The day the customer asked for a future or first payment; none for a payment made now. */
  date?: IsoDate;
  /** A standing order: its date is the first payment's. */
  recurring: boolean;
  reference: string;
  /** The name on the payee's account as the customer saved or typed it; none for their own account. */
  payeeAccountName?: string;
}

export type Difference =
  | { kind: 'date'; asked: IsoDate; held: IsoDate; recurring: boolean }
  | { kind: 'amount'; asked: number; askedCurrency: string; held: number; heldCurrency: string }
  | { kind: 'payeeName'; asked: string; held: string }
  | { kind: 'reference'; asked: string; held: string };

const pennies = (amount: number) => Math.round(amount * 100);
const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

/** Every difference between what was asked and what the bank holds, in the order the review lists its facts. */
export function differences(asked: AskedPayment, copy: BankCopy): Difference[] {
  const found: Difference[] = [];
  // A payment made now has no day of the customer's choosing: the bank's value date for it is its own business.
  if (asked.date && copy.date && copy.date !== asked.date) found.push({ kind: 'date', asked: asked.date, held: copy.date, recurring: asked.recurring });
  const heldCurrency = copy.currency ?? asked.currency;
  if (copy.amount !== undefined && (pennies(copy.amount) !== pennies(asked.amount) || heldCurrency !== asked.currency)) {
    found.push({ kind: 'amount', asked: asked.amount, askedCurrency: asked.currency, held: copy.amount, heldCurrency });
  }
  if (asked.payeeAccountName && copy.payeeAccountName !== undefined && !sameText(asked.payeeAccountName, copy.payeeAccountName)) {
    found.push({ kind: 'payeeName', asked: asked.payeeAccountName.trim(), held: copy.payeeAccountName.trim() });
  }
  if (copy.reference !== undefined && !sameText(asked.reference, copy.reference)) found.push({ kind: 'reference', asked: asked.reference.trim(), held: copy.reference.trim() });
  return found;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Tuesday 29 December 2026': a moved day is read as a day of the week, the month in full. */
export function longDate(day: IsoDate): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** Why the day asked for is no working day, when the app's own calendar knows. */
function whyNot(day: IsoDate): string {
  const shift = toWorkingDay(day);
  if (!shift.moved) return '';
  return shift.reason === 'weekend' ? ' (at the weekend)' : ` (a bank holiday: ${shift.reason})`;
}

/** One line of the review's notice for a difference. */
export function differenceText(difference: Difference): string {
  switch (difference.kind) {
    case 'date':
      return `The bank will make ${difference.recurring ? 'the first payment' : 'this payment'} on ${longDate(difference.held)}, not ${longDate(difference.asked)}${whyNot(difference.asked)}.`;
    case 'amount':
      return `The bank holds the amount as ${formatMoney(difference.held, difference.heldCurrency)}, not ${formatMoney(difference.asked, difference.askedCurrency)}.`;
    case 'payeeName':
      return `The bank holds the name on the payee's account as ${difference.held}, not ${difference.asked}.`;
    case 'reference':
      if (!difference.held) return `The bank holds no reference for this payment, not ${difference.asked}.`;
      return difference.asked ? `The bank holds the reference as ${difference.held}, not ${difference.asked}.` : `The bank holds the reference as ${difference.held}, where you gave none.`;
  }
}

/** The notice's opening line, above the list of differences. */
export const DIFFERENCES_INTRO = "The bank's copy of this payment is not quite what you asked for. Check it before you confirm:";

/** Said above Confirm when the bank's copy could not be read back: the review shows the details as entered. */
export const BANK_COPY_UNREAD = "We could not read back the bank's copy of this payment, so these are the details you entered. Check them before you confirm.";
