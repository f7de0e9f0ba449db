import { EVERYTHING_ELSE, monthFlows, monthsOnScreen, TOP_GROUPS } from './whereItWent';

const TODAY = '2026-11-20';
const LAST_30_DAYS = { start: '2026-10-22', end: TODAY };
const out = (date: string, title: string, debit: number) => ({ date, title, debit, credit: null });
const into = (date: string, title: string, credit: number) => ({ date, title, debit: null, credit });

describe('monthsOnScreen', () => {
  it.each([
    [LAST_30_DAYS, ['2026-11', '2026-10']],
    [{ start: '2026-01-01', end: '2026-01-31' }, ['2026-01', '2025-12']],
    [{ start: '2024-02-01', end: '2024-03-31' }, ['2024-03', '2024-02']],
    [{ start: '2016-01-01', end: '2026-11-20' }, ['2026-11', '2026-10']],
  ])('%o shows %j', (window, months) => {
    expect(monthsOnScreen(window)).toEqual(months);
  });
});

describe('monthFlows', () => {
  it('groups twelve payees into the top ten and everything else, biggest first', () => {
    const rows = Array.from({ length: 12 }, (_, i) => out('2026-11-02', `PAYEE ${String.fromCharCode(65 + i)}`, (i + 1) * 10));
    const flows = monthFlows(rows, '2026-11', LAST_30_DAYS, TODAY);
    expect(flows.out).toHaveLength(TOP_GROUPS + 1);
    expect(flows.out.slice(0, 2)).toEqual([
      { name: 'Payee L', amount: 120, count: 1 },
      { name: 'Payee K', amount: 110, count: 1 },
    ]);
    expect(flows.out.at(-2)).toEqual({ name: 'Payee C', amount: 30, count: 1 });
    // A and B: 10 + 20.
    expect(flows.out.at(-1)).toEqual({ name: EVERYTHING_ELSE, amount: 30, count: 2, rest: true });
    expect(flows.totalOut).toBe(780);
    expect(flows.in).toEqual([]);
  });

  it.each([
    // payees, top, bars (the last "Everything else" only when something is left over)
    [10, TOP_GROUPS, 10],
    [11, TOP_GROUPS, 11],
    [3, 2, 3],
    [2, 2, 2],
  ])('%i payees with the top %i: %i bars', (payees, top, bars) => {
    const rows = Array.from({ length: payees }, (_, i) => out('2026-11-02', `PAYEE ${String.fromCharCode(65 + i)}`, 10 + i));
    const flows = monthFlows(rows, '2026-11', LAST_30_DAYS, TODAY, top);
    expect(flows.out).toHaveLength(bars);
    expect(flows.out.filter((g) => g.rest)).toHaveLength(payees > top ? 1 : 0);
  });

  it('orders equal amounts by name, whatever order the rows come in', () => {
    const rows = [out('2026-11-03', 'ZEBRA CAFE', 5), out('2026-11-02', 'APPLE.COM/BILL', 5), out('2026-11-01', 'MANGO', 5)];
    const names = (list: typeof rows) => monthFlows(list, '2026-11', LAST_30_DAYS, TODAY).out.map((g) => g.name);
    expect(names(rows)).toEqual(['Apple', 'Mango', 'Zebra Cafe']);
    expect(names([...rows].reverse())).toEqual(['Apple', 'Mango', 'Zebra Cafe']);
  });

  it('folds case and reference noise into one group', () => {
    const rows = [
      out('2026-11-12', 'CARD 1234 TESCO 12/11', 12.5),
      out('2026-11-10', 'TESCO STORES 2211', 30.1),
      out('2026-11-08', 'tesco stores', 7.2),
      out('2026-11-05', 'CONTACTLESS TESCO EXPRESS 05NOV', 0.2),
      out('2026-11-04', 'WAITROSE 512 CHELSEA', 40),
    ];
    expect(monthFlows(rows, '2026-11', LAST_30_DAYS, TODAY).out).toEqual([
      { name: 'Tesco', amount: 50, count: 4 },
      { name: 'Waitrose Chelsea', amount: 40, count: 1 },
    ]);
  });

  it('groups money in likewise, apart from money out', () => {
    const rows = [
      into('2026-11-14', 'FASTER PAYMENT FROM LORD ASHCOMBE', 500),
      into('2026-11-07', 'FPI LORD ASHCOMBE REF 22', 250.5),
      into('2026-11-06', 'CREDIT INTEREST', 0.1),
      out('2026-11-05', 'FASTER PAYMENT TO LORD ASHCOMBE', 100),
    ];
    const flows = monthFlows(rows, '2026-11', LAST_30_DAYS, TODAY);
    expect(flows.in).toEqual([
      { name: 'Lord Ashcombe', amount: 750.5, count: 2 },
      { name: 'Credit Interest', amount: 0.1, count: 1 },
    ]);
    expect(flows.out).toEqual([{ name: 'Lord Ashcombe', amount: 100, count: 1 }]);
    expect(flows).toMatchObject({ totalIn: 750.6, totalOut: 100 });
  });

  it('sums in pence: a thousand payments of 0.10 and 0.50 make 300.00 exactly', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => out('2026-11-02', i % 2 ? 'PRET A MANGER' : 'COSTA COFFEE', i % 2 ? 0.1 : 0.5));
    const flows = monthFlows(rows, '2026-11', LAST_30_DAYS, TODAY);
    expect(flows.totalOut).toBe(300);
    expect(flows.out).toEqual([
      { name: 'Costa Coffee', amount: 250, count: 500 },
      { name: 'Pret A Manger', amount: 50, count: 500 },
    ]);
  });

  it.each([
    // month, window, covered, whole
    ['the current month, to today', '2026-11', LAST_30_DAYS, { start: '2026-11-01', end: TODAY }, true],
    ['the month before, half outside a 30-day window', '2026-10', LAST_30_DAYS, { start: '2026-10-22', end: '2026-10-31' }, false],
    ['the month before, inside a wider window', '2026-10', { start: '2025-11-20', end: TODAY }, { start: '2026-10-01', end: '2026-10-31' }, true],
    ['a chosen range ending before today', '2026-11', { start: '2026-10-01', end: '2026-11-15' }, { start: '2026-11-01', end: '2026-11-15' }, false],
    ['a range starting on the 2nd', '2026-10', { start: '2026-10-02', end: TODAY }, { start: '2026-10-02', end: '2026-10-31' }, false],
    ['a February of a leap year', '2024-02', { start: '2024-01-01', end: '2024-03-10' }, { start: '2024-02-01', end: '2024-02-29' }, true],
    ['a window opened on the 31st misses the month before', '2026-11', { start: '2026-12-02', end: '2026-12-31' }, null, false],
    ['a month after today', '2026-12', { start: '2026-11-01', end: '2026-12-31' }, null, false],
  ])('covers %s', (_name, month, window, covered, whole) => {
    expect(monthFlows([], month, window, TODAY)).toMatchObject({ month, covered, whole });
  });

  it('counts only rows of the month inside the window', () => {
    const rows = [
      out('2026-11-01', 'NEXT MONTH', 1),
      out('2026-10-31', 'LAST DAY', 2),
      out('2026-10-22', 'WINDOW START', 4),
      out('2026-10-21', 'BEFORE THE WINDOW', 8),
      out('2026-09-30', 'MONTH BEFORE', 16),
    ];
    const flows = monthFlows(rows, '2026-10', LAST_30_DAYS, TODAY);
    expect(flows.out.map((g) => g.name)).toEqual(['Window Start', 'Last Day']);
    expect(flows.totalOut).toBe(6);
  });

  it('gives an empty month empty lists and nothing in or out', () => {
    expect(monthFlows([out('2026-11-05', 'TESCO', 5)], '2026-10', LAST_30_DAYS, TODAY)).toEqual({
      month: '2026-10',
      covered: { start: '2026-10-22', end: '2026-10-31' },
      whole: false,
      out: [],
      in: [],
      totalOut: 0,
      totalIn: 0,
    });
  });
});
