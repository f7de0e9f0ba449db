import { act, screen } from '@testing-library/react';
import { credentialChangeRequired } from '@/shared/events';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { passwordChanged } from '../slice';
import { PassChangedStep } from './PassChangedStep';

describe('the password-changed step', () => {
  it('moves on to the next step that is due', async () => {
    const { store, user } = renderWithProviders(<PassChangedStep />);
    act(() => {
      store.dispatch(credentialChangeRequired({ termsNotAccepted: false, forcePasswordChange: true, forcePinChange: false }));
      store.dispatch(passwordChanged());
    });
    expect(store.getState().credentials.current).toBe('passChanged');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(store.getState().credentials.current).toBe('success');
  });
});
