import { screen } from '@testing-library/react';
import { buildSteps, currentStep } from '../rules';
import { selectDoneSteps } from '../selectors';
import { credentialsSlice } from '../slice';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PassChangedStep } from './PassChangedStep';

describe('the password-changed step', () => {
  it('moves on to the next step that is due', async () => {
    const steps = buildSteps({ termsNotAccepted: false, forcePasswordChange: true, forcePinChange: false });
    // The password has just been changed.
    const credentials = { ...credentialsSlice.getInitialState(), done: ['pass' as const] };
    const { store, user } = renderWithProviders(<PassChangedStep />, { preloadedState: { credentials } });
    const shown = () => currentStep(steps, selectDoneSteps(store.getState()));
    expect(shown()).toBe('passChanged');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(shown()).toBe('success');
  });
});
