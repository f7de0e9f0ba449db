import { DIGX_CODES } from '../bank/profile';
import { nextCounter, obdxDate } from '../bank/seed';
import { LOGIN_ALERTS_MODULE, subscribedAction, type AlertDestination } from '../bank/seed/alerts';
import { FUNCTION_TASK_CODES, type ActionSubscriptionWire, type ActivityEventActionRecord, type SubscribedActionWire } from '../bank/types';
import { dayOfText, readJson, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Login alerts (SPEC.md sections 3 and 4 "Alerts", 7 "Alerts and books"; docs/digx-api.md "alerts"), in OBDX's own
 * shapes (OBDX_UI components/alerts/alerts-subscription/model.js and alerts-subscription.js), in both modes: these
 * are v1 calls. The user's one subscription lives on the user record (seed/users.ts) and lasts until /__bank/reset.
 * The alerts calls need the alerts function (AL_M_SUB).
 *
 *   GET    v1/activityEventActions[?moduleId&alertType]   → {status, alertResponseDTO: [{alertDTO: {alertName,
 *          alertType, expiryDate, eventType, transactional, alertKeyDTO, alertTemplate, recipientMessageTemplates}}]}
 *          the login alerts are module PI's; another moduleId lists none, alertType S lists them
 *   GET    v1/actionSubscriptions[?subscriptionLevelType=PARTY | ?userId]   → {status, actionSubscriptionDTO:
 *          [{subscriptionId, isActive, subscriptionLevel, subscriptionStartDate, subscriptionEndDate,
 *          subscribedActions: [{module, alertName, activityId, eventId, actionId, …, subscriptionPreferences}]}]}
 *          at most one subscription, the user's own whatever the query; [] when none
 *   GET    v1/parties/{partyId}/contactPoints   → {status, partyContacts: [{contactType: 'PEM', email},
 *          {contactType: 'HMO', phone: {number}}]}, for a party of the user only
 *   POST   v1/actionSubscriptions {isActive, subscriptionLevel: 'PARTY', subscriptionStartDate, subscriptionEndDate,
 *          subscriber, subscribedActions: [{activityId, eventId, actionId, alertName?, subscriptionPreferences:
 *          [{destination, recipientCategory, destinationAddress?}]}]}   → 201 {status}
 *   PUT    v1/actionSubscriptions/{id} (the same body, subscriptionId optional)   → {status}   the alerts are replaced
 *   DELETE v1/actionSubscriptions/{id}   → {status}   the subscription is gone; a later POST makes a new one
 *   POST   cz/v1/actionSubscriptions/prepare (the same body)   → {status, …the subscription as it would be stored};
 *          nothing is saved (SPEC.md's alerts prepare call, path ours)
 *
 * The subscriber is the user's party {party, subscriberType: 'PARTY'} or the user {id, subscriberType:
 * 'CORPORATE'}. An alert without a channel is not kept; a preference without destinationAddress goes to the
 * user's contact. Refusals (HTTP 400): no alerts function → accessDenied. Each of these → wrongDetails: POST when
 * the user already has a subscription; no alert with a channel (prepare and PUT too: delete instead); the end
 * date not 2099-12-31; a missing or impossible start date, or one after the end; a level other than PARTY, a
 * subscriber not this user, isActive false; an alert key that is no alert's, an alertName not that key's, an
 * alert named twice, a destination other than EMAIL or SMS; PUT or DELETE of an id that is not the user's
 * subscription, or a body naming another id.
 */

export const ALERT_END_DATE = '2099-12-31';

const refuse = (code: string, detail: string) => obdxError(400, code, detail);
const wrong = (detail: string) => refuse(DIGX_CODES.wrongDetails, detail);
const mayUse = (ctx: DigxContext) => FUNCTION_TASK_CODES.alerts.some((code) => ctx.user.allowedTransactions.includes(code));
const noAccess = () => refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');

interface PreferenceItem {
  destination?: unknown;
  recipientCategory?: unknown;
  destinationAddress?: unknown;
}
interface ActionItem {
  alertName?: unknown;
  activityId?: unknown;
  eventId?: unknown;
  actionId?: unknown;
  subscriptionPreferences?: PreferenceItem[];
}
interface SubscriptionBody {
  subscriptionId: unknown;
  isActive: unknown;
  subscriptionLevel: unknown;
  subscriptionStartDate: unknown;
  subscriptionEndDate: unknown;
  subscriber: { party?: unknown; id?: unknown; subscriberType?: unknown };
  subscribedActions: ActionItem[];
}

/** The party tokens of the user's own parties. */
const ownParties = (ctx: DigxContext) =>
  Object.values(ctx.bank.state.parties)
    .filter((party) => ctx.user.partyNumbers.includes(party.partyNumber))
    .map((party) => party.partyId.value);

/** The party the subscription is for: the subscriber's own, or the user's main party for a corporate user. */
function subscriberParty(ctx: DigxContext, subscriber: SubscriptionBody['subscriber'] | undefined): string | undefined {
  if (subscriber?.subscriberType === 'PARTY' && typeof subscriber.party === 'string') {
    return ownParties(ctx).includes(subscriber.party) ? subscriber.party : undefined;
  }
  if (subscriber?.subscriberType === 'CORPORATE' && subscriber.id === ctx.user.userId) return ctx.user.userProfile.partyId.value;
  return undefined;
}

const keyOf = (alert: ActivityEventActionRecord) => alert.alertDTO.alertKeyDTO;
const sameKey = (item: ActionItem, alert: ActivityEventActionRecord) =>
  item.activityId === keyOf(alert).activityId && item.eventId === keyOf(alert).eventId && item.actionId === keyOf(alert).actionId;

/** The channels of one item, each with where it goes; a string is the refusal. */
function channelsOf(ctx: DigxContext, item: ActionItem): { destination: AlertDestination; address: string }[] | string {
  if (!Array.isArray(item.subscriptionPreferences)) return 'subscriptionPreferences must be a list.';
  const out = new Map<AlertDestination, string>();
  for (const preference of item.subscriptionPreferences) {
    const destination = preference?.destination;
    if (destination !== 'EMAIL' && destination !== 'SMS') return 'An alert goes by EMAIL or SMS.';
    const contact = destination === 'EMAIL' ? ctx.user.alertContacts.email : ctx.user.alertContacts.sms;
    out.set(destination, typeof preference.destinationAddress === 'string' && preference.destinationAddress ? preference.destinationAddress : contact);
  }
  return (['EMAIL', 'SMS'] as const).filter((d) => out.has(d)).map((destination) => ({ destination, address: out.get(destination) ?? '' }));
}

/** The subscription the body asks for, or the refusal. */
function readSubscription(ctx: DigxContext, body: Partial<SubscriptionBody>): Omit<ActionSubscriptionWire, 'subscriptionId'> | Response {
  const endText = body.subscriptionEndDate;
  const end = dayOfText(endText);
  if (end === undefined || typeof endText !== 'string' || !endText.startsWith(ALERT_END_DATE)) {
    return wrong(`The subscription end date must be ${ALERT_END_DATE}.`);
  }
  const start = dayOfText(body.subscriptionStartDate);
  if (start === undefined || start > end) return wrong('The subscription start date is not a valid date.');
  if (body.subscriptionLevel !== 'PARTY') return wrong('Login alerts are subscribed at PARTY level.');
  if (body.isActive === false) return wrong('A subscription is made active.');
  const party = subscriberParty(ctx, body.subscriber);
  if (!party) return wrong('The subscriber is not you.');
  const recipientCategory = body.subscriber?.subscriberType === 'CORPORATE' ? 'CORPORATE' : 'PARTY';

  const items = body.subscribedActions;
  if (!Array.isArray(items)) return wrong('Choose at least one alert by e-mail or SMS.');
  const chosen = new Map<ActivityEventActionRecord, { destination: AlertDestination; address: string }[]>();
  for (const item of items as ActionItem[]) {
    const alert = ctx.bank.state.alertCatalogue.find((a) => sameKey(item ?? {}, a));
    if (!alert) return wrong(`Unknown alert: ${String(item?.activityId)}/${String(item?.eventId)}/${String(item?.actionId)}.`);
    if (item.alertName !== undefined && item.alertName !== alert.alertDTO.alertName) return wrong(`The alert key is not that of ${String(item.alertName)}.`);
    if (chosen.has(alert)) return wrong(`${alert.alertDTO.alertName} is named twice.`);
    const channels = channelsOf(ctx, item);
    if (typeof channels === 'string') return wrong(channels);
    chosen.set(alert, channels);
  }
  const subscribedActions: SubscribedActionWire[] = ctx.bank.state.alertCatalogue
    .filter((alert) => (chosen.get(alert)?.length ?? 0) > 0)
    .map((alert) => subscribedAction(alert, party, recipientCategory, chosen.get(alert) ?? [], start));
  if (subscribedActions.length === 0) return wrong('Choose at least one alert by e-mail or SMS.');
  return { isActive: true, subscriptionLevel: 'PARTY', subscriptionStartDate: obdxDate(start), subscriptionEndDate: obdxDate(end), subscribedActions };
}

const ownSubscription = (ctx: DigxContext) => ctx.user.alertSubscriptions.find((s) => s.subscriptionId === ctx.params.id);
const notFound = () => wrong('The alert subscription could not be found.');

function catalogue(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  const moduleId = ctx.url.searchParams.get('moduleId');
  const alertType = ctx.url.searchParams.get('alertType');
  const listed = ctx.bank.state.alertCatalogue.filter(
    ({ alertDTO }) => (!moduleId || moduleId.toUpperCase() === LOGIN_ALERTS_MODULE) && (!alertType || alertDTO.alertType === alertType),
  );
  return ok({ status: SUCCESS, alertResponseDTO: listed });
}

function list(ctx: DigxContext): Response {
  if (!mayUse(ctx)) return noAccess();
  return ok({ status: SUCCESS, actionSubscriptionDTO: ctx.user.alertSubscriptions });
}

function contactPoints(ctx: DigxContext): Response {
  if (!ownParties(ctx).includes(ctx.params.partyId)) return wrong('The party could not be found.');
  const { email, sms } = ctx.user.alertContacts;
  return ok({
    status: SUCCESS,
    partyContacts: [...(email ? [{ contactType: 'PEM', email }] : []), ...(sms ? [{ contactType: 'HMO', phone: { number: sms } }] : [])],
  });
}

async function create(ctx: DigxContext): Promise<Response> {
  if (!mayUse(ctx)) return noAccess();
  if (ctx.user.alertSubscriptions.length > 0) return wrong('You already have an alert subscription; change it instead.');
  const read = readSubscription(ctx, await readJson<SubscriptionBody>(ctx.request));
  if (read instanceof Response) return read;
  const subscriptionId = `SUB${String(nextCounter(ctx.bank.state, 'subscription')).padStart(7, '0')}`;
  ctx.user.alertSubscriptions = [{ subscriptionId, ...read }];
  return ok({ status: SUCCESS }, 201);
}

async function update(ctx: DigxContext): Promise<Response> {
  if (!mayUse(ctx)) return noAccess();
  const current = ownSubscription(ctx);
  if (!current) return notFound();
  const body = await readJson<SubscriptionBody>(ctx.request);
  if (body.subscriptionId !== undefined && body.subscriptionId !== current.subscriptionId) return notFound();
  const read = readSubscription(ctx, body);
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
    route('get', 'v1/parties/:partyId/contactPoints', contactPoints),
    route('post', 'v1/actionSubscriptions', create),
    route('post', 'cz/v1/actionSubscriptions/prepare', prepare),
    route('put', 'v1/actionSubscriptions/:id', update),
    route('delete', 'v1/actionSubscriptions/:id', remove),
  ];
}
