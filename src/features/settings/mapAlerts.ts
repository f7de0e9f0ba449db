/**
 * GET v1/activityEventActions and v1/actionSubscriptions as the app's alert settings. The subscription
 * arrives in either of two shapes, read by one mapper (DIGX-CONTRACT.md: the fake bank and a real OBDX
 * may differ): SPEC.md section 3's flat `actionSubscriptionDTOs[{subStartDate, subEndDate, alerts[{alertName,
 * email, sms}]}]`, or OBDX's `actionSubscriptionDTO[{subscriptionStartDate, subscriptionEndDate,
 * subscribedActions[{alertName, subscriptionPreferences[{destination: EMAIL|SMS}]}]}]`.
 */
import { maskEmail, maskPhone } from './rules';
import type { AlertChoices, AlertEvent, AlertSettings, AlertSubscription } from './types';

export interface EventsWire {
  alertResponseDTO?: { alertDTO?: { alertName?: string; alertKeyDTO?: Partial<AlertEvent['key']> } }[];
}

interface AlertWire {
  alertName?: string;
  email?: boolean;
  sms?: boolean;
  subscriptionPreferences?: { destination?: string }[];
}

interface SubscriptionWire {
  subscriptionId?: string;
  subStartDate?: string;
  subEndDate?: string;
  subscriptionStartDate?: string;
  subscriptionEndDate?: string;
  isActive?: boolean;
  alerts?: AlertWire[];
  subscribedActions?: AlertWire[];
}

export interface SubscriptionsWire {
  contacts?: { email?: string; sms?: string };
  actionSubscriptionDTOs?: SubscriptionWire[];
  actionSubscriptionDTO?: SubscriptionWire[];
}

/** The bank's alerts, in its order, each with its key. */
export function mapAlertEvents(wire: EventsWire | undefined): AlertEvent[] {
  return (wire?.alertResponseDTO ?? []).flatMap(({ alertDTO }) =>
    alertDTO?.alertName
      ? [{ name: alertDTO.alertName, key: { activityId: alertDTO.alertKeyDTO?.activityId ?? '', eventId: alertDTO.alertKeyDTO?.eventId ?? '', actionId: alertDTO.alertKeyDTO?.actionId ?? '' } }]
      : [],
  );
}

const day = (value: string | undefined) => (value ?? '').slice(0, 10);

function choicesOf(alerts: AlertWire[]): AlertChoices {
  const choices: AlertChoices = {};
  for (const alert of alerts) {
    if (!alert.alertName) continue;
    const destinations = (alert.subscriptionPreferences ?? []).map((p) => String(p.destination ?? '').toUpperCase());
    choices[alert.alertName] = {
      email: alert.email === true || destinations.includes('EMAIL'),
      sms: alert.sms === true || destinations.includes('SMS'),
    };
  }
  return choices;
}

/** The user's one subscription (the first active one), or null. */
export function mapSubscription(wire: SubscriptionsWire | undefined): AlertSubscription | null {
  const list = wire?.actionSubscriptionDTOs ?? wire?.actionSubscriptionDTO ?? [];
  const found = list.find((s) => s.subscriptionId && s.isActive !== false);
  if (!found?.subscriptionId) return null;
  return {
    id: found.subscriptionId,
    startDate: day(found.subStartDate ?? found.subscriptionStartDate),
    endDate: day(found.subEndDate ?? found.subscriptionEndDate),
    choices: choicesOf(found.alerts ?? found.subscribedActions ?? []),
  };
}

export function mapAlertSettings(events: EventsWire | undefined, subscriptions: SubscriptionsWire | undefined): AlertSettings {
  return {
    events: mapAlertEvents(events),
    contacts: { email: maskEmail(subscriptions?.contacts?.email ?? ''), sms: maskPhone(subscriptions?.contacts?.sms ?? '') },
    subscription: mapSubscription(subscriptions),
  };
}
