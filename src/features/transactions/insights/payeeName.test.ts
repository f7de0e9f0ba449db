import { createSeed } from '@mocks/digx/bank/seed';
import { payeeName } from './payeeName';

describe('payeeName', () => {
  it.each([
    // The example: card prefix, card number and date against a shop's generic ending.
    ['CARD 1234 TESCO 12/11', 'Tesco'],
    ['TESCO STORES', 'Tesco'],
    ['TESCO STORES 2211', 'Tesco'],
    ['tesco express', 'Tesco'],
    ['CARD PAYMENT TO TESCO STORES 3021 ON 12NOV', 'Tesco'],
    ['CARD ****1234 TESCO 12 NOV 26', 'Tesco'],
    ['CONTACTLESS POS SAINSBURYS S/MKT 14:05', 'Sainsburys'],
    ['DIRECT DEBIT BT BUSINESS', 'BT Business'],
    ['DD BT BUSINESS 12/11/26', 'BT Business'],
    ['DIRECT DEBIT EE LIMITED', 'EE'],
    ['DIRECT DEBIT XERO UK', 'Xero'],
    ['FASTER PAYMENT TO HEATH FEED MERCHANTS LTD', 'Heath Feed Merchants'],
    ['HEATH FEED MERCHANTS', 'Heath Feed Merchants'],
    ['FASTER PAYMENTS FROM J O\'CONNOR', "J O'Connor"],
    ['FPI D MCALLISTER REF 4471', 'D McAllister'],
    ['STANDING ORDER KINGSCLERE STUD', 'Kingsclere Stud'],
    ['SO KINGSCLERE STUD', 'Kingsclere Stud'],
    ['BGC HMRC', 'HMRC'],
    ['BACS SALARY PEMBERTON ASSOCIATES LLP', 'Salary Pemberton Associates'],
    ['INTL PAYMENT EUR VILLA LES PINS SARL', 'Villa les Pins'],
    ['SWIFT FROM SHEIKH A AL-RASHID', 'Sheikh A Al-Rashid'],
    ['AMAZON.CO.UK*2K4LM', 'Amazon'],
    ['AMAZON.COM', 'Amazon'],
    ['UBER *TRIP NEW YORK', 'Uber'],
    ['APPLE.COM/BILL', 'Apple'],
    ['CARTERS TACK SHOP', 'Carters Tack Shop'],
    ['SHELL NEWMARKET', 'Shell Newmarket'],
    ['SHELL M4 MEMBURY', 'Shell Membury'],
    ['B&Q NEWMARKET RD', 'B&Q Newmarket Rd'],
    ["GAIL'S BAKERY", "Gail's Bakery"],
    ['CO-OP NEWMARKET', 'Co-op Newmarket'],
    ['HARGREAVES AND CO', 'Hargreaves'],
    ['MR AND MRS K PATEL', 'Mr and Mrs K Patel'],
    ['THE JOCKEY CLUB ROOMS', 'The Jockey Club Rooms'],
    ['PETS AT HOME', 'Pets at Home'],
    ['INTL PAYMENT TO BALLYLINCH STUD IE', 'Ballylinch Stud'],
    ['7-ELEVEN 0042', '7-Eleven'],
    ['CHEQUE 000123', 'Cheque'],
    ['LOAN REPAYMENT 40633215', 'Loan Repayment'],
    // An account's last four digits name it: kept.
    ['TRANSFER TO 7374', 'Transfer to 7374'],
    ['TFR TO HOUSEHOLD', 'Transfer to Household'],
    // All noise: the description's own words, case-folded, rather than nothing.
    ['STANDING ORDER TO 1236', 'Standing Order to 1236'],
    ['CARD 1234', 'Card 1234'],
    ['12/11/26', '12/11/26'],
    ['  Spotify   ', 'Spotify'],
    ['', ''],
  ])('%s → %s', (title, name) => {
    expect(payeeName(title)).toBe(name);
  });
});

describe('payeeName on the fake bank’s descriptions', () => {
  const state = createSeed(new Date('2026-11-20T10:00:00Z'));
  const descriptions = [...new Set(Object.values(state.transactions).flatMap((list) => list.map((t) => t.description)))];

  it('has a few hundred descriptions to fold', () => {
    expect(descriptions.length).toBeGreaterThan(200);
  });

  it('folds none to an empty name', () => {
    expect(descriptions.filter((d) => payeeName(d).trim() === '')).toEqual([]);
  });

  it('folds the same payee with different references together (an account ending after TO or FROM is no reference)', () => {
    // The description without its numbers and descriptor reference: one name for each.
    const withoutReferences = (d: string) =>
      d
        .replace(/\*.*$/, '')
        .split(' ')
        .filter((w) => !/\d/.test(w))
        .join(' ');
    const byPayee = new Map<string, Set<string>>();
    for (const d of descriptions.filter((d) => !/\b(TO|FROM) \d{4}$/.test(d))) {
      const key = withoutReferences(d);
      byPayee.set(key, (byPayee.get(key) ?? new Set()).add(payeeName(d)));
    }
    const split = [...byPayee].filter(([, names]) => names.size > 1);
    expect(split).toEqual([]);
    expect(byPayee.get('CHEQUE')).toEqual(new Set(['Cheque']));
  });

  it.each([
    [['TESCO STORES 2211', 'TESCO STORES 3021', 'TESCO EXPRESS'], 'Tesco'],
    [['AMAZON.CO.UK*2K4LM', 'AMAZON.CO.UK*3J8', 'AMAZON.CO.UK*7HG2', 'AMAZON.CO.UK*YARD', 'AMAZON.COM'], 'Amazon'],
    [['FASTER PAYMENT TO HEATH FEED MERCHANTS LTD', 'HEATH FEED MERCHANTS'], 'Heath Feed Merchants'],
    [['FASTER PAYMENT TO KINGSCLERE STUD', 'STANDING ORDER KINGSCLERE STUD'], 'Kingsclere Stud'],
    [['FASTER PAYMENT TO HAMBLETON ESTATES', 'STANDING ORDER HAMBLETON ESTATES'], 'Hambleton Estates'],
    [['UBER *TRIP', 'UBER *TRIP NEW YORK'], 'Uber'],
    [['APPLE.COM/BILL', 'APPLE.COM/US'], 'Apple'],
    [['DIRECT DEBIT BT BUSINESS'], 'BT Business'],
    [['LIDL GB'], 'Lidl'],
    [['MOUNTAIN HORSE UK'], 'Mountain Horse'],
  ])('folds the seed’s %j under %s', (titles, name) => {
    for (const title of titles) expect(descriptions).toContain(title);
    expect(new Set(titles.map(payeeName))).toEqual(new Set([name]));
  });
});
