/**
 * How CORP1's three companies use their racing and current accounts: training fees and prize money in;
 * vets, farriers, feed, payroll (bulk), entries and VAT out; cheques and pay-in slips; sale proceeds and
 * euro business for the bloodstock and holding companies.
 */
import { ACC } from './accountSpecs';
import { PARTY } from './parties';
import type { Pattern } from './patterns';
import { PAYEE_SPECS, payeesOf, paymentTo } from './payeeSpecs';

const landlord = PAYEE_SPECS.find((p) => p.accountName === 'Hambleton Estates');
if (!landlord) throw new Error('Hambleton Estates payee missing');

const OWNERS = ['R HARTLEY', 'SHEIKH A AL-RASHID', 'MRS P DRUMMOND', 'THE WEATHERVANE PARTNERSHIP', 'J O\'CONNOR', 'LORD ASHCOMBE'];
const COURSES = ['YORK', 'ASCOT', 'NEWBURY', 'NEWMARKET', 'DONCASTER', 'SANDOWN', 'CHELTENHAM', 'GOODWOOD', 'HAYDOCK'];
const YARD_SPEND = ['SHELL NEWMARKET', 'NEWMARKET SADDLERY', 'SCREWFIX', 'TESCO STORES 2211', 'MOUNTAIN HORSE UK', 'CARTERS TACK SHOP', 'BP FORDHAM RD', 'PREMIER INN'];

