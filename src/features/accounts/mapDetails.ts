/**
 * The detail answers of one account (SPEC.md section 3 "Current account details", "Loan details",
 * "Term deposit") as app types. Dates are YYYY-MM-DD in London, except the current account's
 * opening date, which SPEC.md shows as DD/MM/YYYY like the Account's.
 */
import { toMoney, type WireMoney } from './mapAccount';
import { londonDisplayDate, londonIsoDate } from './rules';
import type { CurrentAccountDetails, LoanDetails, Money, PayoutInstruction, RollOverType, TermDepositDetails } from './types';

export interface DemandDepositDetailsWire {
  currencyCode?: string;
  openingDate?: string;
  partyName?: string;
  accountName?: string;
  overDraftLimit?: { sanctionedLimitAmount?: WireMoney };
  holdAmount?: WireMoney;
  branchAddressDTO?: {
    branchName?: string;
    branchAddress?: { postalAddress?: { line1?: string; line2?: string; city?: string; postCode?: string; country?: string } };
  };
}

export function mapCurrentAccountDetails(dto: DemandDepositDetailsWire): CurrentAccountDetails {
  const currency = dto.currencyCode ?? 'GBP';
  const address = dto.branchAddressDTO?.branchAddress?.postalAddress ?? {};
  return {
    overdraftLimit: toMoney(dto.overDraftLimit?.sanctionedLimitAmount, currency),
    openingDate: londonDisplayDate(dto.openingDate),
    // The name on the account is its holder's; OBDX calls the holder partyName.
    accountName: dto.accountName ?? dto.partyName ?? '',
    holdAmount: toMoney(dto.holdAmount, currency),
    branchName: dto.branchAddressDTO?.branchName ?? '',
    branchAddress: [address.line1, address.line2, address.city, address.postCode, address.country].filter((line): line is string => !!line),
  };
}

/** A money answer the bank sent, or undefined: never a zero it did not send. */
function sentMoney(wire: WireMoney | null | undefined, currency: string | undefined): Money | undefined {
  const amount = typeof wire?.amount === 'number' ? wire.amount : Number.NaN;
  const code = wire?.currency || currency;
  return Number.isFinite(amount) && code ? toMoney(wire ?? undefined, code) : undefined;
}

const sentNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const sentText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** GET v1/accounts/loan/{id}: loanAccountDetails as OBDX's client reads it (OBDX_UI loans/loan-details/loan-details.html). */
export interface LoanDetailsWire {
  currencyCode?: string;
  approvedAmount?: WireMoney;
  outstandingAmount?: WireMoney;
  maturityDate?: string;
  openingDate?: string;
  interestRate?: number;
  loanScheduleDTO?: {
    nextDueDate?: string;
    nextInstallmentAmount?: WireMoney;
    amountPaid?: WireMoney;
    installementDueCount?: number;
    principalRepaymentFrequency?: string;
    interestRepaymentFrequency?: string;
  };
}

/** GET v1/accounts/loan/{id}/outstanding (OBDX_UI loan-details.html, loans/loan-repayment/loan-repayment.js). */
export interface LoanOutstandingWire {
  principalBalance?: WireMoney;
  installmentArrear?: WireMoney;
  lateRepaymentCharges?: WireMoney;
}

export function mapLoanDetails(details: LoanDetailsWire, outstanding: LoanOutstandingWire = {}): LoanDetails {
  const currency = details.currencyCode ?? details.approvedAmount?.currency;
  const schedule = details.loanScheduleDTO ?? {};
  return {
    maturityDate: londonIsoDate(details.maturityDate),
    startDate: londonIsoDate(details.openingDate),
    nextDate: londonIsoDate(schedule.nextDueDate),
    nextAmount: sentMoney(schedule.nextInstallmentAmount, currency),
    loanAmount: sentMoney(details.approvedAmount, currency),
    outstandingAmount: sentMoney(details.outstandingAmount, currency),
    amountPaid: sentMoney(schedule.amountPaid, currency),
    principalBalance: sentMoney(outstanding.principalBalance, currency),
    instalmentArrears: sentMoney(outstanding.installmentArrear, currency),
    interestRate: sentNumber(details.interestRate),
    penalty: sentMoney(outstanding.lateRepaymentCharges, currency),
    principalFrequency: sentText(schedule.principalRepaymentFrequency),
    interestFrequency: sentText(schedule.interestRepaymentFrequency),
    remainingInstalments: sentNumber(schedule.installementDueCount),
  };
}

/** GET v1/accounts/deposit/{id}: termDepositDetails as OBDX's client reads it (OBDX_UI term-deposits/td-details/td-details.html). */
export interface TermDepositWire {
  currencyCode?: string;
  openingDate?: string;
  valueDate?: string;
  maturityDate?: string;
  maturityAmount?: WireMoney;
  principalAmount?: WireMoney;
  interestRate?: number;
  tenure?: { years?: number; months?: number; days?: number };
  rollOverType?: string;
  productDTO?: { name?: string; description?: string };
}

/** GET v1/accounts/deposit/{id}/payOutInstructions item (OBDX_UI td-details.js and .html). */
export interface PayoutInstructionWire {
  type?: string;
  payoutComponentType?: string;
  percentage?: number;
  accountId?: { displayValue?: string; value?: string };
  account?: string;
  beneficiaryName?: string;
}

const ROLLOVER_TYPES: readonly RollOverType[] = ['A', 'I', 'P', 'S', 'T'];

/** OBDX's tenure, when it sent one with any part; a tenure of nothing is not a duration. */
function durationOf(tenure: TermDepositWire['tenure']): TermDepositDetails['duration'] {
  const parts = [tenure?.years, tenure?.months, tenure?.days].map((part) => sentNumber(part));
  if (parts.every((part) => part === undefined)) return undefined;
  const [years = 0, months = 0, days = 0] = parts;
  return { years, months, days };
}

export function mapPayoutInstruction(wire: PayoutInstructionWire): PayoutInstruction {
  return {
    option: sentText(wire.type),
    part: sentText(wire.payoutComponentType),
    percentage: sentNumber(wire.percentage),
    accountId: sentText(wire.accountId?.value),
    accountText: sentText(wire.accountId?.displayValue) ?? sentText(wire.account) ?? sentText(wire.beneficiaryName),
  };
}

export function mapTermDeposit(dto: TermDepositWire, payouts?: readonly PayoutInstructionWire[]): TermDepositDetails {
  const currency = dto.currencyCode ?? dto.principalAmount?.currency;
  return {
    duration: durationOf(dto.tenure),
    startDate: londonIsoDate(dto.openingDate ?? dto.valueDate),
    maturityDate: londonIsoDate(dto.maturityDate),
    interestRate: sentNumber(dto.interestRate),
    maturityAmount: sentMoney(dto.maturityAmount, currency),
    originalAmount: sentMoney(dto.principalAmount, currency),
    payoutInstructions: payouts?.map(mapPayoutInstruction),
    productName: sentText(dto.productDTO?.name) ?? sentText(dto.productDTO?.description),
    rollOverType: ROLLOVER_TYPES.find((t) => t === dto.rollOverType),
  };
}
