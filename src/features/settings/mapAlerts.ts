/**
 * The alerts calls' answers as the app's alert settings, read as OBDX's own web client reads them (OBDX_UI
 * components/alerts/alerts-subscription/alerts-subscription.js):
 * - GET v1/activityEventActions: `alertResponseDTO[].alertDTO {alertName, alertType, expiryDate, eventType,
 *   alertKeyDTO {activityId, eventId, actionId}, alertTemplate {keyDTO.id, urgency}}`;
 * - GET v1/actionSubscriptions: the first active `actionSubscriptionDTO[]` item's subscriptionId, dates and
 *   `subscribedActions[{activityId, eventId, actionId, alertName, subscriptionPreferences[].destination}]`; SPEC.md
 *   section 3's flat form (`actionSubscriptionDTOs[{subStartDate, subEndDate, alerts[{alertName, email, sms}]}]`) is
 *   read too, as this bank's own words for it;
 * - GET v1/parties/{partyId}/contactPoints: `partyContacts[{contactType, email, phone.number}]`;
 * - GET v1/me: who subscribes (`userProfile.partyId.value`, `userName`, `roles`).
 * A key that is not there is left out: no invented key, date or contact.
 */
import type { IsoDate } from '@/shared/lib/dates';
import type { MeWire } from './mapSettings';
import { ALERT_CHANNELS, maskEmail, maskPhone } from './rules';
import type { AlertChoices, AlertContacts, AlertEvent, AlertSettings, AlertSubscriber, AlertSubscription } from './types';

interface AlertDtoWire {
  alertName?: string;
  alertType?: string;
  expiryDate?: string;
  eventType?: string;
  alertKeyDTO?: { activityId?: string; eventId?: string; actionId?: string };
  alertTemplate?: { keyDTO?: { id?: string }; urgency?: string };
  recipientMessageTemplates?: {
    keyDTO?: { recipient?: string; recipientCategory?: string };
    alertType?: string;
    recipientType?: string;
    messageTemplateDTO?: { destinationType?: string }[];
  }[];
}

export interface EventsWire {
  alertResponseDTO?: { alertDTO?: AlertDtoWire }[];
}

interface PreferenceWire {
  destination?: string;
}

export interface SubscribedActionWire {
  alertName?: string;
  activityId?: string;
  eventId?: string;
  actionId?: string;
  subscriptionPreferences?: PreferenceWire[];
  /** SPEC.md's flat form. */
  email?: boolean;
  sms?: boolean;
}

interface SubscriptionWire {
  subscriptionId?: string;
  isActive?: boolean;
  subscriptionStartDate?: string;
  subscriptionEndDate?: string;
  subscribedActions?: SubscribedActionWire[];
  subStartDate?: string;
  subEndDate?: string;
  alerts?: SubscribedActionWire[];
}

export interface SubscriptionsWire {
  actionSubscriptionDTO?: SubscriptionWire[];
  actionSubscriptionDTOs?: SubscriptionWire[];
}

export interface ContactPointsWire {
  partyContacts?: { contactType?: string; email?: string; phone?: { number?: string } }[];
}

const day = (value: string | undefined) => (value ?? '').slice(0, 10);

/** OBDX's recipient pair of a retail customer and of a corporate user (alerts-subscription.js). */
const RECIPIENT = { PARTY: ['CUSTOMER', 'PARTY'], CORPORATE: ['USER', 'CORPORATE'] } as const;

/**
 * The channels the bank has a message for, for this kind of user, and its recipient type; undefined where the
 * bank names no templates at all (then both channels are offered).
 */
function channelsOf(alert: AlertDtoWire, kind: AlertSubscriber['kind']): Pick<AlertEvent, 'channels' | 'recipientType'> | undefined {
  if (!alert.recipientMessageTemplates) return undefined;
  const [recipient, category] = RECIPIENT[kind];
  const mine = alert.recipientMessageTemplates.filter(
    (t) => t.keyDTO?.recipient === recipient && t.keyDTO.recipientCategory === category && (!t.alertType || t.alertType === 'S'),
  );
  const destinations = new Set(mine.flatMap((t) => (t.messageTemplateDTO ?? []).map((m) => m.destinationType)));
  const recipientType = mine.find((t) => t.recipientType)?.recipientType;
  return { channels: ALERT_CHANNELS.filter((c) => destinations.has(c)), ...(recipientType ? { recipientType } : {}) };
}

/**
 * The bank's subscribable (alertType S) alerts, in its order. Left out, as OBDX's own client leaves them out: one
 * without a name or full key; (given today) one that expires today or before; one whose templates offer this
 * kind of user no e-mail or SMS.
 */
