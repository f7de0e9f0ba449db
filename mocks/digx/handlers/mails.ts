import type { Id, MailRecord } from '../bank/types';
import { targetParty } from './limits';
import { deliverAnswers, mailsOf, mailWire, mayUseMail, mint, newestFirst, noAccess, ownMail, ownParty, replySubject, subjectsFor, wrong } from './mailStore';
import { idValue, readJson, SUCCESS } from './payments';
import { ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Secure mail messages (SPEC.md section 7 "Mail"; docs/digx-api.md "secure mail"). Every call answers for
 * the session user's own messages only (not narrowed by X-Target-Unit) and needs the mailbox task code.
 *
 *   GET  v1/mailbox/mails?deleteStatus=false&msgFlag=T|F[&messageType=M|A]
 *        → {status, mails: [mail]}   T received (inbox), F sent (outbox), no msgFlag both; messageType
 *        default M (alerts stay on v1/mailbox/alerts); deleteStatus default false; newest first
 *   GET  v1/mailbox/mails/{id}  → {status, mail}
 *   PUT  v1/mailbox/mails/{id}  {messageId {displayValue, value}, messageUserMappings: [{status: 'R'|'U', deleteStatus}]}
 *        (or {status}) → {status}; deleteStatus true deletes the user's copy (OBDX_UI message-detail.js)
 *   POST v1/mailbox/mails  {messageBody, messageType: 'M', subjectId, subject?, party?}
 *        → 201 {status, mailId, messageId {displayValue, value}}: a sent message (outbox, msgFlag F)
 *   POST v1/mailbox/mails/{id}/replyMail  {messageBody, messageType: 'M', subjectId?, subject?, party?}
 *        → 201 the same: a sent message in the thread of {id}, subject 'Re: <its subject>' (once)
 *
 * mail = {messageId {displayValue, value}, messageType, subject, subjectId, messageBody, receivedDate,
 * creationDate (London "YYYY-MM-DDTHH:mm:ss"), threadId, party {displayValue, value} | null, sender (the bank
 * team, or the user's name for sent mail), messageUserMappings: [{mapId, userId, status 'U'|'R', msgFlag 'T'|'F',
 * deleteStatus}]}.
 * The bank answers each sent message or reply 2 minutes later on the bank clock (mailStore.ts ANSWER_DELAY_MS):
 * an unread inbox message 'Re: <subject>' in the same thread. A new message's subject is the one sent, else
 * the subject table's; its party the one sent, else the X-Target-Unit entity's, else the user's main party.
 *
 * Refusals (HTTP 400): no mailbox task code → accessDenied; msgFlag not T/F, messageType not M/A,
 * deleteStatus not true/false → wrongDetails; an id that is not one of the user's messages → wrongDetails;
 * a messageId in the body that is not {id}, read status not R/U → wrongDetails; messageBody empty (after trimming) or over 2000 characters,
 * messageType other than M, subjectId not one the bank offers the user, subject over 255 characters, party
 * not one of the user's → wrongDetails; replying to a notification (A) → wrongDetails.
 */

export const MAX_BODY = 2000;
export const MAX_SUBJECT = 255;

const notFound = () => wrong('The message could not be found.');

function list(ctx: DigxContext): Response {
  if (!mayUseMail(ctx.user)) return noAccess();
  const query = ctx.url.searchParams;
  const flag = query.get('msgFlag') || null;
  const type = query.get('messageType') || 'M';
  const deleted = query.get('deleteStatus') || 'false';
  if (flag !== null && flag !== 'T' && flag !== 'F') return wrong('msgFlag must be T or F.');
  if (type !== 'M' && type !== 'A') return wrong('messageType must be M or A.');
  if (deleted !== 'true' && deleted !== 'false') return wrong('deleteStatus must be true or false.');
  const mine = mailsOf(ctx.bank, ctx.user).filter(
    (m) => m.messageType === type && m.messageUserMappings.some((u) => (!flag || u.msgFlag === flag) && u.deleteStatus === (deleted === 'true')),
  );
  return ok({ status: SUCCESS, mails: newestFirst(mine, ctx.bank.state.mails).map(mailWire) });
}

function one(ctx: DigxContext): Response {
  if (!mayUseMail(ctx.user)) return noAccess();
  const mail = ownMail(ctx, ctx.params.id);
  return mail ? ok({ status: SUCCESS, mail: mailWire(mail) }) : notFound();
}

