/**
 * What the bank holds for a prepared payment, read from the verify GET ({path}/{paymentId}), in the shapes OBDX's own
 * web client reads on its review screens (OBDX_UI partials/payments/review-payment-self.html and
 * review-payment-domestic.html with their components):
 * - a transfer between own accounts: `transferDetails {amount, debitAccountId, creditAccountId, valueDate,
 *   startDate, endDate, frequency, remarks}`, an instruction's dates on the same object;
 * - a payout made now: `payoutDetails {amount, debitAccountId, valueDate, remarks}` with the payee beside it as
 *   `payeeDetails {nickName, ukDomesticPayee {accountName, …}}`;
 * - a payout instruction: `payoutDetails.instructionDetails {amount, debitAccountId, startDate, endDate, frequency,
 *   remarks}` with the payee as `payoutDetails.payeeDetails`.
 * Only those fields are read. A field the bank leaves out stays undefined: the review then keeps the app's own
 * value for it and claims no difference.
 */
import type { IsoDate } from '@/shared/lib/dates';

export interface BankCopy {
  amount?: number;
  currency?: string;
  /** The day the bank will make the (first) payment: an instruction's start date, else the value date. */
  date?: IsoDate;
  /** A repeating payment's last day; null when the bank holds none (until further notice). */
  endDate?: IsoDate | null;
  /** SPEC recurrence code, as sent. */
  frequency?: string;
  reference?: string;
  /** The customer's name for the payee, and the name on the payee's account. */
  payeeNickname?: string;
  payeeAccountName?: string;
  debitAccountId?: string;
}

type Wire = Record<string, unknown>;

const objectAt = (value: unknown): Wire | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Wire) : undefined);
const textAt = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function amountOf(value: unknown): number | undefined {
  const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(amount) ? amount : undefined;
}

/** "2026-12-29T00:00:00" (OBDX's business date) or "2026-12-29" → "2026-12-29"; anything else → undefined. */
function dayOf(value: unknown): IsoDate | undefined {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})(T|$)/.exec(value) : null;
  return match ? (match[1] as IsoDate) : undefined;
}

export function mapBankCopy(answer: unknown): BankCopy {
  const wire = objectAt(answer) ?? {};
  const details = objectAt(wire.payoutDetails) ?? objectAt(wire.transferDetails) ?? {};
  const held = objectAt(details.instructionDetails) ?? details;
  const payee = objectAt(wire.payeeDetails) ?? objectAt(details.payeeDetails);
  const money = objectAt(held.amount);
  const copy: BankCopy = {
    amount: amountOf(money?.amount),
    currency: textAt(money?.currency),
    date: dayOf(held.startDate) ?? dayOf(held.valueDate),
    endDate: held.endDate === null ? null : dayOf(held.endDate),
    frequency: typeof held.frequency === 'string' || typeof held.frequency === 'number' ? String(held.frequency) : undefined,
    reference: textAt(held.remarks) ?? (held.remarks === null ? '' : undefined),
    payeeNickname: textAt(payee?.nickName),
    payeeAccountName: textAt(objectAt(payee?.ukDomesticPayee)?.accountName),
    debitAccountId: textAt(objectAt(held.debitAccountId)?.value),
  };
  return Object.fromEntries(Object.entries(copy).filter(([, value]) => value !== undefined)) as BankCopy;
}
