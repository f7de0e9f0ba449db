import { coverageNote, flowSummary, monthLabel } from './flowSummary';
import type { MonthFlows } from './types';

const flows = (over: Partial<MonthFlows>): MonthFlows => ({
  month: '2026-11',
  covered: { start: '2026-11-01', end: '2026-11-20' },
  whole: true,
  out: [],
  in: [],
  totalOut: 0,
  totalIn: 0,
  ...over,
});

describe('monthLabel', () => {
  it.each([
    ['2026-11', 'November 2026'],
    ['2025-01', 'January 2025'],
    ['2024-12', 'December 2024'],
  ])('%s is %s', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });
});

describe('coverageNote: a month the loaded rows only partly cover says so', () => {
  it('says nothing for a whole month', () => {
    expect(coverageNote(flows({}))).toBeUndefined();
  });

  it('says when none of the month is loaded, rather than calling it a quiet month', () => {
    const missed = flows({ month: '2026-10', whole: false, covered: null });
    expect(coverageNote(missed)).toBe('None of October 2026 is loaded yet: show earlier transactions to see it.');
    expect(flowSummary(missed, 'GBP')).toBe('October 2026 is not loaded yet.');
  });

  it('names the days it covers otherwise', () => {
    expect(coverageNote(flows({ month: '2026-10', whole: false, covered: { start: '2026-10-22', end: '2026-10-31' } }))).toBe(
      'Only 22 Oct 2026 to 31 Oct 2026 is loaded: show earlier transactions to see the whole month.',
    );
  });
});

describe('flowSummary: the words read before the bars', () => {
  it('gives the totals, the counts and the biggest payee each way, in the account currency', () => {
    const summary = flowSummary(
      flows({
        out: [
          { name: 'Carters Tack Shop', amount: 326.89, count: 3 },
          { name: 'Everything else', amount: 100, count: 2, rest: true },
        ],
        in: [{ name: 'Racing Post', amount: 5000, count: 1 }],
        totalOut: 426.89,
        totalIn: 5000,
      }),
      'USD',
    );
    expect(summary).toBe(
      'In November 2026, $426.89 went out in 5 transactions and $5,000.00 came in from 1 transaction. Most went to Carters Tack Shop: $326.89. Most came from Racing Post: $5,000.00.',
    );
  });

  it('says when nothing moved', () => {
    expect(flowSummary(flows({}), 'GBP')).toBe('Nothing went out or came in during November 2026.');
  });

  it('names no biggest payee when only "Everything else" is left', () => {
    const summary = flowSummary(flows({ out: [{ name: 'Everything else', amount: 5, count: 1, rest: true }], totalOut: 5 }), 'GBP');
    expect(summary).toBe('In November 2026, £5.00 went out in 1 transaction and £0.00 came in from 0 transactions.');
  });
});
