/** /secure-mail through the whole app: the folders, reading (and the unread counts), and the list states (issue 11). */
import { screen, waitFor, within } from '@testing-library/react';
import type { MailRecord } from '@mocks/digx/bank/types';
import { bank, injectFault } from '@mocks/digx/testing';
import { decodeEntities } from '@/shared/api/decodeEntities';
import { formatDayAndTime } from '@/shared/lib/dates';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { NOT_FOUND_TEXT } from '../../pages/NotFoundPage';

type Folder = 'T' | 'F';
const mailsOf = (userId: string, flag: Folder): MailRecord[] =>
  bank.state.mails
    .filter((m) => m.internal.ownerUserId === userId && m.messageType === 'M' && m.messageUserMappings.some((u) => u.msgFlag === flag && !u.deleteStatus))
    .sort((a, b) => b.internal.at - a.internal.at);
const unreadInbox = (userId: string) => mailsOf(userId, 'T').filter((m) => m.messageUserMappings.some((u) => u.status === 'U')).length;
const bulletinsOf = (userId: string) => bank.state.mailers.filter((m) => m.userId === userId && !m.deleteStatus);
const rowsOf = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('link');
/** An accessible name as read out; jsdom puts a space before text in a visually hidden span (" , 2 unread"). */
const named = (text: string | RegExp) => (name: string) => {
  const spoken = name.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();
  return typeof text === 'string' ? spoken === text : text.test(spoken);
};
const headerMail = (unread: number) => screen.findByRole('link', { name: named(unread ? `Secure Messaging, ${unread} unread` : 'Secure Messaging') });

