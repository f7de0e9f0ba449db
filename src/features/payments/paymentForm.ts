/**
 * The payment form's values and how they become an order: the screens' glue over the rules in rules/.
 * Every check here is one of those rules; this file only decides which apply to which field.
 */
import { parseAmount } from '@/shared/lib/amount';
import { parsePickerDate } from '@/shared/lib/dateRange';
import { formatMoney } from '@/shared/lib/money';
import { formatShortDate, type IsoDate } from '@/shared/lib/dates';
import { londonDateTime, londonToday } from '@/shared/lib/london';
import { formatReceiptSortCode, receiptAccountLine, RECEIPT_SORT_CODE, type Receipt } from '@/shared/receipts/receipt';
import { FREQUENCIES, ONCE, frequencyByCode, type FrequencyCode } from './rules/frequency';
import type { LimitSources } from '@/shared/limits/limitPackages';
import { checkPaymentLimits, limitHint, paymentLimits, type PaymentLimits } from './rules/limits';
import { buildPaymentOrder, firstPaymentDate, paymentKind, type PaymentSchedule } from './rules/paymentKind';
import { validatePayDate, validateFrequency, validateUntil, type Until } from './rules/schedule';
import { formatSortCode, sortCodeCheckError, validateSortCode } from './rules/sortCode';
import { validateAccountName, validateAccountNumber, validateAmount, validateFunds, validatePayeeName, validatePayingAccount, validateReference, validateWhen } from './rules/validators';
import { workingDayNotice } from './rules/workingDays';
import type { InternationalRequest } from './api';
import type { CopStatus, PaymentsState } from './slice';
import type { NewPayeeDetails, Payee, PaymentOrder, Recipient, SortCodeCheck, When } from './types';
import { accountNumberText, maskedNumberSpoken } from '@/shared/lib/maskedNumber';

/** An account as the payment screens need it (the area maps the accounts feature's Account). */
export interface PaymentAccount {
  /** Store id = the OBDX id token the bank takes. */
  id: string;
  accountId: string;
  title: string;
  accountNumber: string;
  currency: string;
  availableBalance: number;
  availableLabel: string;
  group: string;
  type: string;
  transferOutDisabled: boolean;
  /** May money leave it (not a notice account, loan, mortgage or bond)? */
  canPay: boolean;
  /** OBDX partyId.value of the account's party: its payments are held to that party's limits. */
  partyId: string;
}

export function paymentAccountOf(account: {
  id: string;
  accountId: string;
  title: string;
  accountNumber: string;
  currency: string;
  availableBalance: { amount: number; currency: string };
  group: string;
  type: string;
  transferOutDisabled: boolean;
  partyId: string;
}): PaymentAccount {
  return {
    id: account.id,
    accountId: account.accountId,
    title: account.title,
    accountNumber: account.accountNumber,
    currency: account.currency,
    availableBalance: account.availableBalance.amount,
    availableLabel: `${formatMoney(account.availableBalance.amount, account.availableBalance.currency)} available`,
    group: account.group,
    type: account.type,
    transferOutDisabled: account.transferOutDisabled,
    canPay: validatePayingAccount(account) === undefined,
    partyId: account.partyId,
  };
}

export interface PaymentFormValues {
  from: string;
  /** 'account:{id}', 'payee:{id}' or 'new'. */
  to: string;
  newPayee: { title: string; accountName: string; sortCode: string; accountNumber: string; accountType: 'PERSONAL' | 'BUSINESS' };
  amount: string;
  when: When | '';
  /** DD/MM/YY as typed. */
  date: string;
  frequency: FrequencyCode;
  until: Until;
  untilDate: string;
  reference: string;
}

export function emptyPaymentForm(): PaymentFormValues {
  return {
    from: '',
    to: '',
    newPayee: { title: '', accountName: '', sortCode: '', accountNumber: '', accountType: 'PERSONAL' },
    amount: '',
    when: '',
    date: '',
    frequency: '50',
    until: 'furtherNotice',
    untilDate: '',
    reference: '',
  };
}

/** The repeat choices: every SPEC frequency but Once (a one-off payment is "On a future date"). */
export const FREQUENCY_OPTIONS = FREQUENCIES.filter((f) => f.code !== ONCE).map((f) => ({ value: f.code, label: f.label }));

/** SPEC.md section 6: what the customer's permitted functions let the form offer. */
export interface PaymentOptions {
  /** paymentsFuture: "On a future date" and "Regularly (standing order)". */
  future: boolean;
  /** payeesManage: "A new payee". */
  newPayee: boolean;
  /** transfer: the customer's own accounts as the payment's recipient (always, on Internal transfer). */
  transfer: boolean;
}

