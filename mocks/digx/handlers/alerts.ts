import { DIGX_CODES } from '../bank/profile';
import { nextCounter, obdxDate } from '../bank/seed';
import { FUNCTION_TASK_CODES, type ActionSubscriptionWire, type ActivityEventActionRecord, type AlertName } from '../bank/types';
import { dayOfText, readJson, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Login alerts (SPEC.md sections 3 and 4 "Alerts", 7 "Alerts and books"; docs/digx-api.md "alerts"). The user's
 * one subscription lives on the user record (seed/users.ts) and lasts until /__bank/reset. Every call needs the
 * alerts function (AL_M_SUB). Shapes are DIGX-CONTRACT.md's:
 *
 *   GET    v1/activityEventActions   → {status, alertResponseDTO: [{alertDTO: {alertName, alertType 'S',
 *          expiryDate, alertKeyDTO: {activityId, eventId, actionId}}}]}   Failed Login Alert and Login Alert
 *   GET    v1/actionSubscriptions[?accountNumber=]   (accountNumber is ignored: login alerts are per user)
 *          → {status, contacts: {email, sms} (as v1/me shows them), actionSubscriptionDTO: [{subscriptionId,
 *          subscriptionStartDate, subscriptionEndDate ('2099-12-31T00:00:00'), isActive, subscribedActions:
 *          [{alertName, subscriptionPreferences: [{destination: 'EMAIL'|'SMS', recipientCategory: 'USER'}]}]}]}
 *          at most one subscription; [] when none
 *   POST   v1/actionSubscriptions {subscriptionStartDate, subscriptionEndDate, subscribedActions}   → 201
 *          {status, subscriptionId}
 *   PUT    v1/actionSubscriptions/{id} (the same body)   → {status}   the alerts are replaced
 *   DELETE v1/actionSubscriptions/{id}   → {status}   the subscription is gone; a later POST makes a new one
 *   POST   cz/v1/actionSubscriptions/prepare (the same body)   → {status, subscriptionStartDate, subscriptionEndDate,
 *          isActive, subscribedActions} as they would be stored; nothing is saved (SPEC.md's alerts prepare call,
 *          path ours)
 *
 * The body may instead be SPEC.md section 3's flat form {subStartDate, subEndDate, alerts: [{alertName,
 * alertKeyDTO?, email: boolean, sms: boolean}]}; dates 'YYYY-MM-DD' or OBDX business dates. An alert without a
 * channel is not kept. Refusals (HTTP 400): no alerts function → accessDenied. Each of these → wrongDetails: POST
 * when the user already has a subscription; no alert with a channel (prepare and PUT too: delete instead); the end
 * date not 2099-12-31; a missing or impossible start date, or one after the end; an unknown alertName, an
 * alertKeyDTO not that alert's, an alert named twice, a destination other than EMAIL or SMS; PUT or DELETE of an
 * id that is not the user's subscription.
 */

export const ALERT_END_DATE = '2099-12-31';
type Destination = 'EMAIL' | 'SMS';
type Subscribed = ActionSubscriptionWire['subscribedActions'][number];

const refuse = (code: string, detail: string) => obdxError(400, code, detail);
const wrong = (detail: string) => refuse(DIGX_CODES.wrongDetails, detail);
const mayUse = (ctx: DigxContext) => FUNCTION_TASK_CODES.alerts.some((code) => ctx.user.allowedTransactions.includes(code));
const noAccess = () => refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');

interface AlertItem {
  alertName?: unknown;
  alertKeyDTO?: { activityId?: unknown; eventId?: unknown; actionId?: unknown };
  subscriptionPreferences?: { destination?: unknown }[];
  email?: unknown;
  sms?: unknown;
}
interface SubscriptionBody {
  subscriptionStartDate: unknown;
  subscriptionEndDate: unknown;
  subscribedActions: AlertItem[];
  subStartDate: unknown;
  subEndDate: unknown;
  alerts: AlertItem[];
}

const sameKey = (given: AlertItem['alertKeyDTO'], alert: ActivityEventActionRecord['alertDTO']) =>
  given === undefined ||
  (given !== null && typeof given === 'object' &&
    given.activityId === alert.alertKeyDTO.activityId && given.eventId === alert.alertKeyDTO.eventId && given.actionId === alert.alertKeyDTO.actionId);

/** The destinations of one item, OBDX's preferences or the flat flags; a string is the refusal. */
function destinationsOf(item: AlertItem): Destination[] | string {
  if (item.subscriptionPreferences !== undefined) {
    if (!Array.isArray(item.subscriptionPreferences)) return 'subscriptionPreferences must be a list.';
    const out = new Set<Destination>();
    for (const preference of item.subscriptionPreferences) {
      const destination = preference?.destination;
      if (destination !== 'EMAIL' && destination !== 'SMS') return 'An alert goes by EMAIL or SMS.';
      out.add(destination);
    }
    return (['EMAIL', 'SMS'] as const).filter((d) => out.has(d));
  }
  return [...(item.email === true ? ['EMAIL' as const] : []), ...(item.sms === true ? ['SMS' as const] : [])];
}

