import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { PARTY } from '../bank/seed';
import { HOSTILE_SUBJECTS } from '../bank/seed/mail';
import type { MailRecord } from '../bank/types';
import { bank, fixBankClock, logInAs } from '../testing';
import { ANSWER_DELAY_MS } from './mailStore';

/** Secure mail messages through the app's real client: folders, one message, read marking, sending, replies, the bank's answer. */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

type Mail = Omit<MailRecord, 'internal'>;
type User = 'RETAIL1' | 'CORP1' | 'NEWUSER';
const USERS: User[] = ['RETAIL1', 'CORP1', 'NEWUSER'];

const folder = async (client: DigxClient, msgFlag: 'T' | 'F') =>
  (await client.request<{ mails: Mail[] }>({ method: 'GET', path: 'v1/mailbox/mails', params: { deleteStatus: false, msgFlag } })).data.mails;
const unreadCount = async (client: DigxClient) =>
  (await client.request<{ summary: { items: { messageType: string; unReadCount: number }[] } }>({ method: 'GET', path: 'v1/mailbox/count' })).data.summary.items.find((i) => i.messageType === 'M')?.unReadCount;
const send = (client: DigxClient, body: Record<string, unknown>, replyTo?: string) =>
  client.request<{ mailId: string; messageId: { value: string } }>({ method: 'POST', path: replyTo ? `v1/mailbox/mails/${replyTo}/replyMail` : 'v1/mailbox/mails', body });
const markRead = (client: DigxClient, id: string, status: unknown = 'R') =>
  client.request({ method: 'PUT', path: `v1/mailbox/mails/${id}`, body: { messageUserMappings: [{ status }] } });
const stored = (userId: string, flag: 'T' | 'F') =>
  bank.state.mails.filter((m) => m.internal.ownerUserId === userId && m.messageType === 'M' && m.messageUserMappings[0].msgFlag === flag);
const NEW = { messageBody: 'Please send me a new cheque book.', messageType: 'M', subjectId: 'GEN', subject: 'General enquiry' };

