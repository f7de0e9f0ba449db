import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { HOSTILE_SUBJECTS } from '../bank/seed/mail';
import type { MailerRecord } from '../bank/types';
import { bank, fixBankClock, logInAs } from '../testing';

/** Bulletins (mailers) and the subjects of a new message (mail categories), through the app's real client. */
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

  it('shows one bulletin with its body, marks it read by its mapId and the bulletin count drops', async () => {
    const client = await logInAs();
    const before = (await unreadBulletins(client)) as number;
    const target = (await bulletins(client)).mailerUserMapDTOs.find((i) => i.status === 'U') as Item;
    const shown = await client.request<{ mailerUserMapDTO: MailerRecord }>({ method: 'GET', path: `v1/mailbox/mailers/${target.messageId.value}` });
    expect(shown.data.mailerUserMapDTO).toEqual({ ...target, messageBody: expect.any(String) });
    expect(shown.data.mailerUserMapDTO.messageBody.length).toBeGreaterThan(0);
    const read = { messageId: target.messageId.value, status: 'R', mapId: target.mapId };
    expect((await client.request({ method: 'PUT', path: `v1/mailbox/mailers/${target.mapId}`, body: read })).status).toBe(200);
    expect(await unreadBulletins(client)).toBe(before - 1);
    expect((await bulletins(client)).mailerUserMapDTOs.find((i) => i.mapId === target.mapId)?.status).toBe('R');
  });

  it('deletes the user\'s copy of a bulletin with status D', async () => {
    const client = await logInAs();
    const target = (await bulletins(client)).mailerUserMapDTOs[0];
    await client.request({ method: 'PUT', path: `v1/mailbox/mailers/${target.mapId}`, body: { status: 'D', mapId: target.mapId } });
    expect((await bulletins(client)).mailerUserMapDTOs.map((i) => i.mapId)).not.toContain(target.mapId);
  });

  it('keeps one user\'s read marking of a shared bulletin to that user', async () => {
    const retail = await logInAs();
    const shared = (await bulletins(retail)).mailerUserMapDTOs.find((i) => i.subject === 'Beware of scam calls') as Item;
    await retail.request({ method: 'PUT', path: `v1/mailbox/mailers/${shared.mapId}`, body: { messageId: shared.messageId.value, status: 'R', mapId: shared.mapId } });
    const corporate = await logInAs('CORP1');
    expect((await bulletins(corporate)).mailerUserMapDTOs.find((i) => i.messageId.value === shared.messageId.value)?.status).toBe('U');
  });

  it('refuses another user\'s bulletin, a PUT by messageId instead of mapId, a body naming another bulletin and an unknown status', async () => {
    const client = await logInAs('CORP1');
    const retailOnly = bank.state.mailers.find((m) => m.userId === 'RETAIL1' && m.subject === 'Our new savings rates') as MailerRecord;
    const refused = { status: 400, meaning: 'wrongDetails' };
    expect(await digxFailure(client.request({ method: 'GET', path: `v1/mailbox/mailers/${retailOnly.messageId.value}` }))).toMatchObject(refused);
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${retailOnly.mapId}`, body: { status: 'R' } }))).toMatchObject(refused);
    const [own, other] = (await bulletins(client)).mailerUserMapDTOs;
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${own.messageId.value}`, body: { status: 'R' } }))).toMatchObject(refused);
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${own.mapId}`, body: { status: 'R', mapId: other.mapId } }))).toMatchObject(refused);
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${own.mapId}`, body: { status: 'R', messageId: other.messageId.value } }))).toMatchObject(refused);
    expect(await digxFailure(client.request({ method: 'PUT', path: `v1/mailbox/mailers/${own.mapId}`, body: { status: 'Z' } }))).toMatchObject(refused);
  });
});

describe('mail categories', () => {
  type Category = { name: string; subjects: { subjectId: string; subject: string }[] };
  const categoriesOf = async (client: DigxClient) =>
    (await client.request<{ mailCategoryDTOs: Category[] }>({ method: 'GET', path: 'v1/mailCategories' })).data.mailCategoryDTOs;

  it('offers the private bank\'s subjects to a retail user by category, the enquiry subjects among them', async () => {
    const categories = await categoriesOf(await logInAs());
    expect(categories).toEqual([
      { name: 'General', subjects: [{ subjectId: 'GEN', subject: 'General enquiry' }] },
      { name: 'Payments and cards', subjects: [{ subjectId: 'PAY', subject: 'Payments' }, { subjectId: 'CRD', subject: 'Cards' }] },
      {
        name: 'Your accounts',
        subjects: [{ subjectId: 'STM', subject: 'Statements' }, { subjectId: 'ADR', subject: 'Change of address' }, { subjectId: 'ACC', subject: 'Account enquiry' }],
      },
      { name: 'Services', subjects: [{ subjectId: 'PBS', subject: 'Private banking services' }, { subjectId: 'SRV', subject: 'Service enquiry' }] },
    ]);
  });

  it('offers racing account services to a corporate user instead', async () => {
    const names = (await categoriesOf(await logInAs('CORP1'))).flatMap((c) => c.subjects.map((s) => s.subject));
    expect(names).toContain('Racing account services');
    expect(names).not.toContain('Private banking services');
  });
});