export const ALL_PAYMENT_OPTIONS: PaymentOptions = { future: true, newPayee: true, transfer: true };

/** The limits of each kind of payment the form can send: to a payee, or between the customer's own accounts. */
export type LimitsByKind = Record<'payment' | 'transfer', PaymentLimits>;

export interface FormContext {
  mode: 'payment' | 'transfer';
  /** What may be offered; everything when left out (the bank still refuses what it must). */
  may?: PaymentOptions;
  accounts: readonly PaymentAccount[];
  payees: readonly Payee[];
  sortCode?: SortCodeCheck;
  copStatus: CopStatus;
  limits: LimitsByKind;
  today: IsoDate;
}

/** The limits of both kinds and today's date for the form, from what the store holds. */
export function formContextOf(state: Pick<PaymentsState, 'limits'>): Pick<FormContext, 'limits' | 'today'> {
  const today = londonToday();
  const sources = state.limits.sources as LimitSources | undefined;
  return { limits: { payment: paymentLimits(sources, 'makePayment', today), transfer: paymentLimits(sources, 'internalTransfer', today) }, today };
}

const typedDay = (text: string): { day?: IsoDate; typed: boolean } => ({ day: text.trim() ? parsePickerDate(text) : undefined, typed: text.trim() !== '' });

function scheduleOf(values: PaymentFormValues): PaymentSchedule {
  return {
    when: (values.when || 'now') as When,
    date: typedDay(values.date).day,
    frequency: values.when === 'recurring' ? values.frequency : undefined,
    untilDate: values.until === 'date' ? typedDay(values.untilDate).day : undefined,
  };
}

function recipientOf(to: string): Recipient | undefined {
  if (to === 'new') return { kind: 'newPayee' };
  if (to.startsWith('account:')) return { kind: 'account', accountId: to.slice(8) };
  if (to.startsWith('payee:')) return { kind: 'payee', payeeId: to.slice(6) };
  return undefined;
}

/**
 * The recipient the form may send to: a choice it does not offer (a draft or an address from before, or an
 * own account for a customer without the transfer function) counts as no choice.
 */
function offeredRecipientOf(to: string, may: PaymentOptions): Recipient | undefined {
  const recipient = recipientOf(to);
  if (recipient?.kind === 'newPayee' && !may.newPayee) return undefined;
  return recipient?.kind === 'account' && !may.transfer ? undefined : recipient;
}

/**
 * Money to the customer's own account goes as a transfer (transfers/self), so the transfer limits hold it
 * whichever page it was made on; anything else (and nothing chosen yet on Make a payment) is a payment.
 */
export function limitsFor(values: Pick<PaymentFormValues, 'to'>, ctx: Pick<FormContext, 'mode' | 'limits'>): PaymentLimits {
  return ctx.limits[ctx.mode === 'transfer' || recipientOf(values.to)?.kind === 'account' ? 'transfer' : 'payment'];
}

/** The amount field's hint for the recipient chosen. */
export const limitHintFor = (values: Pick<PaymentFormValues, 'to'>, ctx: Pick<FormContext, 'mode' | 'limits'>): string => limitHint(limitsFor(values, ctx));

export function newPayeeDetails(values: PaymentFormValues): NewPayeeDetails {
  const p = values.newPayee;
  return {
    title: p.title.trim(),
    accountName: p.accountName.trim(),
    accountNumber: p.accountNumber.replace(/\D/g, ''),
    sortCode: p.sortCode.replace(/\D/g, ''),
    accountType: p.accountType,
    reference: values.reference.trim(),
    description: p.title.trim(),
  };
}

/** A new payee counts as chosen (progress 1.1 → 2) once every detail is in and well formed. */
export function newPayeeComplete(values: PaymentFormValues): boolean {
  const p = values.newPayee;
  return !validatePayeeName(p.title) && !validateAccountName(p.accountName) && !validateSortCode(p.sortCode) && !validateAccountNumber(p.accountNumber);
}

export const FORM_MESSAGES = {
  fromRequired: 'Choose the account to pay from.',
  toRequired: 'Choose who to pay.',
  toAccountRequired: 'Choose the account to pay into.',
  payeeAwaiting: 'This payee is waiting for an authoriser and cannot be paid yet.',
  copRequired: 'Check the name on the account before you continue.',
} as const;

type Errors = Partial<Record<Exclude<keyof PaymentFormValues, 'newPayee'>, string>> & { newPayee?: Partial<Record<keyof PaymentFormValues['newPayee'], string>> };

