/**
 * Display formats of SPEC.md section 9 for calendar days: 'Do MMM YYYY' (filters) and
 * 'DD/MM/YYYY' (opening dates), and calendar-day arithmetic. Written without moment so any screen,
 * even one in the initial bundle, can show a date; an instant becomes a day in Europe/London through
 * ./london (DECISIONS.md), the one module that knows London's clock.
 */
import { londonDateTime, toLondonDay, type IsoDate } from './london';

export type { IsoDate } from './london';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day moved by whole days, on UTC midnights: a day has no time zone, so no daylight-saving
 * hour can slip it (and no moment is needed, so any bundle may use it).
 */
export function addDays(day: IsoDate, days: number): IsoDate {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The same day `months` months later (earlier when negative), clamped to the end of the month (31 Jan
 * + 1 month = 28 Feb), without moment, so any bundle may use it.
 */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(Number(match[3]), last))}`;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd, 31st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

function parts(value: IsoDate | Date): [number, number, number] | undefined {
  const day = toLondonDay(value);
  if (!day) return undefined;
  const [, y, m, d] = ISO_DAY.exec(day)!;
  return [Number(y), Number(m), Number(d)];
}

/** 'Do MMM YYYY': '5th Mar 2026'. '' when not a date. */
export function formatFilterDate(value: IsoDate | Date): string {
  const p = parts(value);
  return p ? `${ordinal(p[2])} ${MONTHS[p[1] - 1]} ${p[0]}` : '';
}

/** 'D MMM YYYY': '5 Mar 2026', for lists, statements and files. '' when not a date. */
export function formatShortDate(value: IsoDate | Date): string {
  const p = parts(value);
  return p ? `${p[2]} ${MONTHS[p[1] - 1]} ${p[0]}` : '';
}

/** 'DD/MM/YYYY': '05/03/2026'. '' when not a date. */
export function formatDayMonthYear(value: IsoDate | Date): string {
  const p = parts(value);
  return p ? `${String(p[2]).padStart(2, '0')}/${String(p[1]).padStart(2, '0')}/${p[0]}` : '';
}

/** 'DD/MM/YYYY' (an account's openingDate) to an IsoDate; undefined unless a real day. */
export function parseDayMonthYear(text: string): IsoDate | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const day = `${match[3]}-${match[2]}-${match[1]}`;
  return toLondonDay(day) === day ? day : undefined;
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
  if (ISO_DAY.test(stamp)) return day;
  const time = londonDateTime(stamp)?.slice(11, 16);
  return time ? `${day}, ${time}` : day;
}
