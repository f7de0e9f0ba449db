/**
 * How RETAIL1 and NEWUSER use their accounts, month by month: a UK private-bank mix of salary, card spending,
 * standing orders, direct debits, cheques, cash, interest and charges, VAT and international payments.
 * Amounts are pounds (dollars on the USD account); each current account has a daily pattern so its history
 * reaches today.
 */
import { ACC } from './accountSpecs';
import { PARTY } from './parties';
import type { Pattern } from './patterns';
import { PAYEE_SPECS, payeesOf, paymentTo } from './payeeSpecs';

const payee = (accountName: string) => {
  const found = PAYEE_SPECS.find((p) => p.accountName === accountName);
  if (!found) throw new Error(`No payee ${accountName}`);
  return found;
};
const emma = payee('Emma Pemberton');
const school = payee('Harrow Park School');
const landlord = payee('Peter Greaves');

const DAILY_SPEND = ['TESCO STORES 3021', 'WAITROSE 512 CHELSEA', 'SAINSBURYS S/MKT', 'PRET A MANGER', "GAIL'S BAKERY", 'TFL TRAVEL CH', 'UBER *TRIP', 'AMAZON.CO.UK*2K4LM', 'DELIVEROO', 'BOOTS 1123', 'NETFLIX.COM', 'APPLE.COM/BILL', 'SHELL CHELSEA', 'THE IVY CHELSEA GARDEN', 'OCADO RETAIL', 'CURZON CINEMAS'];
const BIG_SPEND = ['HARRODS', 'BRITISH AIRWAYS', 'JOHN LEWIS OXFORD ST', 'SELFRIDGES', 'FORTNUM AND MASON', 'HOLLAND AND HOLLAND', 'EMIRATES'];
const US_SPEND = ['AMAZON.COM', 'UBER *TRIP NEW YORK', 'STARBUCKS NEW YORK', 'WHOLE FOODS MIAMI', 'DELTA AIR LINES', 'APPLE.COM/US', 'SHELL MIAMI BEACH'];

