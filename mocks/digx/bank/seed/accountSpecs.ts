/**
 * Every account of the demo customers, as plain data. Account numbers are 8 digits with distinct last four
 * (what the masked id shows). Balances are not typed here: they fall out of the generated history.
 */
import type { AccountCapabilities, AppAccountType, CurrencyCode, RollOverType, TransactionCode } from '../types';
import { addMonths, type Day } from './dates';
import { PARTY } from './parties';

export interface LoanTerms { principal: number; rate: number; termMonths: number; repaymentDay: number; repaidFrom: string }
export interface DepositTerms { principal: number; rate: number; tenureMonths: number; fundedFrom: string; rollOverType: RollOverType }

export interface AccountSpec {
  number: string;
  appType: AppAccountType;
  currency: CurrencyCode;
  branch: string;
  party: string;
  owners: string[];
  productId: string;
  productName: string;
  openedMonthsAgo: number;
  nickname: string | null;
  caps?: Partial<Pick<AccountCapabilities, 'hasChequeBooks' | 'hasPayInBooks' | 'canMakeBulkPayment' | 'hasChequeStatus'>>;
  overdraft?: number;
  /**
   * Demand deposits: the balance two years ago the history starts from (raised if it would dip below `floor`).
   * For one opened inside the two years: the least its opening credit pays in (the balance before it is nil).
   */
  opening?: number;
  floor?: number;
  /** Demand deposits opened inside the two years: the credit that opens them (default: an "OPENING DEPOSIT"). */
  openingCredit?: { code: TransactionCode; description: string; reference: string };
  /** Left idle: nothing is posted in the last this many months (the history stops there). */
  idleMonths?: number;
  loan?: LoanTerms;
  deposit?: DepositTerms;
}

/** The day the account was opened: nothing is ever posted to it before. */
export function openingDayOf(spec: AccountSpec, today: Day): Day {
  return addMonths(today, -spec.openedMonthsAgo);
}

/** The last day anything may be posted to the account: today, or the day it was left idle. */
export function lastActiveDayOf(spec: AccountSpec, today: Day): Day {
  return spec.idleMonths ? addMonths(today, -spec.idleMonths) : today;
}

/** Named account numbers, so patterns read as prose ("from the main account to savings"). */
export const ACC = {
  everyday: '10234561',
  household: '10234588',
  consultancy: '10234596',
  dollars: '10234618',
  instant: '20411236',
  notice: '20411244',
  bond: '30577810',
  loan: '40633215',
  mortgage: '40633223',
  stablesRacing: '50122014',
  stablesCurrent: '10877331',
  holdingsCurrent: '10877358',
  holdingsEuro: '10877366',
  bloodstockRacing: '50122030',
  bloodstockCurrent: '10877374',
  newcomer: '10990012',
} as const;

const R = ['RETAIL1'];
const C = ['CORP1'];
const cheques = { hasChequeBooks: true, hasChequeStatus: true };

