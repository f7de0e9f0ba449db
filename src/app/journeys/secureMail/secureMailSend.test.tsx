/** Writing secure mail through the whole app: new messages, replies, enquiries, and failed sends (issue 11). */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf, partyIdOf, PARTY } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { openPayments, type User } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';

const newest = () => bank.state.mails[bank.state.mails.length - 1];
const form = (name: string) => screen.findByRole('form', { name });
const sentConfirmation = () => screen.findByText('Your message has been sent.');

async function write(user: User, scope: HTMLElement, { subject, party, body }: { subject?: string; party?: string; body: string }) {
  if (subject) await user.selectOptions(within(scope).getByRole('combobox', { name: 'Subject' }), subject);
  if (party) await user.selectOptions(within(scope).getByRole('combobox', { name: 'Which entity is this about?' }), party);
  const text = within(scope).getByRole('textbox');
  await user.clear(text);
  await user.type(text, body);
}

describe('/secure-mail/new', () => {
  it('checks the form, counts characters, sends once and lists the message in the outbox', async () => {
    const log = recordRequests();
    const { user, location } = await openPayments('/secure-mail/new', 'RETAIL1');
    const newMail = await form('New message');
    expect(within(newMail).queryByRole('combobox', { name: 'Which entity is this about?' })).not.toBeInTheDocument();
    const subjects = within(within(newMail).getByRole('combobox', { name: 'Subject' })).getAllByRole('option').map((o) => o.textContent);
    expect(subjects).toEqual(['Choose a subject', 'General enquiry', 'Payments', 'Cards', 'Statements', 'Change of address', 'Private banking services']);
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('link', { name: 'Choose a subject' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your message' })).toBeInTheDocument();

    expect(within(newMail).getByText('You have 2000 characters remaining')).toBeInTheDocument();
    await write(user, newMail, { subject: 'Cards', body: 'Please send a new card.\nThank you' });
    expect(within(newMail).getByText('You have 1967 characters remaining')).toBeInTheDocument();
    const send = within(newMail).getByRole('button', { name: 'Send message' });
    await user.dblClick(send);
    expect(await sentConfirmation()).toBeInTheDocument();
    expect(location()).toBe('/secure-mail/f/outbox');
    expect(await screen.findByRole('link', { name: /^Cards/ })).toBeInTheDocument();

    const posts = await log.to('v1/mailbox/mails', 'POST');
    expect(posts).toHaveLength(1);
    // A single-entity customer's messages go under their one party, named by its value as OBDX's own client does.
    expect(JSON.parse(posts[0].body)).toEqual({ messageBody: 'Please send a new card.<br>Thank you', messageType: 'M', subjectId: 'CRD', subject: 'Cards', party: { value: partyIdOf(PARTY.pemberton).value } });
    expect(newest()).toMatchObject({ subject: 'Cards', subjectId: 'CRD', messageUserMappings: [expect.objectContaining({ msgFlag: 'F' })] });
    log.stop();
  });

  it('asks a customer with several entities which one the message is about and sends its party', async () => {
    const log = recordRequests();
    const { user } = await openPayments('/secure-mail/new', 'CORP1');
    const newMail = await form('New message');
    const party = within(newMail).getByRole('combobox', { name: 'Which entity is this about?' });
    expect(within(party).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose an entity',
      'Hambleton Hill Racing Stables Ltd',
      'Hambleton Hill Holdings Ltd',
      'Northern Vale Bloodstock Ltd',
    ]);
    await write(user, newMail, { subject: 'Racing account services', party: 'Northern Vale Bloodstock Ltd', body: 'Please call our trainer.' });
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    expect(await sentConfirmation()).toBeInTheDocument();
    const [post] = await log.to('v1/mailbox/mails', 'POST');
    expect(JSON.parse(post.body).party).toEqual({ value: partyIdOf(PARTY.bloodstock).value });
    expect(newest().party).toEqual(partyIdOf(PARTY.bloodstock));
    log.stop();
  });

  it('keeps the draft when the send fails, also after leaving the page, and sends it once it is sent again', async () => {
    injectFault('v1/mailbox/mails', { kind: 'status', status: 500 }, { method: 'POST', times: 1 });
    const log = recordRequests();
    const { user } = await openPayments('/secure-mail/new', 'CORP1');
    let newMail = await form('New message');
    await write(user, newMail, { subject: 'Payments', party: 'Hambleton Hill Holdings Ltd', body: 'Our bulk file failed.' });
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Your message has not been sent.');
    expect(refusal).toHaveTextContent('check your Outbox before you send it again');
    const kept = () => {
      expect(within(newMail).getByRole('combobox', { name: 'Subject' })).toHaveValue('PAY');
      expect(within(newMail).getByRole('combobox', { name: 'Which entity is this about?' })).toHaveValue(PARTY.holdings);
      expect(within(newMail).getByRole('textbox', { name: 'Message' })).toHaveValue('Our bulk file failed.');
    };
    kept();

    await user.click(screen.getByRole('link', { name: 'Outbox' }));
    await screen.findByRole('list', { name: 'Outbox' });
    await user.click(screen.getByRole('link', { name: 'New message' }));
    newMail = await form('New message');
    kept();
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    expect(await sentConfirmation()).toBeInTheDocument();
    expect(await log.to('v1/mailbox/mails', 'POST')).toHaveLength(2);
    expect(newest()).toMatchObject({ subject: 'Payments', messageBody: 'Our bulk file failed.' });

    // Sent: the next new message starts empty.
    await user.click(screen.getByRole('link', { name: 'New message' }));
    expect(within(await form('New message')).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    log.stop();
  });

  it("shows the catalogue's message when the bank refuses a message", async () => {
    injectFault('v1/mailbox/mails', { kind: 'code', code: DIGX_CODES.wrongDetails }, { method: 'POST', times: 1 });
    const { user } = await openPayments('/secure-mail/new', 'RETAIL1');
    const newMail = await form('New message');
    await write(user, newMail, { subject: 'General enquiry', body: 'Hello' });
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(MAPPED_MESSAGES.wrongDetails);
    expect(refusal).not.toHaveTextContent('check your Outbox');
    expect(within(newMail).getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});

describe('replies and enquiries', () => {
  it('replies to an inbox message in place, and the reply is in the outbox', async () => {
    const log = recordRequests();
    const original = bank.state.mails.find((m) => m.internal.ownerUserId === 'RETAIL1' && m.subject === 'Re: Change of address')!;
    const { user } = await openPayments(`/secure-mail/f/inbox/${original.messageId.value}`, 'RETAIL1', { form: false });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const reply = await form('Reply to Re: Change of address');
    await write(user, reply, { body: 'Thank you.' });
    await user.click(within(reply).getByRole('button', { name: 'Send reply' }));
    expect(await sentConfirmation()).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Re: Change of address/ })).toBeInTheDocument();
    const [post] = await log.to(`v1/mailbox/mails/${original.messageId.value}/replyMail`, 'POST');
    expect(JSON.parse(post.body)).toMatchObject({ messageBody: 'Thank you.', messageType: 'M', subjectId: 'ADR', subject: 'Re: Change of address' });
    expect(newest()).toMatchObject({ threadId: original.threadId, subject: 'Re: Change of address' });
    log.stop();
  });

  it('sends an enquiry about a service from its page, with the service enquiry subject', async () => {
    const { user } = await openPayments('/services/insurance', 'RETAIL1', { form: false });
    await user.click(screen.getByRole('link', { name: 'Send an enquiry about Insurance' }));
    const enquiry = await form('Send an enquiry');
    expect(screen.getByRole('heading', { level: 1, name: 'Send an enquiry about Insurance' })).toBeInTheDocument();
    await write(user, enquiry, { body: 'Can you insure two horses?' });
    await user.click(within(enquiry).getByRole('button', { name: 'Send enquiry' }));
    expect(await sentConfirmation()).toBeInTheDocument();
    expect(newest()).toMatchObject({ subjectId: 'SRV', subject: 'Service enquiry', messageBody: 'Enquiry about: Insurance<br><br>Can you insure two horses?' });
  });

  it("sends an enquiry about an account from its details, under the account's party", async () => {
    const { user } = await openPayments('/accounts', 'RETAIL1', { form: false });
    const everyday = await screen.findByRole('listitem', { name: 'Everyday' });
    await user.click(within(everyday).getByRole('button', { name: 'Details' }));
    await user.click(await within(everyday).findByRole('link', { name: 'Send an enquiry about Everyday' }));
    const enquiry = await form('Send an enquiry');
    expect(screen.getByRole('heading', { level: 1, name: `Send an enquiry about Everyday (${ACC.everyday})` })).toBeInTheDocument();
    await write(user, enquiry, { body: 'Please raise my overdraft.' });
    await user.click(within(enquiry).getByRole('button', { name: 'Send enquiry' }));
    expect(await sentConfirmation()).toBeInTheDocument();
    const account = bank.state.accounts[accountIdOf(ACC.everyday).value] as unknown as { partyId: unknown };
    await waitFor(() => expect(newest()).toMatchObject({ subjectId: 'ACC', subject: 'Account enquiry', party: account.partyId }));
    expect(newest().messageBody).toBe(`Enquiry about: Everyday (${ACC.everyday})<br><br>Please raise my overdraft.`);
  });

  it('says when an enquiry link names nothing the app knows', async () => {
    await openPayments('/secure-mail/enquiry?service=yachts', 'RETAIL1', { form: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not tell what your enquiry is about.');
  });
});