export const CORPORATE_PATTERNS: readonly Pattern[] = [
  // Hambleton Hill Racing Stables: racing account.
  { kind: 'random', account: ACC.stablesRacing, code: 'FPI', dir: 'C', perWeek: 3, amount: [1200, 4800], weekdaysOnly: true, texts: OWNERS.map((o) => [`FASTER PAYMENT FROM ${o}`, 'TRAINING FEES'] as const) },
  { kind: 'random', account: ACC.stablesRacing, code: 'BGC', dir: 'C', perWeek: 1, amount: [450, 28000], skewed: true, weekdaysOnly: true, texts: COURSES.map((c) => [`PRIZE MONEY ${c}`, 'RACING ADMIN'] as const) },
  { kind: 'monthly', account: ACC.stablesRacing, code: 'DDR', dir: 'D', day: 5, shift: 'next', amount: [1800, 4200], text: ['DIRECT DEBIT RACING ADMIN SERVICES', 'ENTRIES HH0441'], instruction: { code: 'DD', payeeNickName: 'Racing Admin Services', dealId: 'RASHH0441', startMonthsAgo: 120 } },
  { kind: 'monthly', account: ACC.stablesRacing, code: 'STO', dir: 'D', day: 1, shift: 'next', amount: 2750, text: [`STANDING ORDER ${landlord.accountName.toUpperCase()}`, landlord.reference], instruction: { code: 'SI', payeeNickName: landlord.nickName, toSortCode: landlord.sortCode, toAccountNumber: landlord.accountNumber, startMonthsAgo: 60 } },
  { kind: 'monthly', account: ACC.stablesRacing, code: 'BLK', dir: 'D', day: 28, shift: 'prev', amount: [28000, 31000], text: ['BULK PAYMENT PAYROLL', 'PAYROLL'] },
  { kind: 'monthly', account: ACC.stablesRacing, code: 'VAT', dir: 'D', day: 7, every: 3, phase: 0, shift: 'next', amount: [6000, 14000], text: ['HMRC VAT', 'VAT 229 1180 43'] },
  { kind: 'monthly', account: ACC.stablesRacing, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 45, text: 'ACCOUNT MAINTENANCE FEE' },
  { kind: 'monthly', account: ACC.stablesRacing, code: 'TFR', dir: 'D', day: 2, shift: 'next', amount: 12000, text: 'TRANSFER TO OPERATING ACCOUNT', to: ACC.stablesCurrent, toText: 'TRANSFER FROM RACING ACCOUNT' },
  { kind: 'random', account: ACC.stablesRacing, code: 'FPO', dir: 'D', perWeek: 2, amount: [180, 3800], skewed: true, weekdaysOnly: true, texts: payeesOf(PARTY.stables).filter((p) => p !== landlord).map(paymentTo) },
  { kind: 'random', account: ACC.stablesRacing, code: 'CHQ', dir: 'D', perWeek: 2, amount: [60, 2400], skewed: true, weekdaysOnly: true, cheque: true, texts: ['CHEQUE'] },
  { kind: 'random', account: ACC.stablesRacing, code: 'CQD', dir: 'C', perWeek: 0.5, amount: [250, 6000], weekdaysOnly: true, texts: ['PAYING IN SLIP CHEQUES'] },
  { kind: 'random', account: ACC.stablesRacing, code: 'CSH', dir: 'C', perWeek: 0.3, amount: [100, 1500], weekdaysOnly: true, texts: ['PAYING IN SLIP CASH'] },
  { kind: 'random', account: ACC.stablesRacing, code: 'POS', dir: 'D', perWeek: 7, amount: [8, 450], skewed: true, texts: YARD_SPEND },

  // Stables' operating current account.
  { kind: 'monthly', account: ACC.stablesCurrent, code: 'DDR', dir: 'D', day: 12, shift: 'next', amount: [800, 1600], text: ['DIRECT DEBIT EDF ENERGY', 'EDF 6610442'], instruction: { code: 'DD', payeeNickName: 'EDF Energy', dealId: 'EDF6610442', startMonthsAgo: 80 } },
  { kind: 'monthly', account: ACC.stablesCurrent, code: 'DDR', dir: 'D', day: 20, shift: 'next', amount: 120, text: ['DIRECT DEBIT BT BUSINESS', 'BT GN44021'] },
  { kind: 'monthly', account: ACC.stablesCurrent, code: 'DDR', dir: 'D', day: 1, shift: 'next', amount: 640, text: ['DIRECT DEBIT NFU MUTUAL', 'NFU EQ88120'], instruction: { code: 'DD', payeeNickName: 'NFU Mutual', dealId: 'NFUEQ88120', startMonthsAgo: 100 } },
  { kind: 'monthly', account: ACC.stablesCurrent, code: 'TFR', dir: 'D', day: 3, shift: 'next', amount: 5000, text: 'MANAGEMENT CHARGE TO HOLDINGS', to: ACC.holdingsCurrent, toText: ['MANAGEMENT CHARGE FROM STABLES', 'MGMT CHARGE'] },
  { kind: 'monthly', account: ACC.stablesCurrent, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 30, text: 'ACCOUNT MAINTENANCE FEE' },
  { kind: 'random', account: ACC.stablesCurrent, code: 'POS', dir: 'D', perWeek: 7, amount: [5, 300], skewed: true, texts: YARD_SPEND },
  { kind: 'random', account: ACC.stablesCurrent, code: 'CHQ', dir: 'D', perWeek: 0.6, amount: [40, 1800], skewed: true, weekdaysOnly: true, cheque: true, texts: ['CHEQUE'] },
  { kind: 'random', account: ACC.stablesCurrent, code: 'FPO', dir: 'D', perWeek: 0.8, amount: [100, 2500], skewed: true, weekdaysOnly: true, texts: payeesOf(PARTY.stables).filter((p) => p !== landlord).map(paymentTo) },

  // Hambleton Hill Holdings: sterling and euro accounts.
  { kind: 'monthly', account: ACC.holdingsCurrent, code: 'BGC', dir: 'C', day: 1, shift: 'next', amount: 8000, text: ['HAMBLETON PADDOCKS LLP', 'RENT'] },
  { kind: 'random', account: ACC.holdingsCurrent, code: 'FPO', dir: 'D', perWeek: 0.4, amount: [500, 6000], weekdaysOnly: true, texts: payeesOf(PARTY.holdings).map(paymentTo) },
  { kind: 'random', account: ACC.holdingsCurrent, code: 'CHQ', dir: 'D', perWeek: 1, amount: [50, 3000], skewed: true, weekdaysOnly: true, cheque: true, texts: ['CHEQUE'] },
  { kind: 'monthly', account: ACC.holdingsCurrent, code: 'DDR', dir: 'D', day: 1, shift: 'next', amount: 1890, text: ['DIRECT DEBIT WEST SUFFOLK COUNCIL', 'NNDR 77120034'], instruction: { code: 'DD', payeeNickName: 'West Suffolk Council', dealId: 'NNDR77120034', startMonthsAgo: 110 } },
  { kind: 'monthly', account: ACC.holdingsCurrent, code: 'VAT', dir: 'D', day: 7, every: 3, phase: 1, shift: 'next', amount: [2000, 4500], text: ['HMRC VAT', 'VAT 229 1180 51'] },
  { kind: 'monthly', account: ACC.holdingsCurrent, code: 'INT', dir: 'C', day: 31, amount: [20, 90], text: 'CREDIT INTEREST' },
  { kind: 'monthly', account: ACC.holdingsCurrent, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 30, text: 'ACCOUNT MAINTENANCE FEE' },
  { kind: 'random', account: ACC.holdingsCurrent, code: 'POS', dir: 'D', perWeek: 7, amount: [5, 250], skewed: true, texts: ['WAITROSE NEWMARKET', 'TRAINLINE', 'THE JOCKEY CLUB ROOMS', 'AMAZON.CO.UK*3J8', 'SHELL NEWMARKET'] },
  { kind: 'random', account: ACC.holdingsEuro, code: 'SWI', dir: 'C', perWeek: 0.15, amount: [8000, 95000], skewed: true, weekdaysOnly: true, texts: [['SWIFT FROM HARAS DU VAL SAS', 'SALE LOT 214'], ['SWIFT FROM DEAUVILLE SALES SAS', 'SALE PROCEEDS'], ['SWIFT FROM GESTUT SONNENHOF', 'NOMINATION']] },
  { kind: 'random', account: ACC.holdingsEuro, code: 'SWO', dir: 'D', perWeek: 0.35, amount: [3000, 40000], skewed: true, weekdaysOnly: true, texts: [['SWIFT TO CURRAGH BLOODSTOCK AGENCY', 'COMMISSION'], ['SWIFT TO TRANSPORTS EQUINS NORMANDIE', 'SHIPPING'], ['SWIFT TO CLINIQUE VETERINAIRE DU PIN', 'INVOICE 8812']] },
  { kind: 'random', account: ACC.holdingsEuro, code: 'POS', dir: 'D', perWeek: 7, amount: [4, 300], skewed: true, texts: ['TOTAL DEAUVILLE', 'HOTEL NORMANDY BARRIERE', 'SNCF', 'CARREFOUR LISIEUX', 'AIR FRANCE'] },
  { kind: 'monthly', account: ACC.holdingsEuro, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 20, text: 'CURRENCY ACCOUNT FEE' },

  // Northern Vale Bloodstock: racing account and current account.
  { kind: 'random', account: ACC.bloodstockRacing, code: 'BGC', dir: 'C', perWeek: 0.15, amount: [15000, 180000], skewed: true, weekdaysOnly: true, texts: [['SALE PROCEEDS PARK PADDOCKS SALES', 'VENDOR NVB'], ['SALE PROCEEDS GOFFS UK', 'VENDOR NVB']] },
  { kind: 'random', account: ACC.bloodstockRacing, code: 'FPO', dir: 'D', perWeek: 1.2, amount: [400, 9000], skewed: true, weekdaysOnly: true, texts: payeesOf(PARTY.bloodstock).map(paymentTo) },
  { kind: 'random', account: ACC.bloodstockRacing, code: 'SWO', dir: 'D', perWeek: 0.1, amount: [5000, 60000], skewed: true, weekdaysOnly: true, texts: [['INTL PAYMENT TO BALLYLINCH STUD IE', 'STUD FEE'], ['INTL PAYMENT TO HARAS DE MANNEVILLE', 'NOMINATION']] },
  { kind: 'random', account: ACC.bloodstockRacing, code: 'CQD', dir: 'C', perWeek: 0.3, amount: [500, 9000], weekdaysOnly: true, texts: ['PAYING IN SLIP CHEQUES'] },
  { kind: 'random', account: ACC.bloodstockRacing, code: 'POS', dir: 'D', perWeek: 7, amount: [10, 400], skewed: true, texts: ['SHELL NEWMARKET', 'NEWMARKET SADDLERY', 'PREMIER INN', 'TRAINLINE'] },
  { kind: 'monthly', account: ACC.bloodstockRacing, code: 'DDR', dir: 'D', day: 14, shift: 'next', amount: [900, 1400], text: ['DIRECT DEBIT EQUINE INSURANCE NFU', 'NFU BS22018'], instruction: { code: 'DD', payeeNickName: 'NFU Equine', dealId: 'NFUBS22018', startMonthsAgo: 50 } },
  { kind: 'monthly', account: ACC.bloodstockRacing, code: 'VAT', dir: 'C', day: 20, every: 3, phase: 2, shift: 'next', amount: [3000, 11000], text: ['HMRC VAT REPAYMENT', 'VAT 229 1180 69'] },
  { kind: 'monthly', account: ACC.bloodstockRacing, code: 'TFR', dir: 'D', day: 4, shift: 'next', amount: 6000, text: 'TRANSFER TO 7374', to: ACC.bloodstockCurrent, toText: 'TRANSFER FROM RACING ACCOUNT' },
  { kind: 'random', account: ACC.bloodstockCurrent, code: 'CHQ', dir: 'D', perWeek: 0.5, amount: [60, 2500], skewed: true, weekdaysOnly: true, cheque: true, texts: ['CHEQUE'] },
  { kind: 'random', account: ACC.bloodstockCurrent, code: 'POS', dir: 'D', perWeek: 7, amount: [5, 350], skewed: true, texts: ['SCREWFIX', 'TESCO STORES 2211', 'BP FORDHAM RD', 'MOUNTAIN HORSE UK'] },
  { kind: 'monthly', account: ACC.bloodstockCurrent, code: 'STO', dir: 'D', day: 1, shift: 'next', amount: 2400, text: ['STANDING ORDER KINGSCLERE STUD', 'BOARDING NVB'], instruction: { code: 'SI', payeeNickName: 'Stud', toSortCode: '608371', toAccountNumber: '19922046', startMonthsAgo: 30 } },
  { kind: 'monthly', account: ACC.bloodstockCurrent, code: 'DDR', dir: 'D', day: 20, shift: 'next', amount: 95, text: ['DIRECT DEBIT BT BUSINESS', 'BT GN44087'] },
  { kind: 'monthly', account: ACC.bloodstockCurrent, code: 'CHG', dir: 'D', day: 1, shift: 'next', amount: 30, text: 'ACCOUNT MAINTENANCE FEE' },
];