export const ACCOUNT_SPECS: readonly AccountSpec[] = [
  // RETAIL1: one party, every account group.
  { number: ACC.everyday, appType: 'CA', currency: 'GBP', branch: '000', party: PARTY.pemberton, owners: R, productId: 'CAPRV', productName: 'Private Current Account', openedMonthsAgo: 131, nickname: 'Everyday', caps: { ...cheques, hasPayInBooks: true }, overdraft: 10000, opening: 24000, floor: 2500 },
  { number: ACC.household, appType: 'CA', currency: 'GBP', branch: '000', party: PARTY.pemberton, owners: R, productId: 'CAPRV', productName: 'Private Current Account', openedMonthsAgo: 97, nickname: 'Household', opening: 6000, floor: 800 },
  // Opened recently for the consultancy's fees (its history starts on its opening day, with the opening credit).
  { number: ACC.consultancy, appType: 'CA', currency: 'GBP', branch: '001', party: PARTY.pemberton, owners: R, productId: 'CAPRV', productName: 'Private Current Account', openedMonthsAgo: 2, nickname: null, opening: 18000, floor: 3000, openingCredit: { code: 'FPI', description: 'FASTER PAYMENT FROM A PEMBERTON', reference: 'OPENING DEPOSIT' } },
  // Idle since the Miami flat's rent went elsewhere: nothing posted in the last eight months.
  { number: ACC.dollars, appType: 'CA', currency: 'USD', branch: '000', party: PARTY.pemberton, owners: R, productId: 'CAUSD', productName: 'US Dollar Current Account', openedMonthsAgo: 61, nickname: null, opening: 22000, floor: 1500, idleMonths: 8 },
  { number: ACC.instant, appType: 'IA', currency: 'GBP', branch: '000', party: PARTY.pemberton, owners: R, productId: 'IAINS', productName: 'Instant Access Savings', openedMonthsAgo: 88, nickname: 'Rainy day', opening: 310000, floor: 20000 },
  { number: ACC.notice, appType: 'NT', currency: 'GBP', branch: '000', party: PARTY.pemberton, owners: R, productId: 'NT095', productName: '95 Day Notice Account', openedMonthsAgo: 52, nickname: null, opening: 75000, floor: 5000 },
  { number: ACC.bond, appType: 'TD', currency: 'GBP', branch: '000', party: PARTY.pemberton, owners: R, productId: 'TDFRB', productName: '1 Year Fixed Rate Bond', openedMonthsAgo: 5, nickname: null, deposit: { principal: 250000, rate: 4.6, tenureMonths: 12, fundedFrom: ACC.instant, rollOverType: 'A' } },
  { number: ACC.loan, appType: 'LN', currency: 'GBP', branch: '000', party: PARTY.pemberton, owners: R, productId: 'LNPER', productName: 'Personal Loan', openedMonthsAgo: 14, nickname: null, loan: { principal: 35000, rate: 7.9, termMonths: 60, repaymentDay: 10, repaidFrom: ACC.everyday } },
  { number: ACC.mortgage, appType: 'MO', currency: 'GBP', branch: '001', party: PARTY.pemberton, owners: R, productId: 'MORES', productName: 'Residential Mortgage', openedMonthsAgo: 62, nickname: 'Home', loan: { principal: 850000, rate: 4.19, termMonths: 300, repaymentDay: 1, repaidFrom: ACC.everyday } },

  // CORP1: three parties; racing and current accounts; bulk, cheque and pay-in books. The stables' racing
  // account is the busy one (10 000+ postings in two years: the yard's cards, feed, farriers, entries).
  { number: ACC.stablesRacing, appType: 'RA', currency: 'GBP', branch: '010', party: PARTY.stables, owners: C, productId: 'RARAC', productName: 'Racing Account', openedMonthsAgo: 150, nickname: 'Yard racing', caps: { ...cheques, hasPayInBooks: true, canMakeBulkPayment: true }, overdraft: 50000, opening: 85000, floor: 15000 },
  { number: ACC.stablesCurrent, appType: 'CA', currency: 'GBP', branch: '010', party: PARTY.stables, owners: C, productId: 'CABUS', productName: 'Business Current Account', openedMonthsAgo: 150, nickname: null, caps: { ...cheques, canMakeBulkPayment: true }, opening: 30000, floor: 5000 },
  { number: ACC.holdingsCurrent, appType: 'CA', currency: 'GBP', branch: '000', party: PARTY.holdings, owners: C, productId: 'CABUS', productName: 'Business Current Account', openedMonthsAgo: 120, nickname: 'Holdings', caps: { ...cheques, canMakeBulkPayment: true }, opening: 140000, floor: 20000 },
  { number: ACC.holdingsEuro, appType: 'CA', currency: 'EUR', branch: '000', party: PARTY.holdings, owners: C, productId: 'CAEUR', productName: 'Euro Business Account', openedMonthsAgo: 72, nickname: null, opening: 60000, floor: 10000 },
  { number: ACC.bloodstockRacing, appType: 'RA', currency: 'GBP', branch: '010', party: PARTY.bloodstock, owners: C, productId: 'RARAC', productName: 'Racing Account', openedMonthsAgo: 96, nickname: null, caps: { hasPayInBooks: true, canMakeBulkPayment: true }, opening: 220000, floor: 25000 },
  { number: ACC.bloodstockCurrent, appType: 'CA', currency: 'GBP', branch: '010', party: PARTY.bloodstock, owners: C, productId: 'CABUS', productName: 'Business Current Account', openedMonthsAgo: 96, nickname: null, caps: cheques, opening: 25000, floor: 4000 },

  // NEWUSER: one current account.
  { number: ACC.newcomer, appType: 'CA', currency: 'GBP', branch: '000', party: PARTY.bennett, owners: ['NEWUSER'], productId: 'CAPRV', productName: 'Private Current Account', openedMonthsAgo: 30, nickname: null, opening: 3500, floor: 400 },
];