export function mapAlertEvents(wire: EventsWire | undefined, today?: IsoDate, kind: AlertSubscriber['kind'] = 'PARTY'): AlertEvent[] {
  return (wire?.alertResponseDTO ?? []).flatMap(({ alertDTO }) => {
    const key = alertDTO?.alertKeyDTO;
    if (!alertDTO?.alertName || !key?.activityId || !key.eventId || !key.actionId) return [];
    if (alertDTO.alertType && alertDTO.alertType !== 'S') return [];
    if (today && alertDTO.expiryDate && day(alertDTO.expiryDate) <= today) return [];
    const event: AlertEvent = { name: alertDTO.alertName, key: { activityId: key.activityId, eventId: key.eventId, actionId: key.actionId } };
    if (alertDTO.alertTemplate?.keyDTO?.id) event.templateId = alertDTO.alertTemplate.keyDTO.id;
    if (alertDTO.alertTemplate?.urgency) event.urgency = alertDTO.alertTemplate.urgency;
    if (alertDTO.eventType) event.eventType = alertDTO.eventType;
    if (alertDTO.expiryDate) event.expiryDate = day(alertDTO.expiryDate);
    const channels = channelsOf(alertDTO, kind);
    if (channels?.channels?.length === 0) return [];
    return [{ ...event, ...channels }];
  });
}

/** The event a subscribed action is for: by OBDX's key, else (SPEC.md's flat form) by name. */
function eventOf(action: SubscribedActionWire, events: readonly AlertEvent[]): AlertEvent | undefined {
  if (action.activityId || action.eventId || action.actionId) {
    return events.find(({ key }) => key.activityId === action.activityId && key.eventId === action.eventId && key.actionId === action.actionId);
  }
  return events.find(({ name }) => name === action.alertName);
}

/**
 * The user's one subscription (the first active one), or null. Its actions for alerts not on offer here (other
 * modules' alerts share the subscription) are kept as they came, to be sent back unchanged.
 */
export function mapSubscription(wire: SubscriptionsWire | undefined, events: readonly AlertEvent[]): AlertSubscription | null {
  const list = wire?.actionSubscriptionDTO ?? wire?.actionSubscriptionDTOs ?? [];
  const found = list.find((s) => s.subscriptionId && s.isActive !== false);
  if (!found?.subscriptionId) return null;
  const choices: AlertChoices = {};
  const others: unknown[] = [];
  for (const action of found.subscribedActions ?? found.alerts ?? []) {
    const event = eventOf(action, events);
    if (!event) {
      others.push(action);
      continue;
    }
    const destinations = (action.subscriptionPreferences ?? []).map((p) => String(p.destination ?? '').toUpperCase());
    choices[event.name] = { email: action.email === true || destinations.includes('EMAIL'), sms: action.sms === true || destinations.includes('SMS') };
  }
  return {
    id: found.subscriptionId,
    startDate: day(found.subscriptionStartDate ?? found.subStartDate),
    endDate: day(found.subscriptionEndDate ?? found.subEndDate),
    choices,
    others,
  };
}

/** Personal before work: PEM else WEM for e-mail, HMO else WMO for the mobile. */
export function mapContacts(wire: ContactPointsWire | undefined): AlertContacts {
  const contacts = wire?.partyContacts ?? [];
  const email = (type: string) => contacts.find((c) => c.contactType === type && c.email)?.email;
  const mobile = (type: string) => contacts.find((c) => c.contactType === type && c.phone?.number)?.phone?.number;
  return { email: maskEmail(email('PEM') ?? email('WEM') ?? ''), sms: maskPhone(mobile('HMO') ?? mobile('WMO') ?? '') };
}

/** Who subscribes: a corporate user by user id, anyone else by the party (OBDX_UI: userSegment CORP or not). */
export function mapSubscriber(wire: MeWire | undefined): AlertSubscriber {
  const profile = wire?.userProfile;
  const corporate = (profile?.roles ?? []).some((role) => role.toLowerCase() === 'corporateuser');
  return { kind: corporate ? 'CORPORATE' : 'PARTY', party: profile?.partyId?.value ?? '', userId: profile?.userName ?? '' };
}

export function mapAlertSettings(
  subscriber: AlertSubscriber,
  events: EventsWire | undefined,
  subscriptions: SubscriptionsWire | undefined,
  contacts: ContactPointsWire | undefined,
  today?: IsoDate,
): AlertSettings {
  const mappedEvents = mapAlertEvents(events, today, subscriber.kind);
  return { subscriber, events: mappedEvents, contacts: mapContacts(contacts), subscription: mapSubscription(subscriptions, mappedEvents) };
}