/** The subscription the body asks for, or the refusal. */
function readSubscription(ctx: DigxContext, body: Partial<SubscriptionBody>): Omit<ActionSubscriptionWire, 'subscriptionId'> | Response {
  const endText = body.subscriptionEndDate ?? body.subEndDate;
  const end = dayOfText(endText);
  if (end === undefined || typeof endText !== 'string' || !endText.startsWith(ALERT_END_DATE)) {
    return wrong(`The subscription end date must be ${ALERT_END_DATE}.`);
  }
  const start = dayOfText(body.subscriptionStartDate ?? body.subStartDate);
  if (start === undefined || start > end) return wrong('The subscription start date is not a valid date.');

  const items = body.subscribedActions ?? body.alerts;
  if (!Array.isArray(items)) return wrong('Choose at least one alert by e-mail or SMS.');
  const catalogue = ctx.bank.state.alertCatalogue.map((a) => a.alertDTO);
  const chosen = new Map<AlertName, Destination[]>();
  for (const item of items as AlertItem[]) {
    const alert = catalogue.find((a) => a.alertName === item?.alertName);
    if (!alert) return wrong(`Unknown alert: ${String(item?.alertName)}.`);
    if (!sameKey(item.alertKeyDTO, alert)) return wrong(`The alert key is not that of ${alert.alertName}.`);
    if (chosen.has(alert.alertName)) return wrong(`${alert.alertName} is named twice.`);
    const destinations = destinationsOf(item);
    if (typeof destinations === 'string') return wrong(destinations);
    chosen.set(alert.alertName, destinations);
  }
  const subscribedActions: Subscribed[] = catalogue
    .filter((a) => (chosen.get(a.alertName)?.length ?? 0) > 0)
    .map((a) => ({
      alertName: a.alertName,
      subscriptionPreferences: (chosen.get(a.alertName) ?? []).map((destination) => ({ destination, recipientCategory: 'USER' as const })),
    }));
  if (subscribedActions.length === 0) return wrong('Choose at least one alert by e-mail or SMS.');
  return { subscriptionStartDate: obdxDate(start), subscriptionEndDate: obdxDate(end), isActive: true, subscribedActions };
}

const ownSubscription = (ctx: DigxContext) => ctx.user.alertSubscriptions.find((s) => s.subscriptionId === ctx.params.id);
const notFound = () => wrong('The alert subscription could not be found.');

function catalogue(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  return ok({ status: SUCCESS, alertResponseDTO: ctx.bank.state.alertCatalogue });
}

function list(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  return ok({ status: SUCCESS, contacts: { ...ctx.user.alertContacts }, actionSubscriptionDTO: ctx.user.alertSubscriptions });
}

async function create(ctx: DigxContext): Promise<Response> {
  if (!mayUse(ctx)) return noAccess();
  if (ctx.user.alertSubscriptions.length > 0) return wrong('You already have an alert subscription; change it instead.');
  const read = readSubscription(ctx, await readJson<SubscriptionBody>(ctx.request));
  if (read instanceof Response) return read;
  const subscriptionId = `SUB${String(nextCounter(ctx.bank.state, 'subscription')).padStart(7, '0')}`;
  ctx.user.alertSubscriptions = [{ subscriptionId, ...read }];
  return ok({ status: SUCCESS, subscriptionId }, 201);
}

async function update(ctx: DigxContext): Promise<Response> {
  if (!mayUse(ctx)) return noAccess();
  const current = ownSubscription(ctx);
  if (!current) return notFound();
  const read = readSubscription(ctx, await readJson<SubscriptionBody>(ctx.request));
  if (read instanceof Response) return read;
  Object.assign(current, read);
  return ok({ status: SUCCESS });
}

async function prepare(ctx: DigxContext): Promise<Response> {
  if (!mayUse(ctx)) return noAccess();
  const read = readSubscription(ctx, await readJson<SubscriptionBody>(ctx.request));
  return read instanceof Response ? read : ok({ status: SUCCESS, ...read });
}

function remove(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  const current = ownSubscription(ctx);
  if (!current) return notFound();
  ctx.user.alertSubscriptions = ctx.user.alertSubscriptions.filter((s) => s !== current);
  return ok({ status: SUCCESS });
}

export function alertHandlers(route: Route) {
  return [
    route('get', 'v1/activityEventActions', catalogue),
    route('get', 'v1/actionSubscriptions', list),
    route('post', 'v1/actionSubscriptions', create),
    route('post', 'cz/v1/actionSubscriptions/prepare', prepare),
    route('put', 'v1/actionSubscriptions/:id', update),
    route('delete', 'v1/actionSubscriptions/:id', remove),
  ];
}
