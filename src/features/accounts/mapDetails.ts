/**
 * The detail answers of one account (SPEC.md section 3 "Current account details", "Loan details",
 * "Term deposit") as app types. Dates are YYYY-MM-DD in London, except the current account's
 * opening date, which SPEC.md shows as DD/MM/YYYY like the Account's.
 */
import { toMoney, type WireMoney } from './mapAccount';
import { londonDisplayDate, londonIsoDate } from './rules';
import type { CurrentAccountDetails, LoanDetails, RollOverType, TermDepositDetails } from './types';

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

export interface LoanDetailsWire {
  currencyCode?: string;
  approvedAmount?: WireMoney;
  outstandingAmount?: WireMoney;
  maturityDate?: string;
  openingDate?: string;
  startDate?: string;
  interestRate?: number;
  nextInstallmentDueDate?: string;
  nextInstallmentAmount?: WireMoney;
  amountPaid?: WireMoney;
  principalBalance?: WireMoney;
  installmentArrears?: WireMoney;
  penaltyAmount?: WireMoney;
  remainingInstallments?: number;
  repaymentFrequency?: string;
}

/** GET v1/accounts/loan/{id}/outstanding: the same money keys, as of today. */
export type LoanOutstandingWire = Pick<
  LoanDetailsWire,
  'outstandingAmount' | 'principalBalance' | 'installmentArrears' | 'penaltyAmount' | 'amountPaid' | 'nextInstallmentDueDate' | 'nextInstallmentAmount' | 'remainingInstallments'
>;

/** The outstanding answer wins where both speak: it is the one OBDX computes for today. */
export function mapLoanDetails(details: LoanDetailsWire, outstanding: LoanOutstandingWire = {}): LoanDetails {
  const currency = details.currencyCode ?? details.approvedAmount?.currency ?? 'GBP';
  const pick = <K extends keyof LoanOutstandingWire>(key: K) => outstanding[key] ?? details[key];
  return {
    maturityDate: londonIsoDate(details.maturityDate) ?? '',
    startDate: londonIsoDate(details.startDate ?? details.openingDate) ?? '',
    nextDate: londonIsoDate(pick('nextInstallmentDueDate')) ?? '',
    nextAmount: toMoney(pick('nextInstallmentAmount'), currency),
    loanAmount: toMoney(details.approvedAmount, currency),
    outstandingAmount: toMoney(pick('outstandingAmount'), currency),
    amountPaid: toMoney(pick('amountPaid'), currency),
    principalBalance: toMoney(pick('principalBalance') ?? pick('outstandingAmount'), currency),
    instalmentArrears: toMoney(pick('installmentArrears'), currency),
    interestRate: Number(details.interestRate ?? 0),
    penalty: toMoney(pick('penaltyAmount'), currency),
    repaymentFrequency: details.repaymentFrequency ?? '',
    remainingInstalments: Number(pick('remainingInstallments') ?? 0),
  };
}

export interface TermDepositWire {
  currencyCode?: string;
  openingDate?: string;
  maturityDate?: string;
  maturityAmount?: WireMoney;
  principalAmount?: WireMoney;
  interestRate?: number;
  depositTenure?: { years?: number; months?: number; days?: number };
  rollOverType?: string;
  payoutInstructions?: { type?: string; accountId?: { value?: string }; percentage?: number }[];
  productDTO?: { name?: string; description?: string };
}

const ROLLOVER_TYPES: readonly RollOverType[] = [
  'CLOSE_ON_MATURITY',
  'RENEW_PRINCIPAL_AND_INTEREST',
  'RENEW_PRINCIPAL_PAYOUT_INTEREST',
  'RENEW_SPECIAL_AMOUNT',
  'RENEW_PRINCIPAL_PLUS_INTEREST_LESS_TAX',
];

export function mapTermDeposit(dto: TermDepositWire): TermDepositDetails {
  const currency = dto.currencyCode ?? dto.principalAmount?.currency ?? 'GBP';
  const rollOverType = ROLLOVER_TYPES.find((t) => t === dto.rollOverType);
  return {
    duration: { years: dto.depositTenure?.years ?? 0, months: dto.depositTenure?.months ?? 0, days: dto.depositTenure?.days ?? 0 },
    startDate: londonIsoDate(dto.openingDate) ?? '',
    maturityDate: londonIsoDate(dto.maturityDate) ?? '',
    interestRate: Number(dto.interestRate ?? 0),
    maturityAmount: toMoney(dto.maturityAmount, currency),
    originalAmount: toMoney(dto.principalAmount, currency),
    payoutInstructions: (dto.payoutInstructions ?? []).map((p) => ({ type: p.type ?? '', accountId: p.accountId?.value ?? '', percentage: Number(p.percentage ?? 0) })),
    productName: dto.productDTO?.name ?? dto.productDTO?.description ?? '',
    rollOverType,
  };
}
