import { act, screen } from '@testing-library/react';
import { credentialChangeRequired } from '@/shared/events';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { WelcomeStep } from './WelcomeStep';

describe('the welcome step', () => {
  it.each([
    [{ termsNotAccepted: true, forcePasswordChange: true, forcePinChange: false }, ['Read and accept our terms and conditions', 'Choose a new password']],
    [{ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false }, ['Read and accept our terms and conditions']],
  ])('lists only what %p asks for', (flags, expected) => {
    const { store } = renderWithProviders(<WelcomeStep />);
    act(() => {
      store.dispatch(credentialChangeRequired(flags));
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  });

  it('moves on to the terms', async () => {
    const { store, user } = renderWithProviders(<WelcomeStep />);
    act(() => {
      store.dispatch(credentialChangeRequired({ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false }));
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(store.getState().credentials.current).toBe('terms');
  });
});
