import { formatShortDate } from './dates';
import { londonWallClock } from './londonClock';

/**
 * Europe/London wall-clock formatting without moment-timezone, so the initial bundle carries no
 * time-zone data (budget: it stays in lazy chunks); londonClock.ts works the clock out.
 */

/** An instant as 'YYYY-MM-DD HH:mm:ss' in London (SPEC.md section 3, User.lastLogin). */
export function londonDateTime(instant: string | Date): string | undefined {
  const p = londonWallClock(typeof instant === 'string' ? new Date(instant) : instant);
  return p && `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
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