describe('folders', () => {
  it.each(USERS)('lists %s\'s inbox newest first: received messages from the bank, some unread, a thread with a reply', async (userId) => {
    const client = await logInAs(userId);
    const inbox = await folder(client, 'T');
    expect(inbox.map((m) => m.messageId.value).sort()).toEqual(stored(userId, 'T').map((m) => m.messageId.value).sort());
    expect(inbox.length).toBeGreaterThanOrEqual(3);
    const times = inbox.map((m) => m.receivedDate);
    expect(times).toEqual([...times].sort().reverse());
    for (const mail of inbox) {
      expect(mail).not.toHaveProperty('internal');
      expect(mail).toMatchObject({ messageType: 'M', sender: userId === 'CORP1' ? 'Racing Bank Team' : 'Hambleton Private Bank', messageUserMappings: [{ msgFlag: 'T', deleteStatus: false }] });
      expect(mail.party?.value).toEqual(expect.any(String));
    }
    expect(inbox.some((m) => m.messageUserMappings[0].status === 'U')).toBe(true);
    const outbox = await folder(client, 'F');
    expect(inbox.some((m) => m.threadId !== m.messageId.value && outbox.some((o) => o.messageId.value === m.threadId))).toBe(true);
  });

  it.each(USERS)('lists %s\'s outbox: sent messages in the user\'s name', async (userId) => {
    const client = await logInAs(userId);
    const outbox = await folder(client, 'F');
    const user = bank.state.users[userId].userProfile;
    expect(outbox.length).toBe(stored(userId, 'F').length);
    expect(outbox.length).toBeGreaterThan(0);
    for (const mail of outbox) expect(mail).toMatchObject({ sender: `${user.firstName} ${user.lastName}`, messageUserMappings: [{ msgFlag: 'F', status: 'R' }] });
  });

  it('keeps notifications out unless asked, and carries hostile subjects as sent', async () => {
    const client = await logInAs();
    const inbox = await folder(client, 'T');
    expect(inbox.every((m) => m.messageType === 'M')).toBe(true);
    const alerts = (await client.request<{ mails: Mail[] }>({ method: 'GET', path: 'v1/mailbox/mails', params: { msgFlag: 'T', messageType: 'A' } })).data.mails;
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((m) => m.messageType === 'A')).toBe(true);
    // The client decodes entities once: the encoded subject reads as markup, which the app must show as text.
    expect(inbox.map((m) => m.subject)).toEqual(expect.arrayContaining([HOSTILE_SUBJECTS.script, '<img src=x onerror=alert(1)> Statement reminder']));
    expect(inbox.some((m) => m.messageBody.includes('<script>alert(1)</script>'))).toBe(true);
  });

  it.each([
    ['an unknown msgFlag', { msgFlag: 'X' }],
    ['an unknown messageType', { msgFlag: 'T', messageType: 'B' }],
    ['a bad deleteStatus', { msgFlag: 'T', deleteStatus: 'maybe' }],
  ])('refuses %s', async (_name, params) => {
    const client = await logInAs();
    expect(await digxFailure(client.request({ method: 'GET', path: 'v1/mailbox/mails', params }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('one message and read marking', () => {
  it('shows one of the user\'s messages and refuses another user\'s', async () => {
    const client = await logInAs();
    const [first] = await folder(client, 'T');
    const shown = await client.request<{ mail: Mail }>({ method: 'GET', path: `v1/mailbox/mails/${first.messageId.value}` });
    expect(shown.data.mail).toEqual(first);
    const theirs = stored('CORP1', 'T')[0].messageId.value;
    expect(await digxFailure(client.request({ method: 'GET', path: `v1/mailbox/mails/${theirs}` }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(markRead(client, theirs))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('marks an inbox message read and the unread count drops', async () => {
    const client = await logInAs();
    const before = (await unreadCount(client)) as number;
    expect(before).toBeGreaterThan(0);
    const target = (await folder(client, 'T')).find((m) => m.messageUserMappings[0].status === 'U') as Mail;
    expect((await markRead(client, target.messageId.value)).status).toBe(200);
    expect(await unreadCount(client)).toBe(before - 1);
    const again = (await folder(client, 'T')).find((m) => m.messageId.value === target.messageId.value);
    expect(again?.messageUserMappings[0].status).toBe('R');
    await markRead(client, target.messageId.value);
    expect(await unreadCount(client)).toBe(before - 1);
    expect(await digxFailure(markRead(client, target.messageId.value, 'X'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('takes OBDX\'s own body (the messageId beside the mapping), refuses another message\'s id, and deletes with deleteStatus true', async () => {
    const client = await logInAs();
    const [first, second] = await folder(client, 'T');
    const put = (id: string, messageId: unknown, deleteStatus: boolean) =>
      client.request({ method: 'PUT', path: `v1/mailbox/mails/${id}`, body: { messageId, messageUserMappings: [{ status: 'R', deleteStatus }] } });
    expect((await put(first.messageId.value, first.messageId, false)).status).toBe(200);
    expect(await digxFailure(put(first.messageId.value, second.messageId, false))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    await put(second.messageId.value, second.messageId, true);
    expect((await folder(client, 'T')).map((m) => m.messageId.value)).not.toContain(second.messageId.value);
  });
});

describe('sending', () => {
  it('puts a new message at the top of the outbox, with the session party, and leaves the count alone', async () => {
    const client = await logInAs();
    const before = await unreadCount(client);
    const answer = await send(client, NEW);
    expect(answer.status).toBe(201);
    expect(answer.data.mailId).toBe(answer.data.messageId.value);
    const [top] = await folder(client, 'F');
    expect(top).toMatchObject({
      messageId: answer.data.messageId, subject: 'General enquiry', subjectId: 'GEN', messageBody: NEW.messageBody, sender: 'Alexander Pemberton',
      threadId: answer.data.mailId, party: bank.state.users.RETAIL1.userProfile.partyId, receivedDate: '2025-06-16T11:30:00',
    });
    expect(await unreadCount(client)).toBe(before);
  });

  it('keeps the subject sent (an enquiry) and the party named by a multi-entity user', async () => {
    const client = await logInAs('CORP1');
    const holdings = Object.values(bank.state.parties).find((p) => p.partyNumber === PARTY.holdings)?.partyId;
    const { data } = await send(client, { ...NEW, subjectId: 'ACC', subject: 'Account enquiry: Racing current account', party: { value: holdings?.value } });
    const [top] = await folder(client, 'F');
    expect(top).toMatchObject({ messageId: data.messageId, subject: 'Account enquiry: Racing current account', subjectId: 'ACC', party: holdings });
  });

  it('answers a reply in the thread with "Re:" once', async () => {
    const client = await logInAs();
    const answered = (await folder(client, 'T')).find((m) => m.subject === 'Re: Change of address') as Mail;
    const { status, data } = await send(client, { ...NEW, messageBody: 'Thank you.', subjectId: 'ADR', subject: 'Re: Change of address' }, answered.messageId.value);
    expect(status).toBe(201);
    const [top] = await folder(client, 'F');
    expect(top).toMatchObject({ messageId: data.messageId, subject: 'Re: Change of address', threadId: answered.threadId, subjectId: 'ADR', messageBody: 'Thank you.' });
    const original = (await folder(client, 'F')).find((m) => m.messageId.value === answered.threadId);
    expect(original?.subject).toBe('Change of address');
  });

  it('has the bank answer 2 minutes later, unread, in the same thread', async () => {
    const client = await logInAs();
    const before = (await unreadCount(client)) as number;
    const { data } = await send(client, { ...NEW, subjectId: 'CRD', subject: 'Cards' });
    bank.clock.advance(ANSWER_DELAY_MS - 1000);
    expect(await unreadCount(client)).toBe(before);
    expect((await folder(client, 'T')).some((m) => m.threadId === data.mailId)).toBe(false);
    bank.clock.advance(1000);
    const [top] = await folder(client, 'T');
    expect(top).toMatchObject({
      subject: 'Re: Cards', subjectId: 'CRD', threadId: data.mailId, sender: 'Hambleton Private Bank', receivedDate: '2025-06-16T11:32:00',
      messageUserMappings: [{ status: 'U', msgFlag: 'T' }],
    });
    expect(top.messageBody).toContain('Dear Mr Pemberton,');
    expect(await unreadCount(client)).toBe(before + 1);
    bank.clock.advance(ANSWER_DELAY_MS * 5);
    expect((await folder(client, 'T')).filter((m) => m.threadId === data.mailId)).toHaveLength(1);
  });

  it('answers a reply too, and the count alone brings the answer', async () => {
    const client = await logInAs('CORP1');
    const answered = (await folder(client, 'T')).find((m) => m.subject === 'Re: Bulk payment file format') as Mail;
    const before = (await unreadCount(client)) as number;
    await send(client, { messageBody: 'Thanks, and for BACS?', messageType: 'M' }, answered.messageId.value);
    bank.clock.advance(ANSWER_DELAY_MS);
    expect(await unreadCount(client)).toBe(before + 1);
    const [top] = await folder(client, 'T');
    expect(top).toMatchObject({ subject: 'Re: Bulk payment file format', threadId: answered.threadId, sender: 'Racing Bank Team' });
  });

  it('accepts a body of exactly 2000 characters', async () => {
    const client = await logInAs();
    expect((await send(client, { ...NEW, messageBody: 'a'.repeat(2000) })).status).toBe(201);
  });

  it.each([
    ['an empty body', { messageBody: '' }],
    ['a blank body', { messageBody: '   \n ' }],
    ['a body over 2000 characters', { messageBody: 'a'.repeat(2001) }],
    ['no subject', { subjectId: undefined }],
    ['an unknown subject', { subjectId: 'NOPE' }],
    ['a subject offered only to corporate users', { subjectId: 'RAC' }],
    ['another type of message', { messageType: 'A' }],
    ['a party that is not the user\'s', { party: { value: 'NOT-A-PARTY' } }],
    ['another user\'s party', { party: PARTY.stables }],
  ])('refuses a new message with %s, and nothing is sent', async (_name, change) => {
    const client = await logInAs();
    const count = stored('RETAIL1', 'F').length;
    expect(await digxFailure(send(client, { ...NEW, ...change }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(stored('RETAIL1', 'F')).toHaveLength(count);
  });

  it('refuses a reply to a message that is not the user\'s, to a notification, or with an empty body', async () => {
    const client = await logInAs();
    const theirs = stored('CORP1', 'T')[0].messageId.value;
    const alert = bank.state.mails.find((m) => m.internal.ownerUserId === 'RETAIL1' && m.messageType === 'A')?.messageId.value as string;
    const mine = stored('RETAIL1', 'T')[0].messageId.value;
    for (const [body, id] of [[NEW, theirs], [NEW, alert], [{ ...NEW, messageBody: ' ' }, mine]] as const) {
      expect(await digxFailure(send(client, body, id))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    }
  });
});
