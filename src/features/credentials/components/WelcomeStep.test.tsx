import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { buildSteps, currentStep, showsEntityHelp } from '../rules';
import { selectDoneSteps } from '../selectors';
import { renderFirstLogin } from '@/testing/renderFirstLogin';
import { WelcomeStep } from './WelcomeStep';

describe('the welcome step', () => {
  it.each([
    [{ termsNotAccepted: true, forcePasswordChange: true, forcePinChange: false }, ['Read and accept our terms and conditions', 'Choose a new password']],
    [{ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false }, ['Read and accept our terms and conditions']],
  ])('lists only what %p asks for', (flags, expected) => {
    renderWithProviders(<WelcomeStep flags={flags} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  });

  it('moves on to the terms', async () => {
    const flags = { termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false };
    const { store, user } = renderWithProviders(<WelcomeStep flags={flags} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentStep(buildSteps(flags), selectDoneSteps(store.getState()))).toBe('terms');
  });
});

describe("the 'You have entities enabled' help panel", () => {
  it('shows at first login when terms are not yet accepted and there is more than one entity', async () => {
    await renderFirstLogin({ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false, entityCount: 3 });
    expect(await screen.findByRole('region', { name: 'You have entities enabled' })).toBeInTheDocument();
  });

  it('stays away for a single entity', async () => {
    await renderFirstLogin({ termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true, entityCount: 1 });
    await screen.findByRole('heading', { name: 'Welcome to Online Banking' });
    expect(screen.queryByRole('region', { name: 'You have entities enabled' })).not.toBeInTheDocument();
  });

  it.each([
    [{ termsNotAccepted: true, entityCount: 2 }, true],
    [{ termsNotAccepted: false, entityCount: 3 }, false],
    [{ termsNotAccepted: true, entityCount: 1 }, false],
    [{ termsNotAccepted: true }, false],
    [undefined, false],
  ])('showsEntityHelp(%p) is %p', (flags, expected) => {
    expect(showsEntityHelp(flags)).toBe(expected);
  });
});
