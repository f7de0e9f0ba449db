/**
 * Standing orders (SI) and direct debits (DD) come from the same patterns that wrote the history, so the
 * next execution date, the last collection and the amount agree with the transactions. Future-dated
 * payments (FD) are a short hand-written list: nothing has been posted for them yet.
 */
import type { AccountRecord, InstructionCode, InstructionRecord, TransactionRecord } from '../types';
import { ACC } from './accountSpecs';
import { dayFromYmd, dayOf, monthDay, nextWorkingDay, obdxDate, ymdOf, type Day } from './dates';
import { accountIdOf, alnumCode, externalAccountIdOf } from './ids';
import { money } from './money';
import { monthlyDays, type MonthlyPattern, type Pattern } from './patterns';
import { PAYEE_SPECS } from './payeeSpecs';
import { payeeIdOf } from './payees';

const FREQUENCY_CODE: Record<number, string> = { 1: '50', 2: '60', 3: '70', 6: '80', 12: '90' };

function reference(branch: string, code: InstructionCode, day: Day, label: string): string {
  const { y } = ymdOf(day);
  const dayOfYear = day - dayFromYmd(y, 1, 1) + 1;
  return `${branch}OU${code}${String(y).slice(2)}${String(dayOfYear).padStart(3, '0')}${alnumCode(`ref:${label}`, 4)}`;
}

function payeeFor(sortCode?: string, accountNumber?: string) {
  return PAYEE_SPECS.find((p) => p.sortCode === sortCode && p.accountNumber === accountNumber) ?? null;
}

interface Parts {
  code: InstructionCode;
  label: string;
  from: AccountRecord;
  toOwn?: string;
  toSortCode?: string;
  toAccountNumber?: string;
  payeeNickName: string;
  pennies: number;
  remarks: string;
  start: Day;
  end: Day | null;
  next: Day | null;
  everyMonths: number;
  dealId?: string;
  lastPaid?: Day;
}

function record(p: Parts): InstructionRecord {
  const own = p.toOwn !== undefined;
  const payee = payeeFor(p.toSortCode, p.toAccountNumber);
  const recurring = p.code !== 'FD';
  const kind = p.code === 'DD' ? 'UKDIRECTDEBIT' : `${own ? 'SELFFT' : 'UKDOMESTICFT'}_${p.code === 'SI' ? 'SI' : 'PAYLATER'}`;
  return {
    instructionId: alnumCode(`instruction:${p.label}`, 10),
    paymentType: kind,
    type: recurring ? 'REC' : 'NONREC',
    startDate: obdxDate(p.start),
    endDate: p.end === null ? null : obdxDate(p.end),
    nextExecutionDate: p.next === null ? null : obdxDate(p.next),
    externalReferenceNumber: reference(p.from.branchCode, p.code, p.start, p.label),
    payeeNickName: p.payeeNickName,
    freqDays: 0,
    freqMonths: recurring ? p.everyMonths % 12 : 0,
    freqYears: recurring ? Math.floor(p.everyMonths / 12) : 0,
    partyId: p.from.partyId,
    amount: money(p.from.currencyCode, p.pennies),
    remarks: p.remarks,
    debitAccountId: p.from.id,
    creditAccountId: own ? accountIdOf(p.toOwn as string) : externalAccountIdOf(p.toSortCode ?? 'DD', p.toAccountNumber ?? p.dealId ?? ''),
    statusType: 'A',
    branchCode: p.from.branchCode,
    adhocPayment: false,
    ...(p.dealId !== undefined ? { dealId: p.dealId } : {}),
    ...(p.lastPaid !== undefined ? { lastPaymentDate: obdxDate(p.lastPaid) } : {}),
    internal: {
      code: p.code,
      ownerUserId: p.from.internal.ownerUserIds[0],
      frequencyCode: recurring ? FREQUENCY_CODE[p.everyMonths] ?? '50' : '10',
      numInstallments: recurring && p.end !== null ? Math.round((p.end - p.start) / (30.44 * p.everyMonths)) + 1 : recurring ? null : 1,
      toAccountNumber: own ? (p.toOwn as string) : p.toAccountNumber ?? '',
      toSortCode: p.toSortCode ?? '',
      payeeId: payee ? payeeIdOf(payee) : null,
    },
  };
}

