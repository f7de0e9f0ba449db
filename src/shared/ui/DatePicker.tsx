import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatFilterDate } from '@/shared/lib/dates';
import { londonToday } from '@/shared/lib/london';
import {
  clampDay,
  defaultRange,
  formatPickerDate,
  monthOf,
  nextSelection,
  orderRange,
  parsePickerDate,
  shortcutRange,
  SHORTCUT_LABELS,
  SHORTCUTS,
  type DateRange,
  type IsoDate,
  type RangeSelection,
  type Shortcut,
} from '@/shared/lib/dateRange';
import { Button } from './Button';
import { CalendarGrid } from './CalendarGrid';
import { Fieldset, Legend } from './RadioGroupField';
import { TextField } from './TextField';

export interface DatePickerProps {
  /** Names the whole picker (e.g. 'Transaction dates'). */
  legend: string;
  /** Where it starts; the last 7 days by default (SPEC.md section 9). */
  initialRange?: DateRange;
  /** A London calendar day; computed from the clock when left out (tests and the style guide fix it). */
  today?: IsoDate;
  /** Earliest and latest days that may be chosen (e.g. nothing before 2016). */
  min?: IsoDate;
  max?: IsoDate;
  shortcuts?: readonly Shortcut[];
  /** Called with the chosen range, start first, when the customer applies it. */
  onApply: (range: DateRange) => void;
  /** Called on every change of a valid range, for screens that follow it live. */
  onChange?: (range: DateRange) => void;
  applyLabel?: string;
}

export const DATE_FORMAT_HINT = 'For example, 05/03/26 (DD/MM/YY)';
export const INVALID_DATE = 'Enter a real date as DD/MM/YY';

interface Texts {
  start: string;
  end: string;
}

/**
 * A date range (SPEC.md section 4 "Date picker"): typed as DD/MM/YY, or clicked on the
 * calendar, which sets the start, then the end, then the start again, and swaps them when
 * the start comes after the end. Shortcuts pick yesterday, the last 7 days or a whole month.
 * Every day is a Europe/London calendar day.
 */
export function DatePicker({ legend, initialRange, today: fixedToday, min, max, shortcuts = SHORTCUTS, onApply, onChange, applyLabel = 'Apply dates' }: DatePickerProps) {
  const instructionId = useId();
  const [today] = useState(() => fixedToday ?? londonToday());
  const [selection, setSelection] = useState<RangeSelection>(() => {
    const start = initialRange ?? defaultRange(today);
    return { ...orderRange(start.start, start.end), selecting: 'start' };
  });
  const [texts, setTexts] = useState<Texts>(() => ({ start: formatPickerDate(selection.start), end: formatPickerDate(selection.end) }));
  const [errors, setErrors] = useState<Partial<Texts>>({});
  const [month, setMonth] = useState(() => monthOf(selection.end));

  const bounded = (day: IsoDate) => clampDay(day, min, max) === day;
  const outOfBounds = `Enter a date ${[min && `from ${formatPickerDate(min)}`, max && `up to ${formatPickerDate(max)}`].filter(Boolean).join(' ')}`;

  function choose(next: RangeSelection, showMonth?: string) {
    setSelection(next);
    setTexts({ start: formatPickerDate(next.start), end: formatPickerDate(next.end) });
    setErrors({});
    if (showMonth) setMonth(showMonth);
    onChange?.({ start: next.start, end: next.end });
  }

  /** A typed date, checked; undefined with an error set when it is not usable. */
  function readText(which: keyof Texts): IsoDate | undefined {
    const day = parsePickerDate(texts[which]);
    const error = !day ? INVALID_DATE : !bounded(day) ? outOfBounds : undefined;
    setErrors((current) => ({ ...current, [which]: error }));
    return error ? undefined : day;
  }

  /**
   * Leaving a box tidies what was typed and shows it on the calendar. The other box is left
   * as the customer wrote it: the two are put in order only on Apply, so typing the end
   * first never rewrites the start under them.
   */
  function commitText(which: keyof Texts) {
    const day = readText(which);
    if (!day) return;
    const other = parsePickerDate(texts[which === 'start' ? 'end' : 'start']) ?? selection[which === 'start' ? 'end' : 'start'];
    const range = orderRange(day, other);
    setSelection({ ...range, selecting: selection.selecting });
    setTexts((current) => ({ ...current, [which]: formatPickerDate(day) }));
    setMonth(monthOf(day));
    onChange?.(range);
  }

  function pickShortcut(shortcut: Shortcut) {
    const range = shortcutRange(shortcut, today);
    choose({ ...range, selecting: 'start' }, monthOf(range.end));
  }

  function apply() {
    const start = readText('start');
    const end = readText('end');
    if (!start || !end) return;
    const range = orderRange(start, end);
    choose({ ...range, selecting: 'start' });
    onApply(range);
  }

  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Inputs>
        {(['start', 'end'] as const).map((which) => (
          <TextField
            key={which}
            label={which === 'start' ? 'From' : 'To'}
            hint={DATE_FORMAT_HINT}
            inputMode="numeric"
            autoComplete="off"
            value={texts[which]}
            error={errors[which]}
            onChange={(event) => setTexts({ ...texts, [which]: event.target.value })}
            onBlur={() => commitText(which)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              // Enter applies the dates, never submits a form around the picker.
              event.preventDefault();
              apply();
            }}
          />
        ))}
      </Inputs>
      <Shortcuts role="group" aria-label="Quick ranges">
        {shortcuts.map((shortcut) => (
          <Button key={shortcut} type="button" $variant="secondary" onClick={() => pickShortcut(shortcut)}>
            {SHORTCUT_LABELS[shortcut]}
          </Button>
        ))}
      </Shortcuts>
      <Instruction id={instructionId}>{selection.selecting === 'start' ? 'Choose a start date on the calendar.' : 'Now choose an end date.'}</Instruction>
      <CalendarGrid
        month={month}
        onMonthChange={setMonth}
        range={selection}
        today={today}
        min={min}
        max={max}
        describedBy={instructionId}
        onSelect={(day) => choose(nextSelection(selection, day))}
      />
      <Summary role="status">
        From {formatFilterDate(selection.start)} to {formatFilterDate(selection.end)}
      </Summary>
      <div>
        <Button type="button" onClick={apply}>
          {applyLabel}
        </Button>
      </div>
    </Fieldset>
  );
}

const Inputs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.lg};
  & > * {
    flex: 1 1 10rem;
    max-width: 14rem;
  }
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Instruction = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  font-weight: 600;
`;
