import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DatePicker, INVALID_DATE } from './DatePicker';

// Thursday 5 March 2026, London.
const TODAY = '2026-03-05';

function renderPicker(props: Partial<Parameters<typeof DatePicker>[0]> = {}) {
  const onApply = jest.fn();
  const onChange = jest.fn();
  const view = renderWithProviders(<DatePicker legend="Transaction dates" today={TODAY} onApply={onApply} onChange={onChange} {...props} />);
  const from = () => screen.getByRole('textbox', { name: 'From' });
  const to = () => screen.getByRole('textbox', { name: 'To' });
  const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
  return { ...view, onApply, onChange, from, to, day };
}

describe('DatePicker', () => {
  it('opens on the last 7 days, as DD/MM/YY, with the month of the end date', () => {
    const { from, to } = renderPicker();
    expect(screen.getByRole('group', { name: 'Transaction dates' })).toBeInTheDocument();
    expect(from()).toHaveValue('27/02/26');
    expect(to()).toHaveValue('05/03/26');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thursday 5 March 2026, end date, today' })).toBeInTheDocument();
    expect(screen.getByText('From 27th Feb 2026 to 5th Mar 2026')).toBeInTheDocument();
  });

  it('sets the start, then the end, on the calendar, and applies the range', async () => {
    const { user, day, from, to, onApply, onChange } = renderPicker();
    await user.click(day('Monday 2 March 2026'));
    expect(from()).toHaveValue('02/03/26');
    expect(screen.getByRole('grid')).toHaveAccessibleDescription('Now choose an end date.');
    await user.click(day('Wednesday 18 March 2026'));
    expect(to()).toHaveValue('18/03/26');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-02', end: '2026-03-18' });
    expect(day('Tuesday 10 March 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('Thursday 19 March 2026').closest('td')).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(onApply).toHaveBeenCalledWith({ start: '2026-03-02', end: '2026-03-18' });
  });

  it('swaps a start chosen after the end', async () => {
    const { user, day, from, to } = renderPicker();
    await user.click(day('Friday 20 March 2026'));
    expect(from()).toHaveValue('05/03/26');
    expect(to()).toHaveValue('20/03/26');
  });

  it.each([
    ['Yesterday', '04/03/26', '04/03/26'],
    ['Last 7 days', '27/02/26', '05/03/26'],
    ['Previous month', '01/02/26', '28/02/26'],
    ['Next month', '01/04/26', '30/04/26'],
  ])('the %s shortcut picks %s to %s', async (label, start, end) => {
    const { user, from, to } = renderPicker();
    await user.click(within(screen.getByRole('group', { name: 'Quick ranges' })).getByRole('button', { name: label }));
    expect(from()).toHaveValue(start);
    expect(to()).toHaveValue(end);
  });

  it('takes typed dates, puts them in order, and shows their month', async () => {
    const { user, from, to, onApply } = renderPicker();
    await user.clear(to());
    await user.type(to(), '1/1/26');
    await user.clear(from());
    await user.type(from(), '15/01/26{Enter}');
    expect(onApply).toHaveBeenCalledWith({ start: '2026-01-01', end: '2026-01-15' });
    expect(from()).toHaveValue('01/01/26');
    expect(to()).toHaveValue('15/01/26');
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
  });

  it('refuses a date that does not exist, and applies nothing', async () => {
    const { user, from, onApply } = renderPicker();
    await user.clear(from());
    await user.type(from(), '30/02/26');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(from()).toHaveAccessibleDescription(expect.stringContaining(INVALID_DATE));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('keeps to its earliest and latest days', async () => {
    const { user, from, day, onApply } = renderPicker({ min: '2026-03-02', max: TODAY });
    expect(day('Sunday 1 March 2026')).toHaveAttribute('aria-disabled', 'true');
    await user.click(day('Sunday 1 March 2026'));
    expect(from()).toHaveValue('27/02/26');
    await user.clear(from());
    await user.type(from(), '01/03/26');
    await user.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(from()).toHaveAccessibleDescription(expect.stringContaining('Enter a date from 02/03/26 up to 05/03/26'));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('starts where it is told to', () => {
    const { from, to } = renderPicker({ initialRange: { start: '2025-12-01', end: '2025-12-31' } });
    expect(from()).toHaveValue('01/12/25');
    expect(to()).toHaveValue('31/12/25');
    expect(screen.getByRole('grid', { name: 'December 2025' })).toBeInTheDocument();
  });
});
