import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Button } from './Button';
import { Tooltip } from './Tooltip';

const twoTooltips = (
  <>
    <Tooltip content="The 6 digits that identify the bank">
      <Button type="button" $variant="link">
        What is a sort code?
      </Button>
    </Tooltip>
    <Tooltip content="Up to 35 letters, numbers and spaces" placement="bottom">
      <Button type="button" $variant="link" aria-describedby="other">
        What is a reference?
      </Button>
    </Tooltip>
    <span id="other">More</span>
  </>
);

describe('Tooltip', () => {
  it('describes its trigger, so a screen reader hears it without hovering', () => {
    renderWithProviders(twoTooltips);
    expect(screen.getByRole('button', { name: 'What is a sort code?' })).toHaveAccessibleDescription('The 6 digits that identify the bank');
    // An existing description is kept, not replaced.
    expect(screen.getByRole('button', { name: 'What is a reference?' })).toHaveAccessibleDescription('More Up to 35 letters, numbers and spaces');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover, stays while the pointer is on it, and hides when the pointer leaves', async () => {
    const { user } = renderWithProviders(twoTooltips);
    await user.hover(screen.getByRole('button', { name: 'What is a sort code?' }));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('The 6 digits that identify the bank');
    await user.hover(tooltip);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(tooltip);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, hides on Esc and when focus leaves', async () => {
    const { user } = renderWithProviders(twoTooltips);
    await user.tab();
    expect(screen.getByRole('button', { name: 'What is a sort code?' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('The 6 digits that identify the bank');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Focus stays on the trigger: Esc only hides the text.
    expect(screen.getByRole('button', { name: 'What is a sort code?' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Up to 35 letters, numbers and spaces');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is the only tooltip open', async () => {
    const { user } = renderWithProviders(twoTooltips);
    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'What is a reference?' }));
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Up to 35 letters, numbers and spaces');
  });
});
