import { formatShortDate } from './dates';
import { lazily } from './lazily';

/**
 * Europe/London wall-clock formatting with the browser's own time-zone database, so the
 * initial bundle carries no moment-timezone data (budget: it stays in lazy chunks).
 */
// Built on first use, not at import: a zoned formatter is costly to build (lazily.ts).
const parts = lazily(() => new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}));

/** An instant as 'YYYY-MM-DD HH:mm:ss' in London (SPEC.md section 3, User.lastLogin). */
export function londonDateTime(instant: string | Date): string | undefined {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return undefined;
  const p = Object.fromEntries(parts().formatToParts(date).map(({ type, value }) => [type, value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** A stamp without a zone ('2025-06-16T11:30:00'): OBDX writes London wall-clock times so. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * '5 Mar 2026, 14:05', London time; the day alone when there is no time; '–' when not a date. An
 * instant (with Z or an offset) is turned into London time; a stamp without a zone already is London
 * time and is read as written, whatever the browser's own zone.
 */
export function formatDayAndTime(stamp: string): string {
  const wall = WALL_CLOCK.exec(stamp ?? '');
  if (wall) {
    const day = formatShortDate(wall[1]);
    return day ? `${day}, ${wall[2]}` : '–';
  }
  const day = stamp ? formatShortDate(stamp) : '';
  if (!day) return '–';
  if (/^\d{4}-\d{2}-\d{2}$/.test(stamp)) return day;
  const time = londonDateTime(stamp)?.slice(11, 16);
  return time ? `${day}, ${time}` : day;
}
