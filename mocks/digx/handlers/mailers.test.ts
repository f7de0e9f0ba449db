import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { HOSTILE_SUBJECTS } from '../bank/seed/mail';
import type { MailerRecord } from '../bank/types';
import { bank, fixBankClock, logInAs } from '../testing';

/** Bulletins (mailers) and the subjects of a new message, through the app's real client. */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

type Item = Omit<MailerRecord, 'messageBody'>;
const SAMPLE_KEYS = ['creationDate', 'deleteStatus', 'mapId', 'messageId', 'priority', 'receivedDate', 'status', 'subject', 'userId'];

const bulletins = async (client: DigxClient) =>
  (await client.request<{ mailerUserMapDTOs: Item[]; summary: { items: { messageType: string; unReadCount: number }[] } }>({ method: 'GET', path: 'v1/mailbox/mailers' })).data;
const unreadBulletins = async (client: DigxClient) =>
  (await client.request<{ summary: { items: { messageType: string; unReadCount: number }[] } }>({ method: 'GET', path: 'v1/mailbox/count' })).data.summary.items.find((i) => i.messageType === 'B')?.unReadCount;

describe('bulletins', () => {
  it.each(['RETAIL1', 'CORP1', 'NEWUSER'] as const)('lists %s\'s bulletins newest first in the sample\'s shape, some unread, one hostile', async (userId) => {
    const client = await logInAs(userId);
    const { mailerUserMapDTOs: items, summary } = await bulletins(client);
    expect(items.length).toBe(bank.state.mailers.filter((m) => m.userId === userId).length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(SAMPLE_KEYS);
      expect(item.userId).toBe(userId);
    }
    const dates = items.map((i) => `${i.receivedDate}|${i.creationDate}`);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items.some((i) => i.status === 'U')).toBe(true);
    expect(items.map((i) => i.subject)).toContain(HOSTILE_SUBJECTS.svg);
    expect(summary.items.find((i) => i.messageType === 'B')?.unReadCount).toBe(items.filter((i) => i.status === 'U').length);
  });

  it('shows one bulletin with its body, marks it read and the bulletin count drops', async () => {
    const client = await logInAs();
    const before = (await unreadBulletins(client)) as number;
    const target = (await bulletins(client)).mailerUserMapDTOs.find((i) => i.status === 'U') as Item;
    const shown = await client.request<{ mailer: MailerRecord }>({ method: 'GET', path: `v1/mailbox/mailers/${target.messageId.value}` });
    expect(shown.data.mailer).toEqual({ ...target, messageBody: expect.any(String) });
    expect(shown.data.mailer.messageBody.length).toBeGreaterThan(0);
    expect((await client.request({ method: 'PUT', path: `v1/mailbox/mailers/${target.messageId.value}`, body: { status: 'R' } })).status).toBe(200);
    expect(await unreadBulletins(client)).toBe(before - 1);
    expect((await bulletins(client)).mailerUserMapDTOs.find((i) => i.mapId === target.mapId)?.status).toBe('R');
  });

  it('keeps one user\'s read marking of a shared bulletin to that user', async () => {
    const retail = await logInAs();
    const shared = (await bulletins(retail)).mailerUserMapDTOs.find((i) => i.subject === 'Beware of scam calls') as Item;
    await retail.request({ method: 'PUT', path: `v1/mailbox/mailers/${shared.messageId.value}`, body: { messageUserMappings: [{ status: 'R' }] } });
    const corporate = await logInAs('CORP1');
    expect((await bulletins(corporate)).mailerUserMapDTOs.find((i) => i.messageId.value === shared.messageId.value)?.status).toBe('U');
  });

  it('refuses another user\'s bulletin and an unknown read status', async () => {
    const client = await logInAs('CORP1');
    const retailOnly = bank.state.mailers.find((m) => m.userId === 'RETAIL1' && m.subject === 'Our new savings rates')?.messageId.value as string;
    expect(await digxFailure(client.request({ method: 'GET', path: `v1/mailbox/mailers/${retailOnly}` }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${retailOnly}`, body: { status: 'R' } }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const own = (await bulletins(client)).mailerUserMapDTOs[0].messageId.value;
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${own}`, body: { status: 'Z' } }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe('subjects', () => {
  const subjectsOf = async (client: DigxClient) =>
    (await client.request<{ subjects: { subjectId: string; subject: string; enquiry: string | null }[] }>({ method: 'GET', path: 'v1/mailbox/subjects' })).data.subjects;

  it('offers the private bank\'s subjects to a retail user, with the two enquiry subjects', async () => {
    const subjects = await subjectsOf(await logInAs());
    expect(subjects.map((s) => s.subject)).toEqual([
      'General enquiry', 'Payments', 'Cards', 'Statements', 'Change of address', 'Private banking services', 'Account enquiry', 'Service enquiry',
    ]);
    for (const s of subjects) expect(Object.keys(s).sort()).toEqual(['enquiry', 'subject', 'subjectId']);
    expect(subjects.filter((s) => s.enquiry !== null)).toEqual([
      { subjectId: 'ACC', subject: 'Account enquiry', enquiry: 'account' },
      { subjectId: 'SRV', subject: 'Service enquiry', enquiry: 'service' },
    ]);
  });

  it('offers racing account services to a corporate user instead', async () => {
    const names = (await subjectsOf(await logInAs('CORP1'))).map((s) => s.subject);
    expect(names).toContain('Racing account services');
    expect(names).not.toContain('Private banking services');
  });
});
