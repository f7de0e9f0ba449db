import { differences, differenceText, longDate, type AskedPayment } from './differences';

const asked: AskedPayment = { amount: 50, currency: 'GBP', date: '2026-12-25', recurring: false, reference: 'XMAS GIFT', payeeAccountName: 'John Smith' };
const same = { amount: 50, currency: 'GBP', date: '2026-12-25', reference: 'XMAS GIFT', payeeAccountName: 'John Smith' };

describe('differences', () => {
  it.each([
    ['the same copy', same],
    ['50.00 for 50', { ...same, amount: 50.0 }],
    ['50.001 for 50 (not a penny)', { ...same, amount: 50.001 }],
    ['a reference in other case and spacing', { ...same, reference: '  xmas   gift ' }],
    ['a payee name in other case and spacing', { ...same, payeeAccountName: 'JOHN  SMITH' }],
    ['a copy that says nothing', {}],
    ['a copy without the payee', { ...same, payeeAccountName: undefined }],
  ])('finds none in %s', (_name, copy) => {
    expect(differences(asked, copy)).toEqual([]);
  });

  it('finds no date difference for a payment made now', () => {
    expect(differences({ ...asked, date: undefined }, { ...same, date: '2026-12-29' })).toEqual([]);
  });

  it('finds no payee name difference for a transfer to an own account', () => {
    expect(differences({ ...asked, payeeAccountName: undefined }, { ...same, payeeAccountName: 'Someone' })).toEqual([]);
  });

  it.each([
    ['the date', { ...same, date: '2026-12-29' }, [{ kind: 'date', asked: '2026-12-25', held: '2026-12-29', recurring: false }]],
    ['the amount', { ...same, amount: 55 }, [{ kind: 'amount', asked: 50, held: 55, heldCurrency: 'GBP' }]],
    ['the currency', { ...same, currency: 'EUR' }, [{ kind: 'amount', held: 50, heldCurrency: 'EUR', askedCurrency: 'GBP' }]],
    ['the payee name', { ...same, payeeAccountName: 'J Smith Ltd' }, [{ kind: 'payeeName', asked: 'John Smith', held: 'J Smith Ltd' }]],
    ['the reference', { ...same, reference: 'XMAS' }, [{ kind: 'reference', asked: 'XMAS GIFT', held: 'XMAS' }]],
    ['no reference', { ...same, reference: '' }, [{ kind: 'reference', asked: 'XMAS GIFT', held: '' }]],
  ])('finds %s', (_name, copy, expected) => {
    expect(differences(asked, copy)).toMatchObject(expected);
  });

  it('lists several in the order the review shows its facts', () => {
    const found = differences(asked, { date: '2026-12-29', amount: 5, reference: 'X', payeeAccountName: 'Y' });
    expect(found.map((d) => d.kind)).toEqual(['date', 'amount', 'payeeName', 'reference']);
  });
});

describe('differenceText', () => {
  it.each([
    [{ kind: 'date', asked: '2026-12-25', held: '2026-12-29', recurring: false } as const, 'The bank will make this payment on Tuesday 29 December 2026, not Friday 25 December 2026 (a bank holiday: Christmas Day).'],
    [{ kind: 'date', asked: '2026-03-07', held: '2026-03-09', recurring: true } as const, 'The bank will make the first payment on Monday 9 March 2026, not Saturday 7 March 2026 (at the weekend).'],
    [{ kind: 'date', asked: '2026-06-10', held: '2026-06-11', recurring: false } as const, 'The bank will make this payment on Thursday 11 June 2026, not Wednesday 10 June 2026.'],
    [{ kind: 'amount', asked: 50, askedCurrency: 'GBP', held: 55.5, heldCurrency: 'GBP' } as const, 'The bank holds the amount as £55.50, not £50.00.'],
    [{ kind: 'payeeName', asked: 'John Smith', held: 'J Smith Ltd' } as const, "The bank holds the name on the payee's account as J Smith Ltd, not John Smith."],
    [{ kind: 'reference', asked: 'XMAS GIFT', held: 'XMAS' } as const, 'The bank holds the reference as XMAS, not XMAS GIFT.'],
    [{ kind: 'reference', asked: 'XMAS GIFT', held: '' } as const, 'The bank holds no reference for this payment, not XMAS GIFT.'],
    [{ kind: 'reference', asked: '', held: 'XMAS' } as const, 'The bank holds the reference as XMAS, where you gave none.'],
  ])('says %o as %s', (difference, text) => {
    expect(differenceText(difference)).toBe(text);
  });

  it('writes a day in full', () => {
    expect(longDate('2027-01-04')).toBe('Monday 4 January 2027');
  });
});
