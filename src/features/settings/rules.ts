/** Details & settings' business rules (SPEC.md sections 3, 4 and 9), pure and table-tested. */
import type { IsoDate } from '@/shared/lib/dates';
import type {
  AlertChannel,
  AlertChoice,
  AlertChoices,
  AlertEvent,
  AlertSubscriber,
  AlertSubscription,
  AlertSubscriptionBody,
  MarketingChannels,
  MarketingPreferences,
  SubscribedActionBody,
} from './types';

/** The channels login alerts go by (SPEC.md section 3: email and SMS). */
export const ALERT_CHANNELS: readonly AlertChannel[] = ['EMAIL', 'SMS'];

/** Whether the bank offers this alert by this channel: every channel where it names none. */
export const offersChannel = (event: AlertEvent, channel: AlertChannel) => !event.channels || event.channels.includes(channel);

/** SPEC.md section 9: a subscription runs until 2099. */
export const ALERT_END_DATE = '2099-12-31';

/** Which call saving the alerts makes, with what. */
export type AlertSaveCall =
  | { kind: 'none' }
  | { kind: 'create'; body: AlertSubscriptionBody }
  | { kind: 'update'; id: string; body: AlertSubscriptionBody }
  | { kind: 'delete'; id: string };

const NEITHER: AlertChoice = { email: false, sms: false };
const choiceOf = (choices: AlertChoices, name: string): AlertChoice => ({
  email: choices[name]?.email === true,
  sms: choices[name]?.sms === true,
});

/** The same channels for every alert the bank offers. */
export function sameAlertChoices(events: readonly AlertEvent[], a: AlertChoices, b: AlertChoices): boolean {
  return events.every(({ name }) => {
    const [x, y] = [choiceOf(a, name), choiceOf(b, name)];
    return x.email === y.email && x.sms === y.sms;
  });
}

/** Where the save happens: who subscribes, today in London, and the module the alerts belong to. */
export interface AlertSaveContext {
  subscriber: AlertSubscriber;
  today: IsoDate;
  module: string;
}

/** One chosen alert as OBDX's subscribed action: its keys and template, one preference a channel. */
function subscribedAction(event: AlertEvent, choice: AlertChoice, { subscriber, today, module }: AlertSaveContext): SubscribedActionBody {
  const level = { subscriptionLevel: 'PARTY' as const, subscriptionLevelPartyKey: subscriber.party };
  const corporate = subscriber.kind === 'CORPORATE';
  const destinations = ALERT_CHANNELS.filter((c) => (c === 'EMAIL' ? choice.email : choice.sms) && offersChannel(event, c));
  return {
    ...(event.templateId ? { actionTemplate: { keyDTO: { id: event.templateId } } } : {}),
    module,
    ...event.key,
    alertName: event.name,
    ...(event.eventType ? { eventType: event.eventType } : {}),
    subscribedActionStartDate: today,
    subscribedActionEndDate: event.expiryDate ?? ALERT_END_DATE,
    ...level,
    subscriptionPreferences: destinations.map((destination) => ({
      destination,
      recipient: corporate ? ('USER' as const) : ('CUSTOMER' as const),
      recipientCategory: corporate ? ('CORPORATE' as const) : ('PARTY' as const),
      ...(event.recipientType ? { recipientType: event.recipientType } : {}),
      ...(event.urgency ? { urgencyType: event.urgency } : {}),
      startRestrictedTime: 0 as const,
      endRestrictedTime: 0 as const,
      // Login alerts carry no amount: OBDX's client sends a zero in currency 'NA' outside an account.
      transactionAmount: { currency: 'NA', amount: 0 as const },
      consolidationRequired: false as const,
      timeRestricted: false as const,
      ...level,
      ...event.key,
    })),
  };
}

/**
 * SPEC.md section 4 "Alerts": create (POST) when there is no subscription, update (PUT) when there is; with no
 * alert chosen an existing subscription is deleted, unless it still holds alerts of other modules (then it is
 * updated to those alone, as OBDX's own client does). Nothing changed, or nothing chosen and nothing to delete:
 * no call. The body is OBDX's: the chosen alerts by their keys, each with its channels, then the others unchanged.
 */
export function alertSaveCall(
  events: readonly AlertEvent[],
  subscription: AlertSubscription | null,
  choices: AlertChoices,
  context: AlertSaveContext,
): AlertSaveCall {
  if (subscription && sameAlertChoices(events, subscription.choices, choices)) return { kind: 'none' };
  const chosen = events
    .map((event) => subscribedAction(event, choiceOf(choices, event.name), context))
    .filter((action) => action.subscriptionPreferences.length > 0);
  const others = subscription?.others ?? [];
  if (chosen.length === 0 && others.length === 0) return subscription ? { kind: 'delete', id: subscription.id } : { kind: 'none' };
  const { subscriber } = context;
  const body: AlertSubscriptionBody = {
    ...(subscription ? { subscriptionId: subscription.id } : {}),
    isActive: true,
    subscriptionLevel: 'PARTY',
    subscriptionStartDate: subscription?.startDate || context.today,
    subscriptionEndDate: ALERT_END_DATE,
    subscriber: subscriber.kind === 'CORPORATE' ? { id: subscriber.userId, subscriberType: 'CORPORATE' } : { party: subscriber.party, subscriberType: 'PARTY' },
    subscribedActions: [...chosen, ...others],
  };
  return subscription ? { kind: 'update', id: subscription.id, body } : { kind: 'create', body };
}

/** The form's starting ticks: the subscription's, or none. */
export function initialAlertChoices(events: readonly AlertEvent[], subscription: AlertSubscription | null): AlertChoices {
  return Object.fromEntries(events.map(({ name }) => [name, subscription ? choiceOf(subscription.choices, name) : NEITHER]));
}

/** 'alex.pemberton@example.com' → 'a****@example.com'; a value the bank already masked stays as it is. */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (!value || value.includes('*') || at < 1) return value;
  return `${value[0]}****${value.slice(at)}`;
}

/** '+447700900123' → '*******0123': only the last four digits show. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits || phone.includes('*')) return phone.trim();
  return `*******${digits.slice(-4)}`;
}

export const NO_CHANNELS: MarketingChannels = { email: false, sms: false, post: false, phone: false };
export const MARKETING_CHANNELS: readonly (keyof MarketingChannels)[] = ['email', 'sms', 'post', 'phone'];

export const sameChannels = (a: MarketingChannels, b: MarketingChannels) => MARKETING_CHANNELS.every((c) => a[c] === b[c]);

/**
 * The preferences page saves when it would change something: the first answer, an answer after 'do not
 * wish to see' or a close, or other channels. The same channels again send nothing.
 */
export function marketingSaveNeeded(current: MarketingPreferences | undefined, channels: MarketingChannels): boolean {
  if (!current || !current.answered || current.outcome !== 'submitted') return true;
  return !sameChannels(current.channels, channels);
}