describe('/secure-mail folders', () => {
  it('goes to the inbox: newest first, sender, date and an unread marker, with the counts of the header', async () => {
    const { location } = await openPayments('/secure-mail', 'RETAIL1', { form: false });
    const rows = await screen.findAllByRole('link', { name: named(/, from /) });
    expect(location()).toBe('/secure-mail/f/inbox');
    const mails = mailsOf('RETAIL1', 'T');
    expect(rowsOf('Inbox')).toHaveLength(mails.length);
    mails.forEach((mail, i) => expect(rows[i]).toHaveTextContent(decodeEntities(mail.subject)));
    const unread = unreadInbox('RETAIL1');
    expect(unread).toBeGreaterThan(0);
    const first = `Unread, ${decodeEntities(mails[0].subject)}, from Hambleton Private Bank, ${formatDayAndTime(mails[0].receivedDate)}`;
    expect(screen.getByRole('link', { name: named(first) })).toBe(rows[0]);
    expect(rows.filter((row) => within(row).queryByText(/^Unread/))).toHaveLength(unread);
    expect(await headerMail(unread)).toHaveAttribute('href', '/secure-mail');
    expect(screen.getByRole('link', { name: named(`Inbox, ${unread} unread`) })).toHaveAttribute('aria-current', 'page');
    // Subjects are text: a hostile one reads literally.
    expect(screen.getByText('<script>alert(1)</script> Security notice')).toBeInTheDocument();
  });

  it('opens an unread message, marks it read at the bank, and the header and the tab count one fewer', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    const unread = unreadInbox('RETAIL1');
    await headerMail(unread);
    const review = mailsOf('RETAIL1', 'T').find((m) => m.subject === 'Invitation to your annual review')!;
    await user.click(await screen.findByRole('link', { name: named(/^Unread, Invitation to your annual review/) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation to your annual review' })).toBeInTheDocument();
    expect(await screen.findByText('annual review', { selector: 'b' })).toBeInTheDocument();
    expect(screen.getByText('Hambleton Private Bank')).toBeInTheDocument();
    await waitFor(() => expect(review.messageUserMappings[0].status).toBe('R'));
    const [put] = await log.to(`v1/mailbox/mails/${review.messageId.value}`, 'PUT');
    expect(JSON.parse(put.body)).toEqual({ messageId: review.messageId, messageUserMappings: [{ status: 'R', deleteStatus: false }] });
    expect(await headerMail(unread - 1)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: named(`Inbox, ${unread - 1} unread`) })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    expect(await screen.findByRole('link', { name: named(/^Invitation to your annual review, from /) })).toBeInTheDocument();
    log.stop();
  });

  it("keeps a body's harmless formatting and opens its https and mailto links in a new tab", async () => {
    const { user } = await openPayments('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    await user.click(await screen.findByRole('link', { name: named(/^Your private banking services/) }));
    expect(await screen.findByText('private banking', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('a dedicated private bank team', { selector: 'li' })).toBeInTheDocument();
    const fscs = screen.getByRole('link', { name: 'fscs.org.uk (opens in a new tab)' });
    expect(fscs).toHaveAttribute('href', 'https://www.fscs.org.uk/');
    expect(fscs).toHaveAttribute('target', '_blank');
    expect(fscs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^alex\.pemberton@example\.com/ })).toHaveAttribute('href', 'mailto:alex.pemberton@example.com');
  });

  it('does not mark a message that is already read', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    await user.click(await screen.findByRole('link', { name: named(/^Your statement is ready/) }));
    expect(await screen.findByText(/monthly statements are now available/)).toBeInTheDocument();
    expect(await log.to('v1/mailbox/mails', 'PUT')).toEqual([]);
    expect(log.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    log.stop();
  });

  it('lists the outbox without unread markers and opens a sent message without marking anything', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/secure-mail/f/outbox', 'RETAIL1', { form: false });
    await screen.findByRole('list', { name: 'Outbox' });
    const sent = mailsOf('RETAIL1', 'F');
    expect(rowsOf('Outbox').map((row) => row.textContent)).toEqual(sent.map((m) => expect.stringContaining(m.subject)));
    expect(rowsOf('Outbox').some((row) => within(row).queryByText(/^Unread/))).toBe(false);
    await user.click(rowsOf('Outbox')[0]);
    expect(await screen.findByRole('heading', { level: 1, name: sent[0].subject })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(log.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    log.stop();
  });

  it('lists the bulletins with their unread count and marks one read when it is opened', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    const unread = bulletinsOf('RETAIL1').filter((b) => b.status === 'U');
    expect(unread.length).toBeGreaterThan(0);
    await user.click(await screen.findByRole('link', { name: named(`Bulletins, ${unread.length} unread`) }));
    await screen.findByRole('list', { name: 'Bulletins' });
    expect(rowsOf('Bulletins')).toHaveLength(bulletinsOf('RETAIL1').length);
    const scam = bulletinsOf('RETAIL1').find((b) => b.subject === 'Beware of scam calls')!;
    await user.click(screen.getByRole('link', { name: named(/^Unread, Beware of scam calls/) }));
    expect(await screen.findByText(/We will never ask you to move money/)).toBeInTheDocument();
    await waitFor(() => expect(scam.status).toBe('R'));
    const [put] = await log.to(`v1/mailbox/mailers/${scam.mapId}`, 'PUT');
    expect(JSON.parse(put.body)).toEqual({ messageId: scam.messageId.value, status: 'R', mapId: scam.mapId });
    expect(await screen.findByRole('link', { name: named(unread.length > 1 ? `Bulletins, ${unread.length - 1} unread` : 'Bulletins') })).toBeInTheDocument();
    log.stop();
  });
});

describe('/secure-mail list states', () => {
  it("shows SPEC.md's not-found page for an unknown folder name", async () => {
    await openPayments('/secure-mail/f/trash', 'RETAIL1', { form: false });
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my accounts' })).toHaveAttribute('href', '/accounts');
  });

  it('says when a folder is empty', async () => {
    for (const mail of bank.state.mails) if (mail.internal.ownerUserId === 'RETAIL1' && mail.messageUserMappings.some((u) => u.msgFlag === 'F')) mail.internal.ownerUserId = 'NOBODY';
    await openPayments('/secure-mail/f/outbox', 'RETAIL1', { form: false });
    expect(await screen.findByText('You have no messages in your outbox.')).toBeInTheDocument();
  });

  it('shows that a folder is loading', async () => {
    injectFault('v1/mailbox/mailers', { kind: 'latency', ms: 400 }, { method: 'GET', times: 1 });
    await openPayments('/secure-mail/f/bulletins', 'RETAIL1', { form: false });
    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Bulletins' })).toBeInTheDocument();
    expect(screen.queryByText('Loading data...')).not.toBeInTheDocument();
  });

  it('shows an error with Try again that loads the folder', async () => {
    injectFault('v1/mailbox/mails', { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openPayments('/secure-mail/f/inbox', 'RETAIL1', { form: false });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error: Could not load results');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('offers Try again when a message cannot be opened', async () => {
    const first = mailsOf('RETAIL1', 'T')[0];
    injectFault(`v1/mailbox/mails/${first.messageId.value}`, { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const { user } = await openPayments(`/secure-mail/f/inbox/${first.messageId.value}`, 'RETAIL1', { form: false });
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('We could not open this message.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: decodeEntities(first.subject) })).toBeInTheDocument();
  });
});
