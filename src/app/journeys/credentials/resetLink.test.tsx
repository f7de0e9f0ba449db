/**
 * The password reset link (/change-credentials-password?token=…): until it is spent its token resets the
 * password, so once the page has read it, it leaves the address (and so the browser's history) and is kept
 * nowhere the page could leave it behind.
 */
import { screen, waitFor } from '@testing-library/react';
import { DEMO_RESET_TOKEN } from '@mocks/digx/handlers/session';
import { bank, injectFault } from '@mocks/digx/testing';
import { JOURNEY_TIMEOUT } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const storedTexts = () =>
  [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n');

describe('the password reset link', () => {
  it('takes the token out of the address once read, and the reset still works with it', async () => {
    const log = recordRequests();
    const journey = renderApp(`/change-credentials-password?token=${DEMO_RESET_TOKEN}&lang=en`);
    const newPassword = await screen.findByLabelText('New password');
    expect(journey.router.state.location.pathname).toBe('/change-credentials-password');
    expect(journey.router.state.location.search).toBe('?lang=en');
    expect(JSON.stringify(journey.store.getState())).not.toContain(DEMO_RESET_TOKEN);
    expect(storedTexts()).not.toContain(DEMO_RESET_TOKEN);

    await journey.user.type(newPassword, 'Retail#2027');
    await journey.user.type(screen.getByLabelText('Confirm new password'), 'Retail#2027');
    await journey.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(journey.location()).toBe('/digital'));

    expect(bank.state.users.RETAIL1.password).toBe('Retail#2027');
    const [saved] = await log.to('v1/credentials/changeCredentials', 'PUT');
    expect(JSON.parse(saved.body)).toMatchObject({ token: DEMO_RESET_TOKEN });
    expect(storedTexts()).not.toContain(DEMO_RESET_TOKEN);
    log.stop();
  }, JOURNEY_TIMEOUT);

  it('keeps the token it read for a second try when the bank could not be asked the first time', async () => {
    injectFault('v1/token/*', { kind: 'network' }, { times: 1 });
    const journey = renderApp(`/change-credentials-password?token=${DEMO_RESET_TOKEN}`);
    const again = await screen.findByRole('button', { name: 'Try again' });
    expect(journey.router.state.location.search).toBe('');
    await journey.user.click(again);
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  }, JOURNEY_TIMEOUT);
});
