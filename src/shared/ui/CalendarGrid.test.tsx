import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CalendarGrid } from './CalendarGrid';

function Harness({ onSelect }: { onSelect: (day: string) => void }) {
  const [month, setMonth] = useState('2026-03');
  return <CalendarGrid month={month} onMonthChange={setMonth} range={{ start: '2026-03-02', end: '2026-03-05' }} today="2026-03-05" onSelect={onSelect} />;
}

describe('CalendarGrid', () => {
  it('lays out a month, Monday first, with one day in the Tab order', () => {
    renderWithProviders(<Harness onSelect={jest.fn()} />);
    const grid = screen.getByRole('grid', { name: 'March 2026' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Thursday 5 March 2026, end date, today' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Monday 2 March 2026, start date' })).toBeInTheDocument();
  });

  it('moves by day, week and month with the keys, changing month when it must', async () => {
    const onSelect = jest.fn();
    const { user } = renderWithProviders(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /^Thursday 5 March 2026/ }));
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-05');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^Friday 6 March 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Friday 13 March 2026/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: /^Monday 9 March 2026/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: /^Sunday 15 March 2026/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Wednesday 15 April 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Wednesday 25 March 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-03-25');
  });

  it('shows other months with its buttons', async () => {
    const { user } = renderWithProviders(<Harness onSelect={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Show next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show previous month' }));
    await user.click(screen.getByRole('button', { name: 'Show previous month' }));
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
    // The month has neither end of the range: its 1st is the day in the Tab order.
    expect(screen.getByRole('button', { name: 'Sunday 1 February 2026' })).toHaveAttribute('tabindex', '0');
  });
});
