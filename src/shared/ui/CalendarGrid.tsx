import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import {
  calendarWeeks,
  clampDay,
  isWithin,
  longDayLabel,
  monthLabel,
  monthOf,
  weekBounds,
  type DateRange,
  type IsoDate,
} from '@/shared/lib/dateRange';
import { addDays, addMonths } from '@/shared/lib/dates';

export interface CalendarGridProps {
  /** 'YYYY-MM' shown. */
  month: string;
  onMonthChange: (month: string) => void;
  range: DateRange;
  today: IsoDate;
  min?: IsoDate;
  max?: IsoDate;
  onSelect: (day: IsoDate) => void;
  /** Id of the text that says which end the next click sets. */
  describedBy?: string;
}

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

/**
 * One month of days, Monday first, as an ARIA grid (the APG date picker pattern): one day
 * is in the Tab order and the arrow keys, Home/End (week) and Page Up/Down (month) move it.
 */
export function CalendarGrid({ month, onMonthChange, range, today, min, max, onSelect, describedBy }: CalendarGridProps) {
  const titleId = useId();
  const [active, setActive] = useState<IsoDate>(range.end);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // The day in the Tab order: the one moved to if it is in this month, else a sensible one.
  const inMonth = (day: IsoDate) => monthOf(day) === month;
  const focusDay = [active, range.end, range.start, today].find(inMonth) ?? `${month}-01`;
  const outside = (day: IsoDate) => clampDay(day, min, max) !== day;

  useEffect(() => {
    // Only after a key moved the focus: opening the picker or clicking must not steal it.
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  function moveTo(day: IsoDate) {
    moved.current = true;
    setActive(day);
    if (!inMonth(day)) onMonthChange(monthOf(day));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const week = weekBounds(focusDay);
    const target: Partial<Record<string, IsoDate>> = {
      ArrowLeft: addDays(focusDay, -1),
      ArrowRight: addDays(focusDay, 1),
      ArrowUp: addDays(focusDay, -7),
      ArrowDown: addDays(focusDay, 7),
      Home: week.start,
      End: week.end,
      PageUp: addMonths(focusDay, -1),
      PageDown: addMonths(focusDay, 1),
    };
    const day = target[event.key];
    if (!day) return;
    event.preventDefault();
    moveTo(day);
  }

  const showMonth = (delta: number) => onMonthChange(monthOf(addMonths(`${month}-01`, delta)));

  return (
    <Wrapper>
      <Header>
        <NavButton type="button" aria-label="Show previous month" onClick={() => showMonth(-1)}>
          <span aria-hidden="true">‹</span>
        </NavButton>
        <MonthTitle id={titleId} aria-live="polite">
          {monthLabel(month)}
        </MonthTitle>
        <NavButton type="button" aria-label="Show next month" onClick={() => showMonth(1)}>
          <span aria-hidden="true">›</span>
        </NavButton>
      </Header>
      <Grid ref={grid} role="grid" aria-labelledby={titleId} aria-describedby={describedBy} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`blank-${index}`} role="gridcell" />;
                const isStart = day === range.start;
                const isEnd = day === range.end;
                const marks = [isStart && 'start date', isEnd && 'end date', day === today && 'today'].filter(Boolean);
                const disabled = outside(day);
                return (
                  <td key={day} role="gridcell" aria-selected={isWithin(day, range)}>
                    <Day
                      type="button"
                      data-day={day}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={[longDayLabel(day), ...marks].join(', ')}
                      aria-disabled={disabled || undefined}
                      $edge={isStart || isEnd}
                      $between={isWithin(day, range) && !isStart && !isEnd}
                      $today={day === today}
                      onClick={() => {
                        setActive(day);
                        if (!disabled) onSelect(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  width: 100%;
  max-width: 24rem;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const MonthTitle = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const NavButton = styled.button`
  min-width: ${({ theme }) => theme.size.control};
  min-height: ${({ theme }) => theme.size.control};
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
`;

const Grid = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space.sm};
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: 1px;
  }
`;

const Day = styled.button<{ $edge: boolean; $between: boolean; $today: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  border: 2px solid ${({ theme, $today }) => ($today ? theme.colors.brand : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $edge, $between }) => ($edge ? theme.colors.selected : $between ? theme.colors.rangeSurface : theme.colors.surface)};
  color: ${({ theme, $edge }) => ($edge ? theme.colors.onSelected : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $edge }) => ($edge ? 700 : 400)};
  cursor: pointer;
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &:hover:not([aria-disabled='true']) {
    border-color: ${({ theme }) => theme.colors.brand};
  }
`;