const farrier = PAYEE_SPECS.find((p) => p.accountName === 'Rowley Mile Farriers');
if (!farrier) throw new Error('Rowley Mile Farriers payee missing');

const YARD_CARDS = [
  'NEWMARKET SADDLERY', 'CARTERS TACK SHOP', 'MOUNTAIN HORSE UK', 'HEATH FEED MERCHANTS', 'COUNTRYWIDE FARMERS', 'SCREWFIX NEWMARKET',
  'TOOLSTATION', 'B&Q NEWMARKET RD', 'TESCO STORES 2211', 'CO-OP NEWMARKET', 'GREGGS HIGH ST', 'COSTA COFFEE', 'AMAZON.CO.UK*YARD',
  'ROBINSONS ANIMAL HEALTH', 'PREMIER INN', 'TRAVELODGE', 'RACECOURSE CATERING', 'TRAINLINE', 'ROYAL MAIL', 'STAPLES',
];
const HORSEBOX_FUEL = ['SHELL A11 FIVEWAYS', 'BP TRUCKSTOP A1 DONCASTER', 'ESSO FORDHAM RD', 'TEXACO A64 YORK', 'SHELL M4 MEMBURY', 'BP A14 BURY ST EDMUNDS', 'MORRISONS FUEL'];
const RECHARGES = ['TRAINING FEES', 'VET RECHARGE', 'FARRIER RECHARGE', 'ENTRIES RECHARGE', 'TRANSPORT RECHARGE', 'SUNDRIES'];
const YARD_OWNERS = [...OWNERS, 'MR AND MRS K PATEL', 'HIGHCLERE SYNDICATE 12', 'D MCALLISTER', 'THE ROWLEY RACING CLUB'];

