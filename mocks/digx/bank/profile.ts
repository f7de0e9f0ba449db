/**
 * The facts of the banks the fake bank imitates: the app's bank profiles (src/shared/bankProfile), the only
 * thing of src/ the fake bank imports. It speaks the wire in their terms, so a change in the app's own tables
 * cannot silently change the bank the app is tested against.
 *
 * The handlers name server codes in the demo bank's spelling (DIGX_CODES below); in stock mode route.ts
 * translates each code of an answer to the stock profile's code of the same meaning on the way out.
 */
import { bankProfile as demoBank } from '../../../src/shared/bankProfile/profiles/demoBank';
import { bankProfile as stockObdx } from '../../../src/shared/bankProfile/profiles/stockObdx';
import type { BankProfile, DigxMeaning, ExtensionField, FunctionName, LimitTarget, TransactionCategory } from '../../../src/shared/bankProfile/BankProfile';
import { BANK_HOLIDAYS } from '../../../src/shared/bankProfile/bankHolidays';
import type { BankMode } from './mode';

export type { BankProfile, DigxMeaning, ExtensionField, FunctionName, LimitTarget, TransactionCategory };

export function profileOf(mode: BankMode): BankProfile {
  return mode === 'stock' ? stockObdx : demoBank;
}

const firstOf = <K extends string>(table: Readonly<Record<K, readonly string[]>>) =>
  Object.fromEntries(Object.entries<readonly string[]>(table).map(([key, codes]) => [key, codes[0]])) as Readonly<Record<K, string>>;

/** The handlers' codes: each meaning in the demo bank's spelling. */
export const DIGX_CODES = firstOf(demoBank.errorCodes);

/** The task codes the fake bank grants for each function (the same in both modes). */
export const FUNCTION_TASK_CODES = demoBank.functionTaskCodes;

/** The one task code the bank assigns each limit target against, in its profile's spelling. */
export const limitTaskCodesOf = (profile: BankProfile): Readonly<Record<LimitTarget, string>> => firstOf(profile.limitTaskCodes);

/** The task codes the bank keeps its books in (the demo bank's); the stock mode answers in its own (handlers/limits.ts). */
export const LIMIT_TARGET_TASK_CODES = limitTaskCodesOf(demoBank);

/** A limit task code of the bank's books as the given profile spells the same target (others unchanged). */
export function translateTaskCode(code: string, profile: BankProfile): string {
  const target = (Object.keys(LIMIT_TARGET_TASK_CODES) as LimitTarget[]).find((t) => LIMIT_TARGET_TASK_CODES[t] === code);
  return target ? limitTaskCodesOf(profile)[target] : code;
}

/** The demo bank's posting codes (the seed posts with them in both modes; the stock mode does not send them). */
export const TRANSACTION_CODES = demoBank.transactionCodes;
export type TransactionCode = keyof typeof TRANSACTION_CODES & string;

/** The bank's calendar: a working day is a weekday that is not one of its bank holidays (YYYY-MM-DD). */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !Object.prototype.hasOwnProperty.call(BANK_HOLIDAYS, day);
}

/** A server code of the demo bank as the given profile spells the same meaning (unknown codes unchanged). */
export function translateCode(code: string, profile: BankProfile): string {
  if (profile === demoBank) return code;
  const meaning = (Object.keys(demoBank.errorCodes) as DigxMeaning[]).find((m) => demoBank.errorCodes[m].includes(code));
  return meaning ? profile.errorCodes[meaning][0] : code;
}
