/**
 * Calendar arithmetic for the seed. Business dates are Europe/London calendar days (DECISIONS.md), held as
 * day numbers (days since 1970-01-01) so adding days or months never meets a DST edge; only the conversion of
 * an instant (`now`) to its London date and wall-clock time goes through Intl.
 */
import type { AuditStamp, LocalStamp, ObdxDate } from '../types';

export type Day = number;

const MS_PER_DAY = 86_400_000;
const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hourCycle: 'h23',
});

function londonParts(instant: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of london.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The London calendar day of an instant. */
export function londonDay(instant: Date): Day {
  const p = londonParts(instant);
  return dayFromYmd(Number(p.year), Number(p.month), Number(p.day));
}

/** London wall-clock stamp "YYYY-MM-DDTHH:mm:ss" of an instant (mail dates). */
export function londonStamp(instant: Date): LocalStamp {
  const p = londonParts(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

/** UTC audit stamp "YYYY-MM-DDTHH:mm:ss.000Z", as OBDX writes them. */
export function auditStamp(instant: Date): AuditStamp {
  return `${instant.toISOString().slice(0, 19)}.000Z`;
}

/** An instant some hours before `now` (audit stamps of recent events). */
export function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - Math.round(hours * 3_600_000));
}

export function dayFromYmd(year: number, month: number, day: number): Day {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function ymdOf(day: Day): { y: number; m: number; d: number } {
  const date = new Date(day * MS_PER_DAY);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "YYYY-MM-DD" */
export function isoDate(day: Day): string {
  const { y, m, d } = ymdOf(day);
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** "YYYY-MM-DDT00:00:00", the OBDX business date. */
export function obdxDate(day: Day): ObdxDate {
  return `${isoDate(day)}T00:00:00`;
}

/** Day number of an OBDX or ISO date string. */
export function dayOf(date: string): Day {
  return dayFromYmd(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Day `dayOfMonth` of the month `offset` months after the month of `day`, clamped to the month's end. */
export function monthDay(day: Day, offset: number, dayOfMonth: number): Day {
  const { y, m } = ymdOf(day);
  const index = y * 12 + (m - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return dayFromYmd(year, month, Math.min(dayOfMonth, daysInMonth(year, month)));
}

/** Same day of month, `months` later (negative for earlier), clamped to the month's end. */
export function addMonths(day: Day, months: number): Day {
  return monthDay(day, months, ymdOf(day).d);
}

/** 0 Sunday ... 6 Saturday. */
export function weekday(day: Day): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday
}

export function isWeekend(day: Day): boolean {
  const w = weekday(day);
  return w === 0 || w === 6;
}

/**
 * Weekend shifting only: the seed needs plausible dates, not the bank-holiday table the app itself applies
 * (src/shared/lib owns that).
 */
export function nextWorkingDay(day: Day): Day {
  let d = day;
  while (isWeekend(d)) d += 1;
  return d;
}

export function prevWorkingDay(day: Day): Day {
  let d = day;
  while (isWeekend(d)) d -= 1;
  return d;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthName(day: Day): string {
  return MONTHS[ymdOf(day).m - 1];
}