/**
 * The stables' racing account is also the yard's day-to-day account: staff cards, horsebox fuel, counter
 * feed and bedding, per-visit farriery and race entries out, owners' recharges in. Over 10 000 postings in
 * two years, so the history screens meet an account with a long list. Kept apart from CORPORATE_PATTERNS
 * (own PRNG label) so the other accounts' postings do not move; credits about match debits over a week.
 */
export const STABLES_YARD_PATTERNS: readonly Pattern[] = [
  { kind: 'random', account: ACC.stablesRacing, code: 'POS', dir: 'D', perWeek: 35, amount: [4, 160], skewed: true, texts: YARD_CARDS },
  { kind: 'random', account: ACC.stablesRacing, code: 'POS', dir: 'D', perWeek: 10, amount: [70, 260], skewed: true, texts: HORSEBOX_FUEL },
  { kind: 'random', account: ACC.stablesRacing, code: 'FPO', dir: 'D', perWeek: 5, amount: [120, 1800], skewed: true, weekdaysOnly: true, texts: [['FASTER PAYMENT TO HEATH FEED MERCHANTS LTD', 'FEED ACC 4471'], ['FASTER PAYMENT TO DODSON AND HORRELL', 'HAYLAGE HH'], ['FASTER PAYMENT TO FENLAND SHAVINGS', 'BEDDING HH']] },
  { kind: 'random', account: ACC.stablesRacing, code: 'FPO', dir: 'D', perWeek: 8, amount: [65, 180], weekdaysOnly: true, texts: [paymentTo(farrier)] },
  { kind: 'random', account: ACC.stablesRacing, code: 'FPO', dir: 'D', perWeek: 12, amount: [25, 400], skewed: true, weekdaysOnly: true, texts: COURSES.map((c) => ['FASTER PAYMENT TO WEATHERBYS', `ENTRIES ${c}`] as const) },
  { kind: 'random', account: ACC.stablesRacing, code: 'ATM', dir: 'D', perWeek: 1, amount: { choices: [50, 100, 200] }, texts: ['CASH WITHDRAWAL LINK ATM NEWMARKET'] },
  { kind: 'random', account: ACC.stablesRacing, code: 'FPI', dir: 'C', perWeek: 14, amount: [250, 1000], weekdaysOnly: true, texts: YARD_OWNERS.flatMap((o) => RECHARGES.map((r) => [`FASTER PAYMENT FROM ${o}`, r] as const)) },
];
