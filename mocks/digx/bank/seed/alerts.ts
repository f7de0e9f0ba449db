/**
 * The alerts a user may subscribe to (GET v1/activityEventActions) and the subscribed actions built from them, in
 * OBDX's shapes (OBDX_UI components/alerts/alerts-subscription): the two SPEC names, by e-mail or SMS, for a retail
 * customer (PARTY, CUSTOMER) and a corporate user (CORPORATE, USER) alike.
 */
import type { ActivityEventActionRecord, AlertName, SubscribedActionWire, SubscriptionPreferenceWire } from '../types';
import { obdxDate, type Day } from './dates';

/** The module the login alerts belong to: the party-level module of OBDX's alert subscription screen. */
export const LOGIN_ALERTS_MODULE = 'PI';
const EXPIRY = '2099-12-31T00:00:00';
const URGENCY = 'H';

function loginAlert(alertName: AlertName, eventId: string, actionId: string): ActivityEventActionRecord {
  const templates = (['EMAIL', 'SMS'] as const).map((destinationType) => ({ messageTemplateId: `${actionId}_${destinationType}`, destinationType }));
  return {
    alertDTO: {
      alertName,
      alertType: 'S',
      expiryDate: EXPIRY,
      eventType: 'S',
      transactional: false,
      alertKeyDTO: { activityId: 'com.ofss.digx.app.security.login', eventId, actionId },
      alertTemplate: { keyDTO: { id: `${actionId}_TEMPLATE` }, urgency: URGENCY },
      recipientMessageTemplates: [
        { keyDTO: { recipient: 'CUSTOMER', recipientCategory: 'PARTY' }, alertType: 'S', recipientType: 'CUS', messageTemplateDTO: templates },
        { keyDTO: { recipient: 'USER', recipientCategory: 'CORPORATE' }, alertType: 'S', recipientType: 'USR', messageTemplateDTO: templates },
      ],
    },
  };
}

export function createAlertCatalogue(): ActivityEventActionRecord[] {
  return [loginAlert('Failed Login Alert', 'FAILED_LOGIN', 'FAILED_LOGIN_ALERT'), loginAlert('Login Alert', 'LOGIN', 'LOGIN_ALERT')];
}

export type AlertDestination = SubscriptionPreferenceWire['destination'];

/** A subscribed action as the bank stores and lists it: the alert's keys and template, one preference a channel. */
export function subscribedAction(
  { alertDTO }: ActivityEventActionRecord,
  party: string,
  recipientCategory: SubscriptionPreferenceWire['recipientCategory'],
  channels: readonly { destination: AlertDestination; address: string }[],
  start: Day,
): SubscribedActionWire {
  return {
    module: LOGIN_ALERTS_MODULE,
    alertName: alertDTO.alertName,
    ...alertDTO.alertKeyDTO,
    subscribedActionStartDate: obdxDate(start),
    subscribedActionEndDate: alertDTO.expiryDate,
    actionTemplate: { keyDTO: { id: alertDTO.alertTemplate.keyDTO.id } },
    subscriptionLevel: 'PARTY',
    subscriptionLevelPartyKey: { value: party },
    subscriptionPreferences: channels.map(({ destination, address }) => ({
      destination,
      destinationAddress: address,
      recipientCategory,
      urgencyType: alertDTO.alertTemplate.urgency,
      consolidationRequired: false,
      timeRestricted: false,
      startRestrictedTime: 0,
      endRestrictedTime: 0,
      transactionAmount: { amount: 0 },
    })),
  };
}
