import type { SagaIterator } from 'redux-saga';
import { createAppStore } from '../../../../src/app/store';
import { fetchMessage, fetchSubjects, markRead, sendMail } from '../../../../src/features/mail/api';
import type { MailMessage, MailSubject } from '../../../../src/features/mail/types';
import { recordRequests } from '../../../../src/testing/recordRequests';
import type { Bank } from '../../bank/Bank';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { mailCategories } from './fixtures/mailCategories';
import { mailer } from './fixtures/mailer';
import { mailerRead } from './fixtures/mailerRead';
import { mailRead } from './fixtures/mailRead';
import { mailSend } from './fixtures/mailSend';
import { bothBanks } from './bothBanks';

/**
 * Secure mail's subjects, bulletins and read marking against OBDX's own web client (OBDX_UI components/mailbox,
 * named in each fixture): the fake bank's answers in both modes (v1/ is stock OBDX at this bank too), and the
 * bodies the app's own api sends, hold the shapes OBDX's client reads and sends. The status envelope beside an
 * answer is DIGX-CONTRACT.md's, not the call's: it is left out before comparing.
 */
const noDifference = { missing: [], extra: [], mistyped: [] };

/** The bookkeeping keys a stock OBDX serialises on every DTO; the demo bank leaves them out, on the list as here. */
const BOOKKEEPING = ['auditSequence', 'generatedPackageId', 'version'].map((key) => `mailerUserMapDTO.${key}`);

/**
 * Keys of OBDX's new message the app does not send, each for its reason: the ones OBDX's client sends as null
 * (no interaction, message, dates, mappings or parent yet), and the attachments, which this app does not offer.
 */
const NOT_SENT = ['contentDTO', 'creationDate', 'expiryDate', 'interactionId', 'linkedParent', 'messageId', 'messageUserMappings'];

const NOW = '2026-03-05T10:00:00Z';
const [demo, stock] = bothBanks(NOW);
/** Each bank, with what of the bulletin answer it leaves out (the demo bank: OBDX's bookkeeping keys). */
const BANKS = [
  { ...demo, notSent: BOOKKEEPING },
  { ...stock, notSent: [] },
];

async function appOf(userId: 'RETAIL1' | 'CORP1') {
  const store = createAppStore({ client: await logInAs(userId) });
  return <T>(saga: (...args: never[]) => SagaIterator<T>, ...args: unknown[]): Promise<T> =>
    store.runSaga(saga as (...a: unknown[]) => SagaIterator<T>, ...args).toPromise();
}

const withoutStatus = ({ status: _status, ...answer }: Record<string, unknown>) => answer;
const get = async (path: string) => withoutStatus((await (await logInAs('RETAIL1')).request<Record<string, unknown>>({ method: 'GET', path })).data);
const unreadBulletin = (target: Bank) => target.state.mailers.find((m) => m.userId === 'RETAIL1' && m.status === 'U' && !m.deleteStatus)!;
const unreadMail = (target: Bank) =>
  target.state.mails.find((m) => m.internal.ownerUserId === 'RETAIL1' && m.messageType === 'M' && m.messageUserMappings.some((u) => u.msgFlag === 'T' && u.status === 'U'))!;

describe.each(BANKS)('$bank', ({ use, notSent }) => {
  it("answers GET v1/mailCategories in OBDX's shape", async () => {
    use();
    expect(compareShapes(mailCategories.answer, await get('v1/mailCategories'))).toEqual(noDifference);
  });

  it("answers GET v1/mailbox/mailers/{messageId} with OBDX's mailerUserMapDTO", async () => {
    const target = use();
    const answer = await get(`v1/mailbox/mailers/${unreadBulletin(target).messageId.value}`);
    expect(compareShapes(mailer.answer, answer)).toEqual({ ...noDifference, missing: notSent });
  });

  it("is asked for the subjects in OBDX's words, the enquiry subjects among them", async () => {
    use();
    const run = await appOf('RETAIL1');
    const log = recordRequests();
    const subjects: MailSubject[] = await run(fetchSubjects);
    expect(await log.to('v1/mailCategories', 'GET')).toHaveLength(1);
    expect(subjects.filter((s) => s.enquiry)).toEqual([
      { id: 'ACC', subject: 'Account enquiry', enquiry: 'account' },
      { id: 'SRV', subject: 'Service enquiry', enquiry: 'service' },
    ]);
  });

  it("is sent a new message in OBDX's body: the subject by id and text, the party as {value}", async () => {
    const target = use();
    const party = target.state.users.CORP1.userProfile.partyId;
    const run = await appOf('CORP1');
    const log = recordRequests();
    await run(sendMail, { subjectId: 'RAC', subject: 'Racing account services', party, messageBody: 'Hello' });
    const [post] = await log.to('v1/mailbox/mails', 'POST');
    expect(compareShapes(mailSend.request, JSON.parse(post.body))).toEqual({ ...noDifference, missing: NOT_SENT });
    expect(JSON.parse(post.body)).toMatchObject({ subjectId: 'RAC', subject: 'Racing account services', party: { value: party.value } });
  });

  it("is sent a message's read marking in OBDX's body", async () => {
    const target = use();
    const mail = unreadMail(target);
    const run = await appOf('RETAIL1');
    const log = recordRequests();
    const opened: MailMessage = await run(fetchMessage, 'inbox', mail.messageId.value);
    await run(markRead, opened);
    const [put] = await log.to(`v1/mailbox/mails/${mail.messageId.value}`, 'PUT');
    expect(compareShapes(mailRead.request, JSON.parse(put.body))).toEqual(noDifference);
    expect(JSON.parse(put.body).messageId).toEqual(mail.messageId);
    expect(mail.messageUserMappings[0]).toMatchObject({ status: 'R', deleteStatus: false });
  });

  it("is sent a bulletin's read marking in OBDX's body, by the user's copy (mapId)", async () => {
    const target = use();
    const bulletin = unreadBulletin(target);
    const run = await appOf('RETAIL1');
    const log = recordRequests();
    const opened: MailMessage = await run(fetchMessage, 'bulletins', bulletin.messageId.value);
    await run(markRead, opened);
    const [put] = await log.to(`v1/mailbox/mailers/${bulletin.mapId}`, 'PUT');
    expect(compareShapes(mailerRead.request, JSON.parse(put.body))).toEqual(noDifference);
    expect(JSON.parse(put.body)).toEqual({ messageId: bulletin.messageId.value, status: 'R', mapId: bulletin.mapId });
    expect(bulletin.status).toBe('R');
  });

  it("finds a bulletin's mapId on the list when the one bulletin's answer leaves it out, as OBDX's own client takes it from the row", async () => {
    const target = use();
    const bulletin = unreadBulletin(target);
    const run = await appOf('RETAIL1');
    const log = recordRequests();
    const { mapId: _mapId, ...opened }: MailMessage = await run(fetchMessage, 'bulletins', bulletin.messageId.value);
    await run(markRead, opened);
    expect(await log.to('v1/mailbox/mailers', 'GET')).toHaveLength(1);
    expect(await log.to(`v1/mailbox/mailers/${bulletin.mapId}`, 'PUT')).toHaveLength(1);
    expect(bulletin.status).toBe('R');
  });
});
