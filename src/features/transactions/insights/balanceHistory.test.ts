import { addDays } from '@/shared/lib/dates';
import { BALANCE_HISTORY_MAX_DAYS, balanceHistory, chartPeriod, runningBalanceMismatches } from './balanceHistory';

/** A row as the list holds it: only what the walk reads. */
const out = (date: string, debit: number, balance: number | null = null) => ({ date, debit, credit: null, balance });
const into = (date: string, credit: number, balance: number | null = null) => ({ date, debit: null, credit, balance });

const PERIOD = { start: '2026-11-01', end: '2026-11-05' };

describe('balanceHistory', () => {
  it('walks back from the closing balance day by day, repeating the balance over days without entries', () => {
    // Newest first, as the list holds them.
    const rows = [out('2026-11-05', 10), into('2026-11-03', 100), out('2026-11-02', 25.5), out('2026-11-02', 4.5)];
    const history = balanceHistory(rows, 1000, PERIOD);
    expect(history.days).toEqual([
      { date: '2026-11-01', balance: 940 },
      { date: '2026-11-02', balance: 910 },
      { date: '2026-11-03', balance: 1010 },
      { date: '2026-11-04', balance: 1010 },
      { date: '2026-11-05', balance: 1000 },
    ]);
    expect(history).toMatchObject({ opening: 940, closing: 1000, moneyIn: 100, moneyOut: 40, transactionCount: 4 });
  });

  it.each([
    // rows, closing, opening (the end of the day before the period)
    ['an entry on the first day counts before the opening', [into('2026-11-01', 50)], 500, 450],
    ['no entries: opening is closing', [], 500, 500],
    ['an entry on the last day', [out('2026-11-05', 20)], 500, 520],
    ['an overdrawn account', [out('2026-11-02', 300)], -100, 200],
  ])('opening and closing: %s', (_name, rows, closing, opening) => {
    const history = balanceHistory(rows, closing, PERIOD);
    expect(history.opening).toBe(opening);
    expect(history.closing).toBe(closing);
    expect(history.days.at(-1)).toEqual({ date: PERIOD.end, balance: closing });
  });

  it.each([
    // rows, lowest, highest: each the earliest day on a tie
    ['flat: both on the first day', [], { date: '2026-11-01', balance: 500 }, { date: '2026-11-01', balance: 500 }],
    [
      'a dip and a peak',
      [out('2026-11-04', 100), into('2026-11-03', 300), out('2026-11-02', 100)],
      { date: '2026-11-02', balance: 400 },
      { date: '2026-11-03', balance: 700 },
    ],
    [
      'the same low twice: the earlier day',
      [out('2026-11-05', 100), into('2026-11-03', 100), out('2026-11-02', 100)],
      { date: '2026-11-02', balance: 400 },
      { date: '2026-11-01', balance: 500 },
    ],
    [
      'the same high twice: the earlier day',
      [into('2026-11-05', 100), out('2026-11-03', 100), into('2026-11-02', 100)],
      { date: '2026-11-01', balance: 500 },
      { date: '2026-11-02', balance: 600 },
    ],
  ])('lowest and highest: %s', (_name, rows, lowest, highest) => {
    // Every case opens at 500.
    const closing = 500 + rows.reduce((sum, r) => sum + (r.credit ?? 0) - (r.debit ?? 0), 0);
    const history = balanceHistory(rows, closing, PERIOD);
    expect(history.lowest).toEqual(lowest);
    expect(history.highest).toEqual(highest);
  });

  it('names copies of its lowest and highest days, not the days themselves', () => {
    const history = balanceHistory([], 500, PERIOD);
    expect(history.lowest).not.toBe(history.days[0]);
  });

  it('sums money in and out in pence: 10 000 entries of 0.10 and 0.20 leave no floating-point dust', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? into('2026-11-03', 0.1) : out('2026-11-03', 0.2)));
    const history = balanceHistory(rows, 0.3, PERIOD);
    expect(history.moneyIn).toBe(500);
    expect(history.moneyOut).toBe(1000);
    expect(history.opening).toBe(500.3);
    expect(history.days[2]).toEqual({ date: '2026-11-03', balance: 0.3 });
    expect(history.days[1]).toEqual({ date: '2026-11-02', balance: 500.3 });
  });

  it('walks 0.1 + 0.2 as 0.3, not 0.30000000000000004', () => {
    const history = balanceHistory([into('2026-11-05', 0.1), into('2026-11-05', 0.2)], 1, PERIOD);
    expect(history.opening).toBe(0.7);
    expect(history.moneyIn).toBe(0.3);
  });

  it('gives the closing balance to the penny, as the last day shows it (a balance summed elsewhere may carry dust)', () => {
    const history = balanceHistory([], 0.1 + 0.2, PERIOD);
    expect(history.closing).toBe(0.3);
    expect(history.closing).toBe(history.days.at(-1)?.balance);
  });

  it('ignores entries outside the period: the closing balance is already after them', () => {
    const rows = [into('2026-11-06', 1000), out('2026-11-03', 10), out('2026-10-31', 2000)];
    const history = balanceHistory(rows, 500, PERIOD);
    expect(history).toMatchObject({ opening: 510, closing: 500, moneyIn: 0, moneyOut: 10, transactionCount: 1 });
    expect(history.days).toHaveLength(5);
  });

  it('draws a one-day period', () => {
    const history = balanceHistory([out('2026-11-05', 5)], 95, { start: '2026-11-05', end: '2026-11-05' });
    expect(history).toMatchObject({ days: [{ date: '2026-11-05', balance: 95 }], opening: 100, lowest: { balance: 95 }, highest: { balance: 95 } });
  });

  it('counts a day across a month and a leap day (calendar days, not 24-hour steps)', () => {
    const history = balanceHistory([], 1, { start: '2028-02-27', end: '2028-03-01' });
    expect(history.days.map((d) => d.date)).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('chartPeriod', () => {
  const end = '2026-11-20';
  it.each([
    ['30 days stay as they are', addDays(end, -29), addDays(end, -29)],
    ['exactly the longest stays', addDays(end, -(BALANCE_HISTORY_MAX_DAYS - 1)), addDays(end, -(BALANCE_HISTORY_MAX_DAYS - 1))],
    ['one day longer loses its first day', addDays(end, -BALANCE_HISTORY_MAX_DAYS), addDays(end, -(BALANCE_HISTORY_MAX_DAYS - 1))],
    ['ten years keep the last 731 days', '2016-01-01', '2024-11-20'],
  ])('%s', (_name, start, capped) => {
    const period = chartPeriod({ start, end });
    expect(period).toEqual({ start: capped, end });
  });

  it('holds two years with a leap day in them: 731 days', () => {
    expect(BALANCE_HISTORY_MAX_DAYS).toBe(731);
    const period = chartPeriod({ start: '2016-01-01', end: '2025-06-15' });
    expect(balanceHistory([], 0, period).days).toHaveLength(731);
  });
});

describe('runningBalanceMismatches', () => {
  // 2 Nov: two entries, newest first; the first row of a day carries that day's end-of-day balance.
  const rows = [out('2026-11-05', 10, 1000), into('2026-11-03', 100, 1010), out('2026-11-02', 25.5, 910), out('2026-11-02', 4.5, 935.5)];

  it('finds none when the bank’s running balances add up', () => {
    expect(runningBalanceMismatches(rows, balanceHistory(rows, 1000, PERIOD))).toEqual([]);
  });

  it('finds the day a running balance disagrees with the walk', () => {
    const wrong = rows.map((r, i) => (i === 1 ? { ...r, balance: 1011 } : r));
    expect(runningBalanceMismatches(wrong, balanceHistory(wrong, 1000, PERIOD))).toEqual([{ date: '2026-11-03', walked: 1010, bank: 1011 }]);
  });

  it('reads a day’s end-of-day balance from its first (newest) row only', () => {
    // Oldest first would compare 2 Nov's earlier balance (935.50) with the end of the day (910.00).
    const oldestFirst = [...rows].reverse();
    expect(runningBalanceMismatches(oldestFirst, balanceHistory(oldestFirst, 1000, PERIOD))).toEqual([
      { date: '2026-11-02', walked: 910, bank: 935.5 },
    ]);
  });

  it('finds every day off when the walk starts from the wrong balance', () => {
    const mismatches = runningBalanceMismatches(rows, balanceHistory(rows, 1001, PERIOD));
    expect(mismatches.map((m) => m.date)).toEqual(['2026-11-05', '2026-11-03', '2026-11-02']);
  });

  it.each([
    ['a stock OBDX sends no running balance', rows.map((r) => ({ ...r, balance: null }))],
    ['rows outside the history are not compared', [out('2026-10-30', 10, 123), ...rows]],
    ['a running balance equal to the pence', rows.map((r, i) => (i === 0 ? { ...r, balance: 1000.001 } : r))],
  ])('finds none: %s', (_name, list) => {
    expect(runningBalanceMismatches(list, balanceHistory(rows, 1000, PERIOD))).toEqual([]);
  });
});