/** Every rule that applies to what the customer has filled in; {} when the form may be sent. */
export function validatePaymentForm(values: PaymentFormValues, ctx: FormContext): Errors {
  const errors: Errors = {};
  const from = ctx.accounts.find((a) => a.id === values.from);
  if (!from) errors.from = FORM_MESSAGES.fromRequired;
  else errors.from = validatePayingAccount(from);

  const may = ctx.may ?? ALL_PAYMENT_OPTIONS;
  const recipient = offeredRecipientOf(values.to, may);
  if (!recipient) errors.to = ctx.mode === 'transfer' ? FORM_MESSAGES.toAccountRequired : FORM_MESSAGES.toRequired;
  if (recipient?.kind === 'payee' && ctx.payees.find((p) => p.id === recipient.payeeId)?.active === false) errors.to = FORM_MESSAGES.payeeAwaiting;
  if (recipient?.kind === 'newPayee') {
    const p = values.newPayee;
    const payee: Partial<Record<keyof PaymentFormValues['newPayee'], string>> = {
      title: validatePayeeName(p.title),
      accountName: validateAccountName(p.accountName),
      sortCode: validateSortCode(p.sortCode) ?? (ctx.sortCode?.sortCode === p.sortCode.replace(/\D/g, '') ? sortCodeCheckError(ctx.sortCode) : undefined),
      accountNumber: validateAccountNumber(p.accountNumber),
    };
    if (!payee.accountName && !payee.accountNumber && !payee.sortCode && ctx.copStatus !== 'SUCCESS' && ctx.copStatus !== 'SUCCESS_BYPASS') {
      payee.accountName = FORM_MESSAGES.copRequired;
    }
    const present = Object.fromEntries(Object.entries(payee).filter(([, v]) => v));
    if (Object.keys(present).length) errors.newPayee = present;
  }

  errors.amount = validateAmount(values.amount);
  const amount = parseAmount(values.amount);
  const schedule = scheduleOf(values);
  const instant = values.when !== '' && paymentKind(schedule) === 'instant';
  if (!errors.amount && amount !== undefined) {
    errors.amount = (from && instant ? validateFunds(from.availableBalance, amount) : undefined) ?? checkPaymentLimits(limitsFor(values, ctx), amount, { daily: instant });
  }
  errors.reference = validateReference(values.reference, { required: recipient?.kind !== 'account' && ctx.mode === 'payment' });
  errors.when = validateWhen(values.when !== 'now' && !may.future ? '' : values.when);
  if (values.when) {
    errors.date = validatePayDate(schedule, ctx.today, typedDay(values.date).typed);
    errors.frequency = validateFrequency(schedule);
    errors.untilDate = validateUntil(schedule, values.until, ctx.today, typedDay(values.untilDate).typed);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Errors;
}

/** The new-payee page's checks: the payment form's own rules for a new payee and its reference. */
export function validateNewPayeeForm(values: PaymentFormValues, ctx: FormContext): Errors {
  const { newPayee, reference } = validatePaymentForm({ ...values, to: 'new' }, ctx);
  return Object.fromEntries(Object.entries({ newPayee, reference }).filter(([, v]) => v)) as Errors;
}

/** The order to prepare, and the new payee to create first. Call after validatePaymentForm passed. */
export function orderFromForm(values: PaymentFormValues, ctx: FormContext): { order: PaymentOrder; newPayee?: NewPayeeDetails } {
  const from = ctx.accounts.find((a) => a.id === values.from);
  const recipient = recipientOf(values.to) ?? { kind: 'newPayee' };
  const payee = recipient.kind === 'payee' ? ctx.payees.find((p) => p.id === recipient.payeeId) : undefined;
  const newPayee = recipient.kind === 'newPayee' ? newPayeeDetails(values) : undefined;
  const order = buildPaymentOrder(
    {
      fromAccountId: from?.accountId ?? values.from,
      currency: from?.currency ?? 'GBP',
      recipient,
      sortCode: payee?.sortCode ?? newPayee?.sortCode,
      amount: values.amount,
      reference: values.reference,
      schedule: scheduleOf(values),
    },
    ctx.today,
  );
  if (!order) throw new Error('The payment form was sent before it was complete.');
  return { order, ...(newPayee ? { newPayee } : {}) };
}

/** What the review step shows for each side, and the working-day notice for the date the customer typed. */
export function orderLabels(order: PaymentOrder, accounts: readonly PaymentAccount[], payees: readonly Payee[], draft?: PaymentFormValues, payeeTitle?: string) {
  const account = (id?: string) => accounts.find((a) => a.accountId === id || a.id === id);
  const from = account(order.debitAccountId);
  const to = order.creditAccountId ? account(order.creditAccountId) : undefined;
  const payee = payees.find((p) => p.id === order.payeeId);
  const frequency = order.type === 'REC' && order.frequency ? frequencyByCode(order.frequency) : undefined;
  const shift = order.startDate && draft ? firstPaymentDate(scheduleOf(draft), londonToday()) : undefined;
  return {
    fromLabel: from ? `${from.title} (${accountNumberText(from.accountNumber)})` : order.debitAccountId,
    toLabel: to ? `${to.title} (${accountNumberText(to.accountNumber)})` : payee ? `${payeeTitle || payee.title}, ${formatSortCode(payee.sortCode)}, account ${maskedNumberSpoken(payee.accountNumber)}` : draft?.newPayee.title || 'New payee',
    scheduleLabel: frequency ? `${frequency.label}, ${order.endDate ? `until ${formatShortDate(order.endDate)}` : 'until further notice'}` : undefined,
    notice: shift ? workingDayNotice(shift) : undefined,
    /** The day the customer asked for, before any move to a working day: what the bank's copy is held to. */
    askedDate: order.startDate ? (shift?.requested ?? order.startDate) : undefined,
    fundsNotice: from && order.startDate ? futureFundsNotice(from.availableBalance, order.amount, order.startDate) : undefined,
  };
}

/**
 * DECISIONS.md "funds and daily limits for a future-dated or recurring payment": today's balance does not
 * decide a payment on a later day, so the form lets it through; the review says what will count instead.
 */
export function futureFundsNotice(availableBalance: number, amount: number, startDate: string): string | undefined {
  return validateFunds(availableBalance, amount) ? `Make sure there is enough money in the account on ${formatShortDate(startDate)}.` : undefined;
}

/** The done screen's PDF receipt: masked account numbers, the bank's sort code as 60-93-03 (SPEC.md section 9). */
export function receiptOf(order: PaymentOrder, reference: string, accounts: readonly PaymentAccount[], payees: readonly Payee[], draft: PaymentFormValues | undefined, now: Date): Receipt {
  const account = (id?: string) => accounts.find((a) => a.accountId === id || a.id === id);
  const from = account(order.debitAccountId);
  const to = order.creditAccountId ? account(order.creditAccountId) : undefined;
  const payee = payees.find((p) => p.id === order.payeeId);
  const payeeName = payee?.title ?? draft?.newPayee.title ?? '';
  const payeeNumber = payee?.accountNumber ?? draft?.newPayee.accountNumber ?? '';
  const frequency = order.type === 'REC' && order.frequency ? frequencyByCode(order.frequency) : undefined;
  const lines: [string, string][] = [
    ['Reference number', reference],
    ['From', receiptAccountLine(from?.title, from?.accountNumber, RECEIPT_SORT_CODE)],
    ['To', to ? receiptAccountLine(to.title, to.accountNumber, RECEIPT_SORT_CODE) : receiptAccountLine(payeeName, payeeNumber, formatReceiptSortCode(order.sortCode ?? ''))],
    ['Amount', formatMoney(order.amount, order.currency)],
    ['Payment reference', order.reference || 'None'],
    ['Date', formatShortDate(order.startDate ?? londonToday(now))],
  ];
  if (frequency) lines.push(['Repeats', `${frequency.label}, ${order.endDate ? `until ${formatShortDate(order.endDate)}` : 'until further notice'}`]);
  return { title: 'Payment receipt', bankName: 'Online Banking', lines, footer: `Generated ${londonDateTime(now)} (London time)` };
}

// ---------- international payment request ----------

export const INTERNATIONAL_CURRENCIES = ['EUR', 'USD', 'CHF', 'AUD', 'CAD', 'JPY', 'HKD', 'AED'] as const;

/** The request form: the request's own fields as typed, the paying account by its id, the amount as text. */
export type InternationalValues = Omit<InternationalRequest, 'debitAccountId' | 'amount'> & { from: string; amount: string };

const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function validateInternational(values: InternationalValues): Partial<Record<keyof InternationalValues, string>> {
  const required = (text: string, message: string) => (text.trim() ? undefined : message);
  const errors: Partial<Record<keyof InternationalValues, string>> = {
    from: required(values.from, FORM_MESSAGES.fromRequired),
    beneficiaryName: required(values.beneficiaryName, 'Enter the beneficiary name.'),
    beneficiaryAddress: required(values.beneficiaryAddress, 'Enter the beneficiary address.'),
    accountNumberOrIban: required(values.accountNumberOrIban, 'Enter the account number or IBAN.'),
    swiftCode: SWIFT.test(values.swiftCode.trim().toUpperCase()) ? undefined : 'Enter a SWIFT code of 8 or 11 letters and numbers.',
    bankName: required(values.bankName, 'Enter the bank name.'),
    bankCountry: required(values.bankCountry, 'Enter the bank country.'),
    amount: validateAmount(values.amount),
    reference: validateReference(values.reference, { required: true }),
    purpose: required(values.purpose, 'Say what the payment is for.'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v));
}
