/**
 * Journey (both banks): a customer reads a bank bulletin. The body is shown, and the bulletin is marked read at
 * the bank as OBDX's own client marks it (the user's copy, mapId), so the Bulletins tab counts one fewer and the
 * row no longer says Unread.
 */
import { screen, waitFor } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { JOURNEY_TIMEOUT, logInAtPage } from '@/testing/journeySteps';

/** An accessible name as read out; jsdom puts a space before text in a visually hidden span (" , 2 unread"). */
const spoken = (name: string) => name.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();
const named = (pattern: RegExp) => (name: string) => pattern.test(spoken(name));
const bulletinsTab = (unread: number) => screen.findByRole('link', { name: named(unread ? new RegExp(`^Bulletins, ${unread} unread$`) : /^Bulletins$/) });

describe('journey: a bank bulletin', () => {
  it('opens the bulletins, reads an unread one (its body shown) and it is read at the bank and on the list', async () => {
    const scam = bank.state.mailers.find((m) => m.userId === 'RETAIL1' && m.subject === 'Beware of scam calls')!;
    const unread = bank.state.mailers.filter((m) => m.userId === 'RETAIL1' && m.status === 'U' && !m.deleteStatus).length;
    expect(scam.status).toBe('U');
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    await user.click(await screen.findByRole('link', { name: named(/^Secure Messaging(, \d+ unread)?$/) }));
    await user.click(await bulletinsTab(unread));
    await waitFor(() => expect(journey.location()).toBe('/secure-mail/f/bulletins'));

    await user.click(await screen.findByRole('link', { name: named(/^Unread, Beware of scam calls, /) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beware of scam calls' })).toBeInTheDocument();
    expect(await screen.findByText(/We will never ask you to move money to a "safe account"\./)).toBeInTheDocument();
    expect(await bulletinsTab(unread - 1)).toBeInTheDocument();
    expect(scam.status).toBe('R');

    await user.click(screen.getByRole('link', { name: 'Back to Bulletins' }));
    expect(await screen.findByRole('link', { name: named(/^Beware of scam calls, /) })).toBeInTheDocument();
  }, JOURNEY_TIMEOUT);
});
