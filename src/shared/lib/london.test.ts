import fc from 'fast-check';
import { londonDateTime, londonOffsetMinutes, londonToday, londonWallClock, RULE_YEARS, toLondonDay } from './london';

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

/**
 * The London day of an instant, the fact every "today" rests on: either side of midnight UTC and of each
 * change of the clocks. In GMT London's day is UTC's; in BST it turns an hour earlier.
 */
describe("London's day of an instant (today in London)", () => {
  it.each([
    // A GMT day: midnight UTC is midnight in London.
    ['2026-01-15T23:59:59Z', '2026-01-15', 'the last second of a winter day'],
    ['2026-01-16T00:00:00Z', '2026-01-16', 'midnight UTC in winter is the next day'],
    // A BST day: London's day turns at 23:00 UTC.
    ['2026-06-30T22:59:59Z', '2026-06-30', 'an hour before midnight UTC in summer'],
    ['2026-06-30T23:00:00Z', '2026-07-01', 'London is already tomorrow at 23:00 UTC in summer'],
    ['2026-06-30T23:59:59Z', '2026-07-01', 'just before midnight UTC in summer'],
    ['2026-07-01T00:00:00Z', '2026-07-01', 'just after midnight UTC in summer'],
    // The day the clocks go forward (Sunday 29 March 2026, 01:00 UTC).
    ['2026-03-28T23:59:59Z', '2026-03-28', 'the Saturday night before the change (still GMT)'],
    ['2026-03-29T00:00:00Z', '2026-03-29', 'midnight UTC on the change day (still GMT)'],
    ['2026-03-29T22:59:59Z', '2026-03-29', 'the change day, an hour before midnight UTC (now BST)'],
    ['2026-03-29T23:00:00Z', '2026-03-30', 'the change day ends at 23:00 UTC'],
    // The day the clocks go back (Sunday 25 October 2026, 01:00 UTC).
    ['2026-10-24T22:59:59Z', '2026-10-24', 'the Saturday before, an hour before midnight UTC'],
    ['2026-10-24T23:00:00Z', '2026-10-25', 'the Saturday ends at 23:00 UTC (BST)'],
    ['2026-10-25T00:30:00Z', '2026-10-25', 'the night the clocks go back'],
    ['2026-10-25T23:59:59Z', '2026-10-25', 'the change day ends at midnight UTC (GMT again)'],
    ['2026-10-26T00:00:00Z', '2026-10-26', 'midnight UTC after the change'],
    // Outside the rule years the zone database answers.
    ['1995-06-30T23:30:00Z', '1995-07-01', 'a summer night before 1996'],
  ])('%s is %s in London (%s)', (instant, day) => {
    expect(londonToday(new Date(instant))).toBe(day);
    expect(toLondonDay(new Date(instant))).toBe(day);
    expect(toLondonDay(instant)).toBe(day);
  });

  it('takes the browser clock when given no instant', () => {
    jest.useFakeTimers({ now: new Date('2026-06-30T23:30:00Z') });
    try {
      expect(londonToday()).toBe('2026-07-01');
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an invalid instant rather than give a day', () => {
    expect(() => londonToday(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('toLondonDay of a calendar day', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2024-02-29', '2024-02-29'],
    ['2026-13-01', undefined],
    ['2025-02-29', undefined],
    ['yesterday', undefined],
  ])('%s is %p', (value, expected) => {
    expect(toLondonDay(value)).toBe(expected);
  });
});

describe('londonDateTime', () => {
  it.each([
    ['winter (GMT)', '2026-01-15T10:52:19.000Z', '2026-01-15 10:52:19'],
    ['summer (BST)', '2026-07-15T10:52:19.000Z', '2026-07-15 11:52:19'],
    ['midnight rolls the date in summer', '2026-06-30T23:30:00.000Z', '2026-07-01 00:30:00'],
    ['not a date', 'yesterday', undefined],
  ])('%s', (_name, instant, expected) => {
    expect(londonDateTime(instant)).toBe(expected);
  });
});

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
