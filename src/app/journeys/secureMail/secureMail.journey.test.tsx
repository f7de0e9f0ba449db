/**
 * Journey (issue 24, both banks): secure mail from the header link: reading a message the bank sent, then
 * writing one with a subject from the bank's mail categories. A stock OBDX names no sender on its list rows (the demo bank does), so the journey finds a
 * message by its subject, as the customer reads it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { JOURNEY_TIMEOUT, logInAtPage } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';

/** An accessible name as read out; jsdom puts a space before text in a visually hidden span (" , 2 unread"). */
const spoken = (name: string) => name.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();
const named = (pattern: RegExp) => (name: string) => pattern.test(spoken(name));
const unreadCount = (name: string) => Number(/(\d+) unread/.exec(spoken(name))?.[1] ?? 0);

describe('journey: secure mail', () => {
  it('opens the inbox from the header, reads an unread message (one fewer unread), and sends a new message', async () => {
    const log = recordRequests();
    const journey = await logInAtPage('RETAIL1');
    const { user } = journey;
    const header = await screen.findByRole('link', { name: named(/^Secure Messaging, \d+ unread$/) });
    const unread = unreadCount(header.textContent ?? '');
    expect(unread).toBeGreaterThan(0);
    await user.click(header);
    await waitFor(() => expect(journey.location()).toBe('/secure-mail/f/inbox'));

    await user.click(await screen.findByRole('link', { name: named(/^Unread, Invitation to your annual review, /) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation to your annual review' })).toBeInTheDocument();
    // The body's harmless formatting survives the sanitiser.
    expect(await screen.findByText('annual review', { selector: 'b' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: named(new RegExp(`^Secure Messaging, ${unread - 1} unread$`)) })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    expect(await screen.findByRole('link', { name: named(/^Invitation to your annual review, /) })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New message' }));
    const form = await screen.findByRole('form', { name: 'New message' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Subject' }), 'Cards');
    await user.type(within(form).getByRole('textbox'), 'Please send a new card.');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(journey.location()).toBe('/secure-mail/f/outbox'));
    expect(await screen.findByRole('link', { name: named(/^Cards/) })).toBeInTheDocument();

    // The subjects are OBDX's mail categories', and the message names its subject by id and by text.
    expect(await log.to('v1/mailCategories', 'GET')).toHaveLength(1);
    const [post] = await log.to('v1/mailbox/mails', 'POST');
    expect(JSON.parse(post.body)).toMatchObject({ subjectId: 'CRD', subject: 'Cards' });
    expect(await log.to('v1/mailbox/mails', 'POST')).toHaveLength(1);
    const sent = bank.state.mails[bank.state.mails.length - 1];
    expect(sent).toMatchObject({ subject: 'Cards', subjectId: 'CRD', messageBody: 'Please send a new card.' });
  }, JOURNEY_TIMEOUT);
});
