import { act, screen } from '@testing-library/react';
import { testUser } from '@/testing/testUser';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Button } from './Button';
import { SAVED_MESSAGE, SAVED_MESSAGE_MS, SavedToast } from './SavedToast';

function Harness({ durationMs }: { durationMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Save
      </Button>
      <SavedToast open={open} onClose={() => setOpen(false)} durationMs={durationMs} />
    </>
  );
}

describe('SavedToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says so in a status region and disappears after 3 s (SPEC.md section 9)', async () => {
    expect(SAVED_MESSAGE_MS).toBe(3000);
    renderWithProviders(<Harness />);
    const user = testUser(jest.advanceTimersByTime);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent(SAVED_MESSAGE);
    act(() => jest.advanceTimersByTime(SAVED_MESSAGE_MS - 1));
    expect(region).toHaveTextContent(SAVED_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('does not restart its timer when the owner re-renders', async () => {
    renderWithProviders(<Harness />);
    const user = testUser(jest.advanceTimersByTime);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(2000));
    // A second click re-renders the owner with a new onClose; the first 3 s still count.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('can stay longer (the 5 s rename confirmation)', async () => {
    renderWithProviders(<Harness durationMs={5000} />);
    const user = testUser(jest.advanceTimersByTime);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
