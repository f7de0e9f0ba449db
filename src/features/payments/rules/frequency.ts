/**
 * Recurrence of a payment. SPEC.md section 3 gives the codes the bank takes (10 Once … 90 Yearly);
 * section 4 names a repeat from its day, month and year counts (Daily = 1 day … Yearly = 1 year,
 * otherwise Custom). One table holds both, so a code, its counts and its name never disagree.
 */
export type FrequencyCode = '10' | '20' | '30' | '40' | '50' | '60' | '70' | '80' | '90';
/** Section 4's names (and 'Once' for no repeat); 'Custom' has no code, so the bank cannot take it. */
export type FrequencyName =
  | 'Once' | 'Daily' | 'Weekly' | 'Fortnightly' | 'Monthly' | 'Bi-Monthly' | 'Quarterly' | 'Half-Yearly' | 'Yearly';

/** How far apart the payments are. All zero means no repeat (Once). */
export interface RepeatCounts {
  days: number;
  months: number;
  years: number;
}

export interface Frequency {
  code: FrequencyCode;
  name: FrequencyName;
  /** Section 3's wording, for lists and selects. */
  label: string;
  counts: RepeatCounts;
}

const every = (days: number, months: number, years: number): RepeatCounts => ({ days, months, years });

export const FREQUENCIES: readonly Frequency[] = [
  { code: '10', name: 'Once', label: 'Once', counts: every(0, 0, 0) },
  { code: '20', name: 'Daily', label: 'Daily', counts: every(1, 0, 0) },
  { code: '30', name: 'Weekly', label: 'Weekly', counts: every(7, 0, 0) },
  { code: '40', name: 'Fortnightly', label: 'Fortnightly', counts: every(14, 0, 0) },
  { code: '50', name: 'Monthly', label: 'Monthly', counts: every(0, 1, 0) },
  { code: '60', name: 'Bi-Monthly', label: 'Bi-monthly', counts: every(0, 2, 0) },
  { code: '70', name: 'Quarterly', label: 'Quarterly', counts: every(0, 3, 0) },
  { code: '80', name: 'Half-Yearly', label: 'Half-yearly', counts: every(0, 6, 0) },
  { code: '90', name: 'Yearly', label: 'Yearly', counts: every(0, 0, 1) },
];

export const ONCE: FrequencyCode = '10';

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/**
 * The table row for some counts; undefined for a custom repeat. Months and years are read as one
 * span (12 months is Yearly), but days never mix with them: 1 month and 2 days has no code.
 */
function frequencyOf(counts: RepeatCounts): Frequency | undefined {
  const { days, months, years } = counts;
  if (![days, months, years].every(isCount)) return undefined;
  const totalMonths = years * 12 + months;
  if (days > 0 && totalMonths > 0) return undefined;
  return FREQUENCIES.find((f) => f.counts.days === days && f.counts.months + f.counts.years * 12 === totalMonths);
}

/** SPEC.md section 4: the name of a repeat, 'Custom' when it is not one of the table's. */
export function frequencyName(counts: RepeatCounts): FrequencyName | 'Custom' {
  return frequencyOf(counts)?.name ?? 'Custom';
}

/** The bank's code for some counts; undefined for a custom repeat. */
export function frequencyCode(counts: RepeatCounts): FrequencyCode | undefined {
  return frequencyOf(counts)?.code;
}

export function isFrequencyCode(code: unknown): code is FrequencyCode {
  return FREQUENCIES.some((f) => f.code === code);
}

/** A code (the bank sends standing orders' frequency as one) to its table row; undefined if unknown. */
export function frequencyByCode(code: string | number): Frequency | undefined {
  return FREQUENCIES.find((f) => f.code === String(code).trim());
}

/** A repeat is regular (an instruction that recurs) unless it is Once. Custom repeats count as regular. */
export function isRegular(counts: RepeatCounts | undefined): boolean {
  return counts !== undefined && frequencyName(counts) !== 'Once';
}
