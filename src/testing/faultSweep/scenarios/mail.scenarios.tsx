/** The fault sweep's scenarios for secure mail and the header's notifications. */
import { screen, waitFor, within } from '@testing-library/react';
import { MAYBE_SENT_TEXT } from '@/features/mail/components/ComposeForm';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { expectCatalogueMessage, expectSettled, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

/** An accessible name as read out; jsdom puts a space before text in a visually hidden span (" , unread"). */
const named = (pattern: RegExp) => (name: string) => pattern.test(name.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim());

const REVIEW = 'Invitation to your annual review';
const SCAM_BULLETIN = 'Beware of scam calls';
const BODY = 'Please send me a new cheque book for the Everyday account.';

/** Back to the folder when a message is open, then open the message from the list. */
const openFromList = (folder: 'Inbox' | 'Bulletins', subject: string) => async (s: SweepContext) => {
  const back = screen.queryByRole('link', { name: `Back to ${folder}` });
  if (back) await s.user.click(back);
  await s.user.click(await screen.findByRole('link', { name: named(new RegExp(`^(Unread, )?${subject}`)) }));
};

/** A message that could not be opened offers "Try again"; before that, the customer opens it from the list. */
const openOrRetry = (folder: 'Inbox' | 'Bulletins', subject: string) => async (s: SweepContext) => {
  const retry = screen.queryByRole('button', { name: 'Try again' });
  if (retry) await s.user.click(retry);
  else await openFromList(folder, subject)(s);
};

/** The message screen's own error with its retry. */
async function messageFailed() {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not open this message.'));
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  await expectSettled();
}

/** Marking read fails silently (SPEC.md section 8): the message is shown all the same, still unread at the bank. */
const shownAnyway = (subject: string) => async () => {
  expect(await screen.findByRole('heading', { level: 1, name: subject })).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveTextContent(/\S/);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await expectSettled();
};

const waitForList = (name: string) => async () => {
  await screen.findByRole('list', { name });
};

/** The header's notifications panel, opened. */
async function openNotifications(s: SweepContext): Promise<HTMLElement> {
  const toggle = await screen.findByRole('button', { name: /^Notifications/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await s.user.click(toggle);
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The header's summary (unread count and notifications) is loaded at login: the panel says when it could not be. */
const summaryScenario = (call: string, faultPath: string): FaultScenario => ({
  call,
  doing: 'logging in and opening the notifications panel',
  faultPath,
  start: '/accounts',
  onOpen: true,
  act: async (s) => {
    await s.user.click(within(await openNotifications(s)).getByRole('button', { name: 'Try again' }));
  },
  failed: async (s) => {
    const panel = await openNotifications(s);
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(LIST_STATE_TEXT.error));
    expect(within(panel).queryByText('You have no notifications.')).not.toBeInTheDocument();
    await expectSettled();
  },
});

const messageBox = () => within(screen.getByRole('form', { name: 'New message' })).getByRole('textbox', { name: 'Message' });
const REPLIED = 'Re: Change of address';
const REPLY = 'Thank you.';
const replyForm = () => screen.getByRole('form', { name: `Reply to ${REPLIED}` });
const replyBox = () => within(replyForm()).getByRole('textbox');
const subjectBox = () => within(screen.getByRole('form', { name: 'New message' })).getByRole('combobox', { name: 'Subject' });

export const mailScenarios: FaultScenario[] = [
  summaryScenario('GET v1/mailbox/count', 'v1/mailbox/count'),
  summaryScenario('GET v1/mailbox/alerts', 'v1/mailbox/alerts'),
  { call: 'GET v1/mailbox/mails', doing: 'opening the inbox', faultPath: 'v1/mailbox/mails', start: '/secure-mail/f/inbox', onOpen: true },
  { call: 'GET v1/mailbox/mailers', doing: 'opening the bulletins', faultPath: 'v1/mailbox/mailers', start: '/secure-mail/f/bulletins', onOpen: true },
  {
    call: 'GET v1/mailbox/mails/{messageId}',
    doing: 'opening a message from the inbox',
    faultPath: 'v1/mailbox/mails/*',
    start: '/secure-mail/f/inbox',
    prepare: waitForList('Inbox'),
    act: openOrRetry('Inbox', REVIEW),
    failed: messageFailed,
  },
  {
    call: 'GET v1/mailbox/mailers/{messageId}',
    doing: 'opening a bulletin',
    faultPath: 'v1/mailbox/mailers/*',
    start: '/secure-mail/f/bulletins',
    prepare: waitForList('Bulletins'),
    act: openOrRetry('Bulletins', SCAM_BULLETIN),
    failed: messageFailed,
  },
  {
    call: 'PUT v1/mailbox/mails/{messageId}',
    doing: 'reading an unread message (it is marked read)',
    faultPath: 'v1/mailbox/mails/*',
    start: '/secure-mail/f/inbox',
    prepare: waitForList('Inbox'),
    act: openFromList('Inbox', REVIEW),
    failed: shownAnyway(REVIEW),
  },
  {
    call: 'PUT v1/mailbox/mailers/{mapId}',
    doing: 'reading an unread bulletin (it is marked read)',
    faultPath: 'v1/mailbox/mailers/*',
    start: '/secure-mail/f/bulletins',
    prepare: waitForList('Bulletins'),
    act: openFromList('Bulletins', SCAM_BULLETIN),
    failed: shownAnyway(SCAM_BULLETIN),
  },
  {
    call: 'GET v1/mailCategories',
    doing: 'starting a new message',
    faultPath: 'v1/mailCategories',
    start: '/secure-mail/new',
    onOpen: true,
    failed: async () => {
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not load the subjects you can write about.'));
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      await expectSettled();
    },
  },
  {
    call: 'POST v1/mailbox/mails',
    doing: 'sending a new message',
    faultPath: 'v1/mailbox/mails',
    start: '/secure-mail/new',
    prepare: async (s) => {
      await screen.findByRole('form', { name: 'New message' });
      await s.user.selectOptions(subjectBox(), 'General enquiry');
      await s.user.type(messageBox(), BODY);
    },
    act: async (s) => {
      await s.user.click(screen.getByRole('button', { name: 'Send message' }));
    },
    // Not sent, with the catalogue's reason; when the message may have reached the bank anyway, it says so.
    failed: async (s) => {
      await expectCatalogueMessage(s);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`Your message has not been sent. ${s.fault.messages[0]}`);
      expect(alert).toHaveTextContent(MAYBE_SENT_TEXT);
      expectUsable(screen.getByRole('button', { name: 'Send message' }));
    },
    kept: async () => {
      expect(subjectBox()).toHaveDisplayValue('General enquiry');
      expect(messageBox()).toHaveValue(BODY);
    },
  },
  {
    call: 'POST v1/mailbox/mails/{messageId}/replyMail',
    doing: 'replying to a message',
    // Only the reply's POST: opening the message (GET) and marking it read (PUT) share the prefix.
    faultPath: 'v1/mailbox/mails/*',
    start: '/secure-mail/f/inbox',
    prepare: async (s) => {
      await openFromList('Inbox', REPLIED)(s);
      await s.user.click(await screen.findByRole('button', { name: 'Reply' }));
      await s.user.type(replyBox(), REPLY);
    },
    act: async (s) => {
      await s.user.click(within(replyForm()).getByRole('button', { name: 'Send reply' }));
    },
    failed: async (s) => {
      await expectCatalogueMessage(s);
      expect(screen.getByRole('alert')).toHaveTextContent(`Your message has not been sent. ${s.fault.messages[0]}`);
      expectUsable(within(replyForm()).getByRole('button', { name: 'Send reply' }));
    },
    kept: async () => {
      expect(replyBox()).toHaveValue(REPLY);
    },
  },
];
