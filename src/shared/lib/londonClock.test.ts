import fc from 'fast-check';
import { londonOffsetMinutes, londonWallClock, RULE_YEARS } from './londonClock';

const clock = (iso: string) => {
  const w = londonWallClock(new Date(iso));
  return w && `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}:${w.second}`;
};

/** The zone database's answer, as the browser gives it. */
const byDatabase = (instant: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

describe('London wall clock (the UK rule, no zone data)', () => {
  it.each([
    ['2026-03-29T00:59:59Z', '2026-03-29 00:59:59'], // the last second of GMT
    ['2026-03-29T01:00:00Z', '2026-03-29 02:00:00'], // BST begins
    ['2026-10-25T00:59:59Z', '2026-10-25 01:59:59'], // the last second of BST
    ['2026-10-25T01:00:00Z', '2026-10-25 01:00:00'], // back to GMT
    ['2026-06-30T23:30:00Z', '2026-07-01 00:30:00'], // a summer instant is the next day in London
    ['2026-12-31T23:59:59Z', '2026-12-31 23:59:59'],
    ['1996-03-31T01:00:00Z', '1996-03-31 02:00:00'], // the rule's first year
    ['2099-10-25T00:30:00Z', '2099-10-25 01:30:00'], // its last (the last Sunday of October 2099 is the 25th)
  ])('%s is %s in London', (instant, wall) => {
    expect(clock(instant)).toBe(wall);
  });

  it('asks the zone database outside the rule years, and answers the same as it', () => {
    expect(londonOffsetMinutes(new Date('1995-07-01T12:00:00Z'))).toBeUndefined();
    expect(clock('1995-07-01T12:00:00Z')).toBe('1995-07-01 13:00:00');
    expect(clock('1989-12-25T00:00:00Z')).toBe('1989-12-25 00:00:00');
  });

  it('has nothing to say of an invalid date', () => {
    expect(londonWallClock(new Date('not a date'))).toBeUndefined();
  });

  it('agrees with the zone database for any instant of the rule years', () => {
    const from = Date.UTC(RULE_YEARS.first, 0, 1);
    const to = Date.UTC(RULE_YEARS.last, 11, 31, 23, 59, 59);
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const instant = new Date(Math.floor(ms / 1000) * 1000);
        expect(clock(instant.toISOString())).toBe(byDatabase(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the zone database around every change of the clocks', () => {
    for (let year = RULE_YEARS.first; year <= RULE_YEARS.last; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const delta of [-1000, 0, 1000]) {
          const instant = new Date(change + delta);
          expect(clock(instant.toISOString())).toBe(byDatabase(instant));
        }
      }
    }
  });
});
