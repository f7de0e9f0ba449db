import { balanceHistory } from './balanceHistory';
import { balanceSummary, notDrawnMessage } from './summaries';

const PERIOD = { start: '2026-10-22', end: '2026-11-20' };
const rows = [
  { date: '2026-11-15', debit: null, credit: 3500 },
  { date: '2026-11-03', debit: 2000, credit: null },
  { date: '2026-10-30', debit: 430.53, credit: null },
  { date: '2026-10-25', debit: null, credit: 1500 },
];

describe('balanceSummary', () => {
  it('reads the period in pounds: from, to, lowest, highest, money in and out, days and transactions', () => {
    expect(balanceSummary(balanceHistory(rows, 20669.47, PERIOD), 'GBP')).toBe(
      'From £18,100.00 at the start of 22 Oct 2026 to £20,669.47 at the end of 20 Nov 2026. ' +
        'Lowest £17,169.47 on 3 Nov 2026; highest £20,669.47 on 15 Nov 2026. ' +
        'Money in £5,000.00, money out £2,430.53, over 30 days and 4 transactions.',
    );
  });

  it.each([
    ['USD', '$'],
    ['EUR', '€'],
    ['CHF', 'CHF '],
  ])('gives a %s account in its own currency', (currency, symbol) => {
    const summary = balanceSummary(balanceHistory(rows, 20669.47, PERIOD), currency);
    expect(summary).toContain(`to ${symbol}20,669.47 at the end`);
    expect(summary).not.toContain('£');
  });

  it('says an overdrawn balance with its minus sign', () => {
    expect(balanceSummary(balanceHistory(rows, -50, PERIOD), 'GBP')).toContain('Lowest -£3,550.00 on 3 Nov 2026; highest -£50.00 on 15 Nov 2026');
  });

  it('counts one day and one transaction in the singular', () => {
    const oneDay = { start: '2026-11-20', end: '2026-11-20' };
    expect(balanceSummary(balanceHistory([{ date: '2026-11-20', debit: 5, credit: null }], 95, oneDay), 'GBP')).toMatch(/over 1 day and 1 transaction\.$/);
  });

  it('counts no transactions in the plural', () => {
    expect(balanceSummary(balanceHistory([], 95, PERIOD), 'GBP')).toMatch(/over 30 days and 0 transactions\.$/);
  });
});

describe('notDrawnMessage', () => {
  it.each([
    ['tooFew', 3, 'Only 3 transactions in this period: too few to draw a trend.'],
    ['tooFew', 1, 'Only 1 transaction in this period: too few to draw a trend.'],
    ['none', 0, 'There are no transactions in this period, so there is nothing to draw.'],
    ['search', 12, 'The chart shows every transaction, so it is not drawn for a search. Clear the search to see it.'],
    ['dateRange', 12, "The chart is worked out back from today's balance, so it is drawn only for dates up to today. Choose dates that end today to see it."],
  ] as const)('%s with %i entries', (reason, count, message) => {
    expect(notDrawnMessage({ ready: false, reason, count })).toBe(message);
  });
});
