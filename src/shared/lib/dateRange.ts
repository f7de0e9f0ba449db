/**
 * The date picker's rules (SPEC.md sections 3 and 4 "Date picker"), pure so they are
 * table-tested apart from the calendar. Every day is a Europe/London calendar day
 * (DECISIONS.md). moment-timezone lives here, so import this file only from screens
 * (lazy chunks), never from src/main.tsx, src/app/routes.tsx or the session feature:
 * `npm run check:budgets` fails if it reaches the login page's bundle (scripts/bundleRules.ts).
 */
import moment from 'moment-timezone';
import { addDays, type IsoDate } from './dates';
import { LONDON_ZONE as LONDON, londonToday } from './london';

export type { IsoDate } from './dates';
/** SPEC.md section 9: the picker's text format. */
export const PICKER_FORMAT = 'DD/MM/YY';
const ISO = 'YYYY-MM-DD';

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

/** Which end of the range the next click on the calendar sets. */
export type Selecting = 'start' | 'end';

export interface RangeSelection extends DateRange {
  selecting: Selecting;
}

export const SHORTCUTS = ['yesterday', 'last7days', 'prevMonth', 'nextMonth'] as const;
export type Shortcut = (typeof SHORTCUTS)[number];

export const SHORTCUT_LABELS: Record<Shortcut, string> = {
  yesterday: 'Yesterday',
  last7days: 'Last 7 days',
  prevMonth: 'Previous month',
  nextMonth: 'Next month',
};

const day = (iso: IsoDate) => moment.tz(iso, ISO, true, LONDON);

/**
 * 'DD/MM/YY' typed by the customer to a day; undefined when it is not a real day. Lenient
 * where it costs nothing: 1 or 2 digit day and month, '/', '.' or '-', and a 4-digit year.
 * A 2-digit year is 20YY: the bank's history starts in 2015, so '70' is 2070, not 1970.
 */
export function parsePickerDate(text: string): IsoDate | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(String(text ?? '').trim());
  if (!match) return undefined;
  const [, d, m, y] = match;
  const year = y.length === 2 ? `20${y}` : y;
  const parsed = moment.tz(`${year}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`, ISO, true, LONDON);
  return parsed.isValid() ? parsed.format(ISO) : undefined;
}

export function formatPickerDate(iso: IsoDate): string {
  const parsed = day(iso);
  return parsed.isValid() ? parsed.format(PICKER_FORMAT) : '';
}

/** The two days in order: the picker swaps a start that falls after the end. */
export function orderRange(a: IsoDate, b: IsoDate): DateRange {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}

/**
 * A click on the calendar sets the end being selected, then the other end is selected
 * next (start, end, start…). A start after the end, or an end before the start, swaps.
 */
export function nextSelection(state: RangeSelection, clicked: IsoDate): RangeSelection {
  const range = state.selecting === 'start' ? orderRange(clicked, state.end) : orderRange(state.start, clicked);
  return { ...range, selecting: state.selecting === 'start' ? 'end' : 'start' };
}

/**
 * The shortcut ranges, from a London "today": yesterday alone; the last 7 days ending
 * today; and the whole previous or next calendar month.
 */
export function shortcutRange(shortcut: Shortcut, today: IsoDate): DateRange {
  switch (shortcut) {
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7days':
      return { start: addDays(today, -6), end: today };
    case 'prevMonth':
    case 'nextMonth': {
      const month = day(today).add(shortcut === 'prevMonth' ? -1 : 1, 'months');
      return { start: month.clone().startOf('month').format(ISO), end: month.clone().endOf('month').format(ISO) };
    }
  }
}

/** SPEC.md section 9: the picker opens on the last 7 days. */
export function defaultRange(today: IsoDate = londonToday()): DateRange {
  return shortcutRange('last7days', today);
}

export function isWithin(iso: IsoDate, range: DateRange): boolean {
  return iso >= range.start && iso <= range.end;
}

/** A day moved into [min, max] when those are given (e.g. no dates before 2016). */
export function clampDay(iso: IsoDate, min?: IsoDate, max?: IsoDate): IsoDate {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

/** 'YYYY-MM' of a day: the month the calendar shows. */
export function monthOf(iso: IsoDate): string {
  return iso.slice(0, 7);
}

/** The weeks of a month, Monday first (UK), with null before the 1st and after the last day. */
export function calendarWeeks(month: string): (IsoDate | null)[][] {
  const first = moment.tz(`${month}-01`, ISO, true, LONDON);
  const lead = (first.isoWeekday() + 6) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 0; d < first.daysInMonth(); d += 1) cells.push(first.clone().add(d, 'days').format(ISO));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** 'Monday 2 March 2026': what a screen reader says for a calendar day. */
export function longDayLabel(iso: IsoDate): string {
  return day(iso).format('dddd D MMMM YYYY');
}

/** 'March 2026'. */
export function monthLabel(month: string): string {
  return moment.tz(`${month}-01`, ISO, true, LONDON).format('MMMM YYYY');
}

/** Monday and Sunday of the week a day falls in (Home and End keys in the calendar). */
export function weekBounds(iso: IsoDate): DateRange {
  const d = day(iso);
  return { start: d.clone().subtract((d.isoWeekday() + 6) % 7, 'days').format(ISO), end: d.clone().add(7 - d.isoWeekday(), 'days').format(ISO) };
}
