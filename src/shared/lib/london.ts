import { lazily } from './lazily';

/**
 * London's calendar and clock: the one place an instant becomes a Europe/London day or time (DECISIONS.md:
 * every day is a London calendar day), "today" included. Intl and the UK rule only, no moment-timezone:
 * the login page uses it (the profile's lastLogin) and its bundle carries no time-zone data
 * (`npm run check:budgets`: scripts/bundleRules.ts); the date picker's own moment stays in lazy chunks.
 *
 * Without the browser's time-zone database where the law gives the answer: a formatter with `timeZone`
 * costs 25 ms or more to build on a slow phone (it loads the zone data), and the first one fell in the
 * middle of the login's answer handling, a long task Lighthouse counts four times over (issue 13). Since
 * 1996 the UK's clocks change at 01:00 UTC on the last Sunday of March (to BST, UTC+1) and of October
 * (back to GMT); outside the years below the zone database answers, built on first use.
 */

/** The zone's name, for the libraries that take one (the date picker's moment-timezone). */
export const LONDON_ZONE = 'Europe/London';

/** A London calendar day as 'YYYY-MM-DD', the form every date-only value travels in. */
export type IsoDate = string;

export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The years the rule is known to hold for (Summer Time Order 2002; the EU's harmonised dates from 1996). */
export const RULE_YEARS = { first: 1996, last: 2099 } as const;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`, in ms. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** London's offset from UTC in minutes at an instant: 60 in British Summer Time, 0 in GMT; undefined outside RULE_YEARS. */
export function londonOffsetMinutes(instant: Date): number | undefined {
  const year = instant.getUTCFullYear();
  if (year < RULE_YEARS.first || year > RULE_YEARS.last) return undefined;
  const at = instant.getTime();
  return at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}

const zoneDatabase = lazily(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** London's wall clock at an instant, zero-padded; undefined for an invalid date. */
export function londonWallClock(instant: Date): WallClock | undefined {
  if (Number.isNaN(instant.getTime())) return undefined;
  const offset = londonOffsetMinutes(instant);
  if (offset === undefined) {
    const p = Object.fromEntries(zoneDatabase().formatToParts(instant).map(({ type, value }) => [type, value]));
    return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
  }
  const wall = new Date(instant.getTime() + offset * 60_000);
  return {
    year: pad(wall.getUTCFullYear(), 4),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    hour: pad(wall.getUTCHours()),
    minute: pad(wall.getUTCMinutes()),
    second: pad(wall.getUTCSeconds()),
  };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The London calendar day of a value: an IsoDate stays as it is (a day has no time zone), so
 * `toLondonDay(day) === day` says a string is a real day; a Date or a timestamp string is the day it was
 * in London. undefined when not a date.
 */
export function toLondonDay(value: IsoDate | Date): IsoDate | undefined {
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return isRealDay(Number(day[1]), Number(day[2]), Number(day[3])) ? value : undefined;
  }
  const p = londonWallClock(typeof value === 'string' ? new Date(value) : value);
  return p && `${p.year}-${p.month}-${p.day}`;
}

/** Today as a London calendar day: the browser's clock, London's date. */
export function londonToday(now: Date = new Date()): IsoDate {
  const day = toLondonDay(now);
  if (!day) throw new RangeError(`Not an instant: ${String(now)}`);
  return day;
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in London (SPEC.md section 3, User.lastLogin); undefined when not a date. */
export function londonDateTime(instant: string | Date): string | undefined {
  const p = londonWallClock(typeof instant === 'string' ? new Date(instant) : instant);
  return p && `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