interface ReadBody { messageId: unknown; status: unknown; messageUserMappings: { status?: unknown; deleteStatus?: unknown }[] }

async function markRead(ctx: DigxContext): Promise<Response> {
  if (!mayUseMail(ctx.user)) return noAccess();
  const mail = ownMail(ctx, ctx.params.id);
  if (!mail) return notFound();
  const body = await readJson<ReadBody>(ctx.request);
  if (body.messageId !== undefined && idValue(body.messageId) !== mail.messageId.value) return wrong('The messageId does not match the message.');
  const change = Array.isArray(body.messageUserMappings) ? (body.messageUserMappings[0] ?? {}) : { status: body.status };
  if (change.status !== 'R' && change.status !== 'U') return wrong('The read status must be R or U.');
  for (const mapping of mail.messageUserMappings) {
    if (mapping.userId !== ctx.user.userId) continue;
    mapping.status = change.status;
    if (change.deleteStatus === true) mapping.deleteStatus = true;
  }
  return ok({ status: SUCCESS });
}

interface SendBody { messageBody: unknown; messageType: unknown; subjectId: unknown; subject: unknown; party: unknown }

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The checks a new message and a reply share; the message text, subject and party, or a refusal. */
function checkSend(ctx: DigxContext, body: Partial<SendBody>, original?: MailRecord): Response | { text: string; subjectId: string | null; subject: string; party: Id | null } {
  const text = typeof body.messageBody === 'string' ? body.messageBody.trim() : '';
  if (text === '') return wrong('Please enter a message.');
  if (text.length > MAX_BODY) return wrong(`A message can be at most ${MAX_BODY} characters.`);
  if (!blank(body.messageType) && body.messageType !== 'M') return wrong('messageType must be M.');

  const offered = subjectsFor(ctx.bank, ctx.user);
  let subjectId = original?.subjectId ?? null;
  let subject = original ? replySubject(original.subject) : '';
  if (!original || !blank(body.subjectId)) {
    const chosen = offered.find((s) => s.subjectId === body.subjectId);
    if (!chosen && !(original && body.subjectId === original.subjectId)) return wrong('Please choose a subject.');
    subjectId = chosen?.subjectId ?? subjectId;
    if (!original) subject = chosen?.subject ?? '';
  }
  if (!blank(body.subject)) {
    if (typeof body.subject !== 'string' || body.subject.trim().length > MAX_SUBJECT) return wrong(`A subject can be at most ${MAX_SUBJECT} characters.`);
    if (!original && body.subject.trim() !== '') subject = body.subject.trim();
  }

  let party: Id | null = original?.party ?? (targetParty(ctx) ?? ownParty(ctx.bank, ctx.user, ctx.user.userProfile.partyId))?.partyId ?? null;
  if (!blank(body.party)) {
    const named = ownParty(ctx.bank, ctx.user, body.party);
    if (!named) return wrong('The party is not one of yours.');
    party = named.partyId;
  }
  return { text, subjectId, subject, party };
}

async function send(ctx: DigxContext, original?: MailRecord): Promise<Response> {
  const checked = checkSend(ctx, await readJson<SendBody>(ctx.request), original);
  if (checked instanceof Response) return checked;
  const mail = mint(ctx.bank, ctx.user, {
    at: ctx.bank.clock.now().getTime(), folder: 'sent', subject: checked.subject, subjectId: checked.subjectId, body: checked.text,
    threadId: original?.threadId, party: checked.party,
  });
  ctx.bank.state.mails.push(mail);
  return ok({ status: SUCCESS, mailId: mail.messageId.value, messageId: mail.messageId }, 201);
}

async function create(ctx: DigxContext): Promise<Response> {
  if (!mayUseMail(ctx.user)) return noAccess();
  deliverAnswers(ctx.bank);
  return send(ctx);
}

async function reply(ctx: DigxContext): Promise<Response> {
  if (!mayUseMail(ctx.user)) return noAccess();
  const original = ownMail(ctx, ctx.params.id);
  if (!original) return notFound();
  if (original.messageType !== 'M') return wrong('A notification cannot be answered.');
  return send(ctx, original);
}

export function mailHandlers(route: Route) {
  return [
    route('get', 'v1/mailbox/mails', list),
    route('post', 'v1/mailbox/mails', create),
    route('get', 'v1/mailbox/mails/:id', one),
    route('put', 'v1/mailbox/mails/:id', markRead),
    route('post', 'v1/mailbox/mails/:id/replyMail', reply),
  ];
}
