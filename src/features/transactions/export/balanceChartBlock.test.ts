import { notDrawnMessage } from '../insights/summaries';
import { balanceChartBlock, type BalanceChartInput } from './balanceChartBlock';

const entry = (date: string, debit: number | null, credit: number | null) => ({ date, debit, credit });
/** Four entries in March 2026: a trend may be drawn from them. */
const march = [entry('2026-03-02', 100, null), entry('2026-03-09', null, 250), entry('2026-03-16', 40, null), entry('2026-03-30', 10, null)];
const base: BalanceChartInput = {
  rows: march,
  search: '',
  range: { start: '2026-03-01', end: '2026-03-31' },
  today: '2026-03-31',
  currentBalance: 1000,
  bankClosingBalance: null,
};
const message = (reason: 'search' | 'dateRange' | 'none' | 'tooFew', count: number) => ({ message: notDrawnMessage({ ready: false, reason, count }) });

describe('balanceChartBlock', () => {
  it.each<[string, Partial<BalanceChartInput>, { closing: number; opening: number; days: number } | { message: string }]>([
    ['a period ending today walks back from the current balance', {}, { closing: 1000, opening: 900, days: 31 }],
    ["and so it does when the bank sent a closing balance too (today's balance is the screen's anchor)", { bankClosingBalance: 5 }, { closing: 1000, opening: 900, days: 31 }],
    ['a past period walks back from the bank\u2019s closing balance for it', { today: '2026-05-10', bankClosingBalance: 700 }, { closing: 700, opening: 600, days: 31 }],
    ['a past period without one cannot start anywhere true', { today: '2026-05-10' }, message('dateRange', 4)],
    ['rows answering a search leave out the rest', { search: 'tesco' }, message('search', 4)],
    ['even with an anchor', { search: 'tesco', today: '2026-05-10', bankClosingBalance: 700 }, message('search', 4)],
    ['three entries are too few for a trend', { rows: march.slice(1) }, message('tooFew', 3)],
    ['no entries, nothing to draw', { rows: [] }, message('none', 0)],
    ['nothing left of the chosen dates (before the opening, or after today)', { range: undefined }, message('none', 0)],
    ['entries outside the period are not counted (two of four fall in it)', { range: { start: '2026-03-10', end: '2026-03-31' } }, message('tooFew', 2)],
  ])('%s', (_, change, expected) => {
    const block = balanceChartBlock({ ...base, ...change });
    if ('message' in expected) expect(block).toEqual(expected);
    else {
      expect('history' in block).toBe(true);
      const { history } = block as Extract<typeof block, { history: unknown }>;
      expect({ closing: history.closing, opening: history.opening, days: history.days.length }).toEqual(expected);
    }
  });

  it('draws at most the last two years of a longer period, counting only the entries in them', () => {
    const rows = [entry('2023-06-01', 1, null), ...march];
    const block = balanceChartBlock({ ...base, rows, range: { start: '2023-01-01', end: '2026-03-31' } });
    expect('history' in block && block.history.days[0].date).toBe('2024-03-31');
    expect('history' in block && block.history.transactionCount).toBe(4);
  });
});
