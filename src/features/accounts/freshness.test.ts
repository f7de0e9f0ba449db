import type { LoadStatus } from '@/shared/lib/loadStatus';
import { accountsPlan, ACCOUNTS_MAX_AGE_MS, isStale, type AccountsPlan, type AccountsTrigger } from './freshness';

const T = Date.parse('2026-03-02T10:00:00Z');

describe('isStale', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['never fetched', undefined, T, true],
    ['just fetched', T, T, false],
    ['half a minute old', T, T + 30_000, false],
    ['exactly a minute old', T, T + 60_000, false],
    ['a minute and a millisecond old', T, T + 60_001, true],
    ['an hour old', T, T + 3_600_000, true],
    ['fetched after now (the clock went back)', T, T - 1, true],
  ])('%s → %s', (_name, fetchedAt, now, stale) => {
    expect(isStale(fetchedAt, now)).toBe(stale);
  });

  it('keeps a list for one minute by default, and takes another age when given one', () => {
    expect(ACCOUNTS_MAX_AGE_MS).toBe(60_000);
    expect(isStale(T, T + 10_001, 10_000)).toBe(true);
    expect(isStale(T, T + 10_000, 10_000)).toBe(false);
  });
});

describe('accountsPlan', () => {
  const on = (status: LoadStatus, more: { refreshing?: boolean; stale?: boolean } = {}) => ({ status, refreshing: false, stale: false, ...more });
  it.each<[AccountsTrigger, ReturnType<typeof on>, AccountsPlan]>([
    // The session, the list's Try again and an entity switch always load (the screens wait for the list).
    ['sessionStarted', on('loading'), 'load'],
    ['retry', on('loading'), 'load'],
    ['entitySwitched', on('loading'), 'load'],
    // A money movement refreshes a list on screen, asks again for one on its way, and leaves an error as it is.
    ['moneyMoved', on('succeeded'), 'refresh'],
    ['moneyMoved', on('succeeded', { refreshing: true }), 'refresh'],
    ['moneyMoved', on('loading'), 'load'],
    ['moneyMoved', on('failed'), 'none'],
    ['moneyMoved', on('idle'), 'none'],
    // Opening a screen refreshes only a list older than a minute, and not twice at once.
    ['opened', on('succeeded', { stale: true }), 'refresh'],
    ['opened', on('succeeded'), 'none'],
    ['opened', on('succeeded', { stale: true, refreshing: true }), 'none'],
    ['opened', on('loading', { stale: true }), 'none'],
    ['opened', on('failed', { stale: true }), 'none'],
    // The Try again of a refresh that failed.
    ['refreshRetry', on('succeeded'), 'refresh'],
    ['refreshRetry', on('loading'), 'none'],
  ])('%s with %j → %s', (trigger, facts, plan) => {
    expect(accountsPlan(trigger, facts)).toBe(plan);
  });
});