function fromPattern(pattern: MonthlyPattern, accounts: Record<string, AccountRecord>, transactions: Record<string, TransactionRecord[]>, today: Day): InstructionRecord {
  const hint = pattern.instruction;
  if (!hint) throw new Error('pattern without instruction');
  const from = accounts[accountIdOf(pattern.account).value];
  const every = pattern.every ?? 1;
  const ahead = monthlyDays(pattern, { start: today + 1, end: today + 400 });
  const end = hint.endsInMonths === undefined ? null : nextWorkingDay(monthDay(today, hint.endsInMonths, pattern.day));
  const [description, remarks] = typeof pattern.text === 'string' ? [pattern.text, pattern.text] : pattern.text;
  const posted = (transactions[from.id.value] ?? []).filter((t) => t.description === description);
  const last = posted[posted.length - 1];
  const startNominal = monthDay(today, -hint.startMonthsAgo, pattern.day);
  return record({
    code: hint.code,
    label: `${pattern.account}:${description}`,
    from,
    toOwn: pattern.to,
    toSortCode: pattern.to ? accounts[accountIdOf(pattern.to).value].internal.sortCode : hint.toSortCode,
    toAccountNumber: hint.toAccountNumber,
    payeeNickName: hint.payeeNickName,
    pennies: last ? Math.round(last.amountInAccountCurrency.amount * 100) : Math.round((typeof pattern.amount === 'number' ? pattern.amount : pattern.amount[0]) * 100),
    remarks,
    start: nextWorkingDay(startNominal),
    end,
    next: ahead.find((d) => end === null || d <= end) ?? null,
    everyMonths: every,
    dealId: hint.dealId,
    lastPaid: last ? dayOf(last.valueDate) : undefined,
  });
}

/** Future payments: [from, to own account | payee account name, amount, days ahead, reference]. */
const FUTURE: readonly [string, string, number, number, string][] = [
  [ACC.everyday, 'J Carter Builders Ltd', 4500, 6, 'KITCHEN FINAL'],
  [ACC.everyday, ACC.instant, 10000, 14, 'BONUS SAVINGS'],
  [ACC.everyday, 'Thomas Pemberton', 50, 3, 'POCKET MONEY'],
  [ACC.stablesRacing, 'Heath Feed Merchants Ltd', 6200, 5, 'FEED ACC 4471'],
  [ACC.holdingsCurrent, 'Hargreaves and Co Accountants', 3600, 21, 'AUDIT FEES'],
];

export function createInstructions(patterns: readonly Pattern[], accounts: Record<string, AccountRecord>, transactions: Record<string, TransactionRecord[]>, today: Day): InstructionRecord[] {
  const standing = patterns
    .filter((p): p is MonthlyPattern => p.kind === 'monthly' && p.instruction !== undefined)
    .map((p) => fromPattern(p, accounts, transactions, today));
  const future = FUTURE.map(([fromNumber, to, pounds, daysAhead, remarks]) => {
    const from = accounts[accountIdOf(fromNumber).value];
    const payee = PAYEE_SPECS.find((p) => p.accountName === to && p.party === from.internal.partyNumber);
    const day = nextWorkingDay(today + daysAhead);
    return record({
      code: 'FD', label: `${fromNumber}:${to}:${daysAhead}`, from, toOwn: payee ? undefined : to,
      toSortCode: payee ? payee.sortCode : accounts[accountIdOf(to).value].internal.sortCode,
      toAccountNumber: payee?.accountNumber, payeeNickName: payee ? payee.nickName : 'Own Account', pennies: pounds * 100,
      remarks, start: day, end: day, next: day, everyMonths: 0,
    });
  });
  return [...standing, ...future];
}