export const RETAIL_PATTERNS: readonly Pattern[] = [
  // Everyday account: income, the big regular outgoings, day-to-day spending.
  { kind: 'monthly', account: ACC.everyday, code: 'BGC', dir: 'C', day: 25, shift: 'prev', amount: [12500, 13500], text: ['SALARY PEMBERTON ASSOCIATES LLP', 'SALARY'] },
  { kind: 'monthly', account: ACC.everyday, code: 'STO', dir: 'D', day: 27, amount: 1500, text: ['STANDING ORDER TO 1236', 'SAVINGS'], to: ACC.instant, toText: ['STANDING ORDER FROM 4561', 'SAVINGS'], instruction: { code: 'SI', payeeNickName: 'Rainy day', startMonthsAgo: 40 } },
  { kind: 'monthly', account: ACC.everyday, code: 'STO', dir: 'D', day: 1, shift: 'next', amount: 750, text: [`STANDING ORDER ${emma.accountName.toUpperCase()}`, emma.reference], instruction: { code: 'SI', payeeNickName: emma.nickName, toSortCode: emma.sortCode, toAccountNumber: emma.accountNumber, startMonthsAgo: 46 } },
  { kind: 'monthly', account: ACC.everyday, code: 'STO', dir: 'D', day: 5, every: 3, phase: 0, shift: 'next', amount: 9850, text: [`STANDING ORDER ${school.accountName.toUpperCase()}`, school.reference], instruction: { code: 'SI', payeeNickName: school.nickName, toSortCode: school.sortCode, toAccountNumber: school.accountNumber, startMonthsAgo: 36, endsInMonths: 20 } },
  { kind: 'monthly', account: ACC.everyday, code: 'TFR', dir: 'D', day: 26, amount: 2500, text: 'TRANSFER TO HOUSEHOLD', to: ACC.household, toText: 'TRANSFER FROM EVERYDAY' },
  { kind: 'monthly', account: ACC.everyday, code: 'TFR', dir: 'D', day: 10, every: 6, phase: 3, amount: 5000, text: 'TRANSFER TO NOTICE ACCOUNT', to: ACC.notice, toText: 'TRANSFER FROM 4561' },
  { kind: 'monthly', account: ACC.everyday, code: 'DDR', dir: 'D', day: 3, shift: 'next', amount: 412, text: ['DIRECT DEBIT BUPA', 'BUPA 88120455'], instruction: { code: 'DD', payeeNickName: 'BUPA', dealId: 'BUPA88120455', startMonthsAgo: 70 } },
  { kind: 'monthly', account: ACC.everyday, code: 'DDR', dir: 'D', day: 8, shift: 'next', amount: 186.4, text: ['DIRECT DEBIT AXA INSURANCE', 'AXA MTR 5521093'], instruction: { code: 'DD', payeeNickName: 'AXA Insurance', dealId: 'AXAMTR5521093', startMonthsAgo: 30 } },
  { kind: 'monthly', account: ACC.everyday, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 25, text: 'PRIVATE BANKING MONTHLY FEE' },
  { kind: 'monthly', account: ACC.everyday, code: 'INT', dir: 'C', day: 31, amount: [1.2, 6.8], text: 'CREDIT INTEREST' },
  { kind: 'random', account: ACC.everyday, code: 'POS', dir: 'D', perWeek: 10, amount: [3, 180], skewed: true, texts: DAILY_SPEND },
  { kind: 'random', account: ACC.everyday, code: 'POS', dir: 'D', perWeek: 0.2, amount: [250, 2400], skewed: true, texts: BIG_SPEND },
  { kind: 'random', account: ACC.everyday, code: 'CRF', dir: 'C', perWeek: 0.1, amount: [12, 180], texts: ['REFUND AMAZON.CO.UK', 'REFUND JOHN LEWIS'] },
  { kind: 'random', account: ACC.everyday, code: 'ATM', dir: 'D', perWeek: 0.8, amount: { choices: [50, 100, 200] }, texts: ['CASH WITHDRAWAL LINK ATM KINGS RD', 'CASH WITHDRAWAL SLOANE SQUARE'] },
  { kind: 'random', account: ACC.everyday, code: 'CSH', dir: 'C', perWeek: 0.05, amount: [100, 900], texts: ['CASH PAID IN LONDON BRANCH'] },
  { kind: 'random', account: ACC.everyday, code: 'CHQ', dir: 'D', perWeek: 0.3, amount: [50, 1500], skewed: true, cheque: true, weekdaysOnly: true, texts: ['CHEQUE'] },
  { kind: 'random', account: ACC.everyday, code: 'CQD', dir: 'C', perWeek: 0.1, amount: [50, 1500], weekdaysOnly: true, texts: ['CHEQUE PAID IN'] },
  { kind: 'random', account: ACC.everyday, code: 'FPO', dir: 'D', perWeek: 0.8, amount: [40, 2500], skewed: true, texts: payeesOf(PARTY.pemberton).filter((p) => p !== emma && p !== school).map(paymentTo) },
  { kind: 'random', account: ACC.everyday, code: 'FPI', dir: 'C', perWeek: 0.4, amount: [20, 800], skewed: true, texts: [['FASTER PAYMENT FROM E PEMBERTON', 'DINNER'], ['FASTER PAYMENT FROM R HOLLIS', 'SKI TRIP'], ['FASTER PAYMENT FROM HMRC', 'TAX REFUND']] },
  { kind: 'random', account: ACC.everyday, code: 'SWO', dir: 'D', perWeek: 0.1, amount: [300, 5000], skewed: true, texts: [['INTL PAYMENT EUR VILLA LES PINS SARL', 'RENTAL AUGUST'], ['INTL PAYMENT CHF KLINIK ALPENBLICK', 'INVOICE 2231']] },
  { kind: 'random', account: ACC.everyday, code: 'MSC', dir: 'D', perWeek: 0.03, amount: [5, 30], texts: ['REPLACEMENT CARD FEE', 'SAFE CUSTODY FEE'] },

  // Household account: funded monthly, pays the bills.
  { kind: 'monthly', account: ACC.household, code: 'DDR', dir: 'D', day: 1, shift: 'next', amount: 312, text: ['DIRECT DEBIT RBKC COUNCIL TAX', 'CTAX 40021877'], instruction: { code: 'DD', payeeNickName: 'RBKC Council Tax', dealId: 'CTAX40021877', startMonthsAgo: 90 } },
  { kind: 'monthly', account: ACC.household, code: 'DDR', dir: 'D', day: 15, shift: 'next', amount: [140, 260], text: ['DIRECT DEBIT BRITISH GAS', 'BG 8500221734'], instruction: { code: 'DD', payeeNickName: 'British Gas', dealId: 'BG8500221734', startMonthsAgo: 64 } },
  { kind: 'monthly', account: ACC.household, code: 'DDR', dir: 'D', day: 20, shift: 'next', amount: [58, 72], text: ['DIRECT DEBIT THAMES WATER', 'TW 90082213'], instruction: { code: 'DD', payeeNickName: 'Thames Water', dealId: 'TW90082213', startMonthsAgo: 90 } },
  { kind: 'monthly', account: ACC.household, code: 'DDR', dir: 'D', day: 18, shift: 'next', amount: [52, 78], text: ['DIRECT DEBIT VODAFONE', 'VF 7700900123'], instruction: { code: 'DD', payeeNickName: 'Vodafone', dealId: 'VF7700900123', startMonthsAgo: 33 } },
  { kind: 'monthly', account: ACC.household, code: 'DDR', dir: 'D', day: 22, shift: 'next', amount: 98, text: ['DIRECT DEBIT SKY DIGITAL', 'SKY 620044817'], instruction: { code: 'DD', payeeNickName: 'Sky', dealId: 'SKY620044817', startMonthsAgo: 48 } },
  { kind: 'random', account: ACC.household, code: 'POS', dir: 'D', perWeek: 7, amount: [15, 160], skewed: true, texts: ['OCADO RETAIL', 'WAITROSE 512 CHELSEA', 'JOHN LEWIS HOME', 'ROBERT DYAS', 'PETS AT HOME', 'TESCO STORES 3021'] },
  { kind: 'random', account: ACC.household, code: 'ATM', dir: 'D', perWeek: 0.2, amount: { choices: [20, 50] }, texts: ['CASH WITHDRAWAL LINK ATM FULHAM RD'] },

  // Consultancy account (branch 001): fees in with VAT, VAT and tax out, drawings to the everyday account.
  { kind: 'random', account: ACC.consultancy, code: 'FPI', dir: 'C', perWeek: 0.5, amount: [1800, 7200], weekdaysOnly: true, texts: [['FASTER PAYMENT FROM ACME HOLDINGS LTD', 'INV PA-2291'], ['FASTER PAYMENT FROM NORTHGATE CAPITAL', 'INV PA-2304'], ['FASTER PAYMENT FROM BRIGHTWATER LLP', 'INV PA-2318']] },
  { kind: 'monthly', account: ACC.consultancy, code: 'VAT', dir: 'D', day: 7, every: 3, phase: 1, shift: 'next', amount: [4500, 6500], text: ['HMRC VAT', 'VAT 318 4471 22'] },
  { kind: 'monthly', account: ACC.consultancy, code: 'FPO', dir: 'D', day: 28, every: 6, phase: 0, shift: 'prev', amount: [8000, 15000], text: ['FASTER PAYMENT TO HMRC SELF ASSESSMENT', '4410293847K'] },
  { kind: 'monthly', account: ACC.consultancy, code: 'TFR', dir: 'D', day: 28, amount: 5000, text: 'TRANSFER TO EVERYDAY', to: ACC.everyday, toText: 'TRANSFER FROM CONSULTANCY' },
  { kind: 'monthly', account: ACC.consultancy, code: 'DDR', dir: 'D', day: 9, shift: 'next', amount: 33, text: ['DIRECT DEBIT XERO UK', 'XERO 2210045'] },
  { kind: 'monthly', account: ACC.consultancy, code: 'DDR', dir: 'D', day: 12, shift: 'next', amount: 48.5, text: ['DIRECT DEBIT HISCOX', 'HX 55219'] },
  { kind: 'monthly', account: ACC.consultancy, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 12, text: 'ACCOUNT FEE' },
  { kind: 'random', account: ACC.consultancy, code: 'POS', dir: 'D', perWeek: 7, amount: [3, 60], skewed: true, texts: ['TRAINLINE', 'PRET A MANGER', 'STAPLES', 'ADOBE *CREATIVE CLD', 'ZOOM.US', 'GREAT WESTERN RAIL'] },

  // US dollar account: rental income from abroad, US card spending, wires out.
  { kind: 'monthly', account: ACC.dollars, code: 'SWI', dir: 'C', day: 15, shift: 'next', amount: [2800, 3100], text: ['SWIFT FROM BAYSIDE PROPERTY MGMT LLC', 'RENT UNIT 1204'] },
  { kind: 'random', account: ACC.dollars, code: 'POS', dir: 'D', perWeek: 7, amount: [3, 120], skewed: true, texts: US_SPEND },
  { kind: 'random', account: ACC.dollars, code: 'SWO', dir: 'D', perWeek: 0.15, amount: [500, 4000], skewed: true, texts: [['SWIFT TO SUNSHINE CONDO ASSOCIATION', 'HOA DUES'], ['SWIFT TO MIAMI-DADE TAX COLLECTOR', 'PROPERTY TAX']] },
  { kind: 'random', account: ACC.dollars, code: 'ATM', dir: 'D', perWeek: 0.3, amount: { choices: [60, 100, 200] }, texts: ['CASH WITHDRAWAL CHASE ATM MIAMI'] },
  { kind: 'monthly', account: ACC.dollars, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 15, text: 'CURRENCY ACCOUNT FEE' },

  // Savings: interest monthly, the odd withdrawal back to the everyday account.
  { kind: 'monthly', account: ACC.instant, code: 'INT', dir: 'C', day: 31, amount: [260, 380], text: 'GROSS INTEREST' },
  { kind: 'random', account: ACC.instant, code: 'TFR', dir: 'D', perWeek: 0.05, amount: [1000, 8000], texts: ['TRANSFER TO 4561'], to: ACC.everyday, toText: 'TRANSFER FROM RAINY DAY' },
  { kind: 'monthly', account: ACC.notice, code: 'INT', dir: 'C', day: 31, amount: [180, 260], text: 'GROSS INTEREST' },

  // NEWUSER: a modest current account.
  { kind: 'monthly', account: ACC.newcomer, code: 'BGC', dir: 'C', day: 28, shift: 'prev', amount: [2850, 3050], text: ['SALARY BRIGHTSIDE MEDIA LTD', 'SALARY'] },
  { kind: 'monthly', account: ACC.newcomer, code: 'STO', dir: 'D', day: 1, shift: 'next', amount: 1250, text: [`STANDING ORDER ${landlord.accountName.toUpperCase()}`, landlord.reference], instruction: { code: 'SI', payeeNickName: landlord.nickName, toSortCode: landlord.sortCode, toAccountNumber: landlord.accountNumber, startMonthsAgo: 28 } },
  { kind: 'monthly', account: ACC.newcomer, code: 'DDR', dir: 'D', day: 1, shift: 'next', amount: 138, text: ['DIRECT DEBIT HACKNEY COUNCIL TAX', 'CTAX 1120448'], instruction: { code: 'DD', payeeNickName: 'Hackney Council Tax', dealId: 'CTAX1120448', startMonthsAgo: 28 } },
  { kind: 'monthly', account: ACC.newcomer, code: 'DDR', dir: 'D', day: 12, shift: 'next', amount: [70, 140], text: ['DIRECT DEBIT OCTOPUS ENERGY', 'A-4F21C9'], instruction: { code: 'DD', payeeNickName: 'Octopus Energy', dealId: 'A4F21C9', startMonthsAgo: 28 } },
  { kind: 'monthly', account: ACC.newcomer, code: 'DDR', dir: 'D', day: 20, shift: 'next', amount: 28, text: ['DIRECT DEBIT EE LIMITED', 'EE 7700900789'] },
  { kind: 'random', account: ACC.newcomer, code: 'POS', dir: 'D', perWeek: 7, amount: [2, 60], skewed: true, texts: ['TESCO EXPRESS', 'PRET A MANGER', 'TFL TRAVEL CH', 'SPOTIFY', 'LIDL GB', 'AMAZON.CO.UK*7HG2'] },
  { kind: 'random', account: ACC.newcomer, code: 'ATM', dir: 'D', perWeek: 0.5, amount: { choices: [20, 40, 60] }, texts: ['CASH WITHDRAWAL LINK ATM HACKNEY'] },
  { kind: 'random', account: ACC.newcomer, code: 'FPI', dir: 'C', perWeek: 0.2, amount: [10, 120], texts: [['FASTER PAYMENT FROM S AHMED', 'PIZZA'], ['FASTER PAYMENT FROM L BENNETT', 'BIRTHDAY']] },
];
