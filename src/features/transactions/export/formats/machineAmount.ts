/**
 * Amounts and dates as machine formats (accounting CSVs, OFX, QIF) want them: two decimals, a '.'
 * decimal point, no thousands separators, a leading minus for money out. Dates stay the strings the
 * bank sent (Transaction.date is already the London calendar day) so no Date parsing can move a
 * transaction to the day before in another time zone.
 */
import type { Transaction } from '../../types';

/** '1234.50', '-12.00'; never '-0.00'. */
export function machineAmount(value: number): string {
  const text = value.toFixed(2);
  return /^-0\.00$/.test(text) ? '0.00' : text;
}

/** Money in positive, money out negative, in the account's currency. */
export function signedAmount(row: Transaction): number {
  const amount = Math.abs(row.amountPure);
  return row.debitCreditFlag === 'D' ? -amount : amount;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (the UK order every UK edition of the packages asks for). */
export function ukDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}
