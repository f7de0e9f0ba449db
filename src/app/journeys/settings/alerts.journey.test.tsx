/**
 * Journey (both banks): a customer switches login alerts on and off from Details & settings. The subscription is
 * changed (PUT), removed when no alert is left (DELETE) and made anew (POST), each in OBDX's body, and the page
 * names where alerts go from the party's own contact points.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { SAVED_MESSAGE } from '@/shared/ui/SavedToast';
import { JOURNEY_TIMEOUT, logInAtPage, type Journey } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';

type Alert = 'Failed Login Alert' | 'Login Alert';
type Channel = 'Email' | 'Text message (SMS)';

const box = (alert: Alert, channel: Channel) => within(screen.getByRole('group', { name: alert })).getByRole('checkbox', { name: channel });

async function saveAndWait({ user }: Journey): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Save alerts' }));
  expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
}

/** The bank's record of RETAIL1's alerts: each name with its channels, per subscription. */
const held = () =>
  bank.state.users.RETAIL1.alertSubscriptions.map((s) => s.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => p.destination)]));

describe('journey: login alerts', () => {
  it('adds a text message to an alert, switches every alert off, then one on again', async () => {
    const log = recordRequests();
    const journey = await logInAtPage('RETAIL1');
    await journey.user.click(screen.getAllByRole('link', { name: 'Details & settings' })[0]);
    await screen.findByRole('form', { name: 'Login alerts' });
    await waitFor(() => expect(journey.location()).toBe('/settings/alerts'));
    expect(screen.getByText(/We send alerts by email to a\*{4}@example\.com and by text message to \*{7}0123\./)).toBeInTheDocument();
    expect(box('Login Alert', 'Email')).toBeChecked();

    await journey.user.click(box('Failed Login Alert', 'Text message (SMS)'));
    await saveAndWait(journey);
    expect(held()).toEqual([[['Failed Login Alert', ['SMS']], ['Login Alert', ['EMAIL']]]]);

    await journey.user.click(box('Failed Login Alert', 'Text message (SMS)'));
    await journey.user.click(box('Login Alert', 'Email'));
    await waitFor(() => expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument(), { timeout: 4000 });
    await saveAndWait(journey);
    expect(held()).toEqual([]);

    await journey.user.click(box('Login Alert', 'Text message (SMS)'));
    await waitFor(() => expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument(), { timeout: 4000 });
    await saveAndWait(journey);
    expect(held()).toEqual([[['Login Alert', ['SMS']]]]);

    await log.to('v1/actionSubscriptions');
    const changes = log.requests.filter((r) => r.path.startsWith('v1/actionSubscriptions') && r.method !== 'GET');
    expect(changes.map((r) => r.method)).toEqual(['PUT', 'DELETE', 'POST']);
    const created = JSON.parse(changes[2].body) as { subscriber: unknown; subscribedActions: { eventId: string }[] };
    expect(created.subscriber).toEqual({ party: bank.state.users.RETAIL1.userProfile.partyId.value, subscriberType: 'PARTY' });
    expect(created.subscribedActions.map((a) => a.eventId)).toEqual(['LOGIN']);
  }, JOURNEY_TIMEOUT);
});
