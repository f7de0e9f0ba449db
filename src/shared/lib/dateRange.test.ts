import {
  calendarWeeks,
  clampDay,
  defaultRange,
  formatPickerDate,
  longDayLabel,
  monthLabel,
  nextSelection,
  parsePickerDate,
  shortcutRange,
  weekBounds,
  type RangeSelection,
  type Shortcut,
} from './dateRange';
import { addMonths } from './dates';

describe('parsePickerDate (DD/MM/YY)', () => {
  it.each([
    ['05/03/26', '2026-03-05'],
    ['5/3/26', '2026-03-05'],
    [' 31/12/25 ', '2025-12-31'],
    ['29/02/24', '2024-02-29'],
    ['05.03.26', '2026-03-05'],
    ['05-03-26', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['01/01/70', '2070-01-01'],
    ['29/02/25', undefined],
    ['31/04/26', undefined],
    ['00/01/26', undefined],
    ['12/13/26', undefined],
    ['5/3/026', undefined],
    ['2026-03-05', undefined],
    ['', undefined],
    ['yesterday', undefined],
  ])('%j is %p', (text, expected) => {
    expect(parsePickerDate(text)).toBe(expected);
  });

  it.each([
    ['2026-03-05', '05/03/26'],
    ['2099-12-31', '31/12/99'],
    ['not a day', ''],
  ])('formats %s as %j', (iso, expected) => {
    expect(formatPickerDate(iso)).toBe(expected);
  });
});

describe('nextSelection: alternates start and end, swaps when out of order', () => {
  const range = (start: string, end: string, selecting: RangeSelection['selecting']): RangeSelection => ({ start, end, selecting });
  it.each([
    ['sets the start, then the end is next', range('2026-03-01', '2026-03-10', 'start'), '2026-03-04', range('2026-03-04', '2026-03-10', 'end')],
    ['sets the end, then the start is next', range('2026-03-04', '2026-03-10', 'end'), '2026-03-20', range('2026-03-04', '2026-03-20', 'start')],
    ['a start after the end swaps', range('2026-03-01', '2026-03-10', 'start'), '2026-03-15', range('2026-03-10', '2026-03-15', 'end')],
    ['an end before the start swaps', range('2026-03-10', '2026-03-20', 'end'), '2026-03-02', range('2026-03-02', '2026-03-10', 'start')],
    ['the same day twice is a one-day range', range('2026-03-05', '2026-03-10', 'end'), '2026-03-05', range('2026-03-05', '2026-03-05', 'start')],
    ['across a year', range('2025-12-20', '2025-12-31', 'end'), '2026-01-03', range('2025-12-20', '2026-01-03', 'start')],
  ])('%s', (_name, state, clicked, expected) => {
    expect(nextSelection(state, clicked)).toEqual(expected);
  });
});

describe('shortcutRange, given today', () => {
  it.each<[Shortcut, string, string, string]>([
    ['yesterday', '2026-03-05', '2026-03-04', '2026-03-04'],
    ['yesterday', '2026-01-01', '2025-12-31', '2025-12-31'],
    ['last7days', '2026-03-05', '2026-02-27', '2026-03-05'],
    ['last7days', '2024-03-03', '2024-02-26', '2024-03-03'],
    ['last7days', '2026-03-31', '2026-03-25', '2026-03-31'],
    ['prevMonth', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['prevMonth', '2024-03-15', '2024-02-01', '2024-02-29'],
    ['prevMonth', '2026-01-10', '2025-12-01', '2025-12-31'],
    ['nextMonth', '2026-01-31', '2026-02-01', '2026-02-28'],
    ['nextMonth', '2026-12-05', '2027-01-01', '2027-01-31'],
  ])('%s from %s is %s to %s', (shortcut, today, start, end) => {
    expect(shortcutRange(shortcut, today)).toEqual({ start, end });
  });

  it('opens on the last 7 days', () => {
    expect(defaultRange('2026-10-27')).toEqual({ start: '2026-10-21', end: '2026-10-27' });
  });
});

describe('calendar helpers', () => {
  it('lays a month out in Monday-first weeks', () => {
    // March 2026 starts on a Sunday: six blanks, then the 1st.
    const weeks = calendarWeeks('2026-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('counts days across the spring clock change', () => {
    expect(calendarWeeks('2026-03').flat()).toContain('2026-03-29');
  });

  it.each([
    ['2026-03-02', 'Monday 2 March 2026'],
    ['2026-03-29', 'Sunday 29 March 2026'],
  ])('reads %s as %j', (iso, label) => {
    expect(longDayLabel(iso)).toBe(label);
  });

  it('names months and moves by months', () => {
    expect(monthLabel('2026-03')).toBe('March 2026');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it.each([
    ['2026-03-04', '2026-03-02', '2026-03-08'],
    ['2026-03-02', '2026-03-02', '2026-03-08'],
    ['2026-03-08', '2026-03-02', '2026-03-08'],
  ])('the week of %s runs %s to %s', (iso, start, end) => {
    expect(weekBounds(iso)).toEqual({ start, end });
  });

  it.each([
    ['2015-06-01', '2016-01-01', undefined, '2016-01-01'],
    ['2026-06-01', '2016-01-01', '2026-03-05', '2026-03-05'],
    ['2020-06-01', '2016-01-01', '2026-03-05', '2020-06-01'],
  ])('clamps %s into [%s, %s]', (iso, min, max, expected) => {
    expect(clampDay(iso, min, max)).toBe(expected);
  });
});
