/**
 * The bank's calendar: its days off besides weekends (YYYY-MM-DD → name), England and Wales for this bank
 * (DECISIONS.md), generated from a maintained source by `npm run holidays:generate`. A bank fact, so it sits with
 * the bank profile, but in a file of its own: only the payment screens need it, and inside the profile object
 * the login page would carry the whole table (the /login byte budget). A bank elsewhere points this at its own.
 */
export { BANK_HOLIDAYS } from '../lib/bankHolidays.generated';
