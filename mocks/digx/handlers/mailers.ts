import type { MailerRecord } from '../bank/types';
import { mayUseMail, noAccess, subjectsFor, unreadSummary, wrong } from './mailStore';
import { readJson, SUCCESS } from './payments';
import { ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Bulletins (OBDX "mailers") and the subjects a new message may have, as OBDX's own web client reads them
 * (OBDX_UI components/mailbox/notification-list, notification-detail and compose-mail; docs/digx-api.md
 * "secure mail"). The session user's own bulletins only; the mailbox task code is needed.
 *
 *   GET v1/mailbox/mailers       → {status, mailerUserMapDTOs: [item], summary} (summary as v1/mailbox/count)
 *                                  item = {mapId, messageId {displayValue, value}, subject, receivedDate
 *                                  ("YYYY-MM-DDT00:00:00"), creationDate (London stamp), status 'U'|'R', priority
 *                                  'L'|'M'|'H', deleteStatus, userId}, newest first (obdx-samples/mailbox-mailers.json)
 *   GET v1/mailbox/mailers/{id}  → {status, mailerUserMapDTO: {…item, messageBody}}   id = messageId.value
 *   PUT v1/mailbox/mailers/{id}  {messageId (its value), status: 'R'|'U'|'D', mapId} → {status}   id = mapId;
 *                                  D deletes the user's copy
 *   GET v1/mailCategories        → {status, mailCategoryDTOs: [{name, subjects: [{subjectId, subject}]}]}
 *                                  the subjects the bank offers this user, by category
 *
 * Refusals (HTTP 400): no mailbox task code → accessDenied; an id that is not one of the user's bulletins (GET
 * by messageId, PUT by mapId) → wrongDetails; a body whose mapId or messageId names another bulletin, or a
 * status not R/U/D → wrongDetails.
 */

const mineOf = (ctx: DigxContext) => ctx.bank.state.mailers.filter((m) => m.userId === ctx.user.userId && !m.deleteStatus);
const newest = (a: MailerRecord, b: MailerRecord) => b.receivedDate.localeCompare(a.receivedDate) || b.creationDate.localeCompare(a.creationDate);

export function listItem(mailer: MailerRecord): Omit<MailerRecord, 'messageBody'> {
  const { messageBody: _body, ...item } = mailer;
  return item;
}

const byMessageId = (ctx: DigxContext) => mineOf(ctx).find((m) => m.messageId.value === ctx.params.id);
const byMapId = (ctx: DigxContext) => mineOf(ctx).find((m) => m.mapId === ctx.params.id);
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
  const mailer = byMessageId(ctx);
  return mailer ? ok({ status: SUCCESS, mailerUserMapDTO: { ...mailer } }) : notFound();
}

interface MailerUpdate { messageId: unknown; status: unknown; mapId: unknown }

async function update(ctx: DigxContext): Promise<Response> {
  if (!mayUseMail(ctx.user)) return noAccess();
  const mailer = byMapId(ctx);
  if (!mailer) return notFound();
  const body = await readJson<MailerUpdate>(ctx.request);
  if (body.mapId !== undefined && body.mapId !== mailer.mapId) return wrong('The mapId does not match the bulletin.');
  if (body.messageId !== undefined && body.messageId !== mailer.messageId.value) return wrong('The messageId does not match the bulletin.');
  if (body.status === 'D') mailer.deleteStatus = true;
  else if (body.status === 'R' || body.status === 'U') mailer.status = body.status;
  else return wrong('The status must be R, U or D.');
  return ok({ status: SUCCESS });
}

/** The offered subjects under their categories, in the order the bank lists them. */
function categories(ctx: DigxContext): Response {
  if (!mayUseMail(ctx.user)) return noAccess();
  const byName = new Map<string, { subjectId: string; subject: string }[]>();
  for (const { subjectId, subject, internal } of subjectsFor(ctx.bank, ctx.user)) {
    byName.set(internal.category, [...(byName.get(internal.category) ?? []), { subjectId, subject }]);
  }
  return ok({ status: SUCCESS, mailCategoryDTOs: [...byName].map(([name, subjects]) => ({ name, subjects })) });
}

export function mailerHandlers(route: Route) {
  return [
    route('get', 'v1/mailbox/mailers', list),
    route('get', 'v1/mailbox/mailers/:id', one),
    route('put', 'v1/mailbox/mailers/:id', update),
    route('get', 'v1/mailCategories', categories),
  ];
}
