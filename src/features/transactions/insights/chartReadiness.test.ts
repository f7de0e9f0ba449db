import { chartReadiness, flowsReadiness, isCharted, MIN_TREND_TRANSACTIONS } from './chartReadiness';

const TODAY = '2026-11-20';
const plain = { search: '', datesStartEnd: null };

describe('chartReadiness', () => {
  it.each([
    // loadedFor, count, readiness
    ['the default window with enough entries', plain, 37, { ready: true }],
    ['exactly the fewest a trend needs', plain, MIN_TREND_TRANSACTIONS, { ready: true }],
    ['one fewer: figures, no trend', plain, MIN_TREND_TRANSACTIONS - 1, { ready: false, reason: 'tooFew', count: 3 }],
    ['a single entry', plain, 1, { ready: false, reason: 'tooFew', count: 1 }],
    ['nothing in the period', plain, 0, { ready: false, reason: 'none', count: 0 }],
    ['a search leaves other entries out', { search: 'tesco', datesStartEnd: null }, 37, { ready: false, reason: 'search', count: 37 }],
    ['a search of spaces is no search', { search: '   ', datesStartEnd: null }, 37, { ready: true }],
    ['a range ending today can be walked back', { search: '', datesStartEnd: { start: '2026-10-01', end: TODAY } }, 12, { ready: true }],
    ['a range ending yesterday cannot', { search: '', datesStartEnd: { start: '2026-10-01', end: '2026-11-19' } }, 12, { ready: false, reason: 'dateRange', count: 12 }],
    ['a search wins over the dates', { search: 'tesco', datesStartEnd: { start: '2026-10-01', end: '2026-11-19' } }, 12, { ready: false, reason: 'search', count: 12 }],
    ['a range before today wins over having no entries', { search: '', datesStartEnd: { start: '2026-10-01', end: '2026-10-31' } }, 0, { ready: false, reason: 'dateRange', count: 0 }],
  ])('%s', (_name, loadedFor, count, readiness) => {
    expect(chartReadiness({ loadedFor, today: TODAY, count })).toEqual(readiness);
  });
});

describe('flowsReadiness: where it went groups any rows but a search', () => {
  it.each([
    ['the default window', plain, { ready: true }],
    ['a range ending before today', { search: '', datesStartEnd: { start: '2026-10-01', end: '2026-10-31' } }, { ready: true }],
    ['a search', { search: 'tesco', datesStartEnd: null }, { ready: false, reason: 'search', count: 0 }],
    ['a search of spaces is no search', { search: '  ', datesStartEnd: null }, { ready: true }],
  ])('%s', (_name, loadedFor, readiness) => {
    expect(flowsReadiness(loadedFor)).toEqual(readiness);
  });
});

describe('isCharted: which accounts get the charts', () => {
  it.each([
    ['current', true],
    ['racing', true],
    ['deposit', true],
    ['lending', false],
  ])('%s: %s', (group, charted) => {
    expect(isCharted(group)).toBe(charted);
  });
});
