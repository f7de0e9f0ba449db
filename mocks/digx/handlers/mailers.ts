import { toWire } from '../bank/seed';
import type { MailerRecord } from '../bank/types';
import { mayUseMail, noAccess, subjectsFor, unreadSummary, wrong } from './mailStore';
import { readJson, SUCCESS } from './payments';
import { ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Bulletins (OBDX "mailers") and the subjects a new message may have (SPEC.md section 7 "Mail";
 * docs/digx-api.md "secure mail"). The session user's own bulletins only; the mailbox task code is needed.
 *
 *   GET v1/mailbox/mailers       → {status, mailerUserMapDTOs: [item], summary} (summary as v1/mailbox/count)
 *                                  item = {mapId, messageId {displayValue, value}, subject, receivedDate
 *                                  ("YYYY-MM-DDT00:00:00"), creationDate (London stamp), status 'U'|'R', priority
 *                                  'L'|'M'|'H', deleteStatus, userId}, newest first (obdx-samples/mailbox-mailers.json)
 *   GET v1/mailbox/mailers/{id}  → {status, mailer: {…item, messageBody}}   id = messageId.value
 *   PUT v1/mailbox/mailers/{id}  {status: 'R'|'U'} (or {messageUserMappings: [{status}]}) → {status}
 *   GET v1/mailbox/subjects      → {status, subjects: [{subjectId, subject, enquiry: 'service'|'account'|null}]}
 *                                  enquiry marks the subjects of /secure-mail/enquiry
 *
 * Refusals (HTTP 400): no mailbox task code → accessDenied; an id that is not one of the user's bulletins →
 * wrongDetails; read status not R/U → wrongDetails.
 */

const mineOf = (ctx: DigxContext) => ctx.bank.state.mailers.filter((m) => m.userId === ctx.user.userId && !m.deleteStatus);
const newest = (a: MailerRecord, b: MailerRecord) => b.receivedDate.localeCompare(a.receivedDate) || b.creationDate.localeCompare(a.creationDate);

export function listItem(mailer: MailerRecord): Omit<MailerRecord, 'messageBody'> {
  const { messageBody: _body, ...item } = mailer;
  return item;
}

const find = (ctx: DigxContext) => mineOf(ctx).find((m) => m.messageId.value === ctx.params.id);
const notFound = () => wrong('The bulletin could not be found.');

function list(ctx: DigxContext): Response {
  if (!mayUseMail(ctx.user)) return noAccess();
  const mine = mineOf(ctx).sort(newest);
  return ok({
    status: SUCCESS,
    mailerUserMapDTOs: mine.map(listItem),
    summary: unreadSummary(ctx.bank, ctx.user),
  });
}

function one(ctx: DigxContext): Response {
  if (!mayUseMail(ctx.user)) return noAccess();
  const mailer = find(ctx);
  return mailer ? ok({ status: SUCCESS, mailer: { ...mailer } }) : notFound();
}

async function markRead(ctx: DigxContext): Promise<Response> {
  if (!mayUseMail(ctx.user)) return noAccess();
  const mailer = find(ctx);
  if (!mailer) return notFound();
  const body = await readJson<{ status: unknown; messageUserMappings: { status?: unknown }[] }>(ctx.request);
  const status = Array.isArray(body.messageUserMappings) ? body.messageUserMappings[0]?.status : body.status;
  if (status !== 'R' && status !== 'U') return wrong('The read status must be R or U.');
  mailer.status = status;
  return ok({ status: SUCCESS });
}

function subjects(ctx: DigxContext): Response {
  if (!mayUseMail(ctx.user)) return noAccess();
  return ok({ status: SUCCESS, subjects: subjectsFor(ctx.bank, ctx.user).map((s) => toWire(s)) });
}

export function mailerHandlers(route: Route) {
  return [
    route('get', 'v1/mailbox/mailers', list),
    route('get', 'v1/mailbox/mailers/:id', one),
    route('put', 'v1/mailbox/mailers/:id', markRead),
    route('get', 'v1/mailbox/subjects', subjects),
  ];
}
