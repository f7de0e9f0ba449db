/** The settings area's own types (SPEC.md section 3 "User" and "Alerts"; the rest as the issue asks). */
import type { IsoDate } from '@/shared/lib/dates';

/** SPEC.md section 3 "User", as the settings page shows it: email and phone already masked. */
export interface Profile {
  name: string;
  preferredName: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD HH:mm:ss' in Europe/London. */
  lastLogin?: string;
}

/** OBDX's key of an activity event's alert, echoed back when subscribing. */
export interface AlertKey {
  activityId: string;
  eventId: string;
  actionId: string;
}

/** One alert the bank offers (GET v1/activityEventActions): Failed Login Alert, Login Alert. */
export interface AlertEvent {
  name: string;
  key: AlertKey;
  /** OBDX's template of the alert (alertTemplate.keyDTO.id) and its urgency, echoed back; absent when not sent. */
  templateId?: string;
  urgency?: string;
  eventType?: string;
  /** The last day it can be subscribed to (expiryDate). */
  expiryDate?: IsoDate;
  /** The channels the bank has a message for, for this user; absent: both. */
  channels?: AlertChannel[];
  /** OBDX's recipient type of that message template, echoed back. */
  recipientType?: string;
}

export type AlertChannel = 'EMAIL' | 'SMS';

export interface AlertChoice {
  email: boolean;
  sms: boolean;
}

/** By alert name; an alert left out has neither channel. */
export type AlertChoices = Record<string, AlertChoice>;

/** The user's one subscription (SPEC.md section 3 "Alerts"). */
export interface AlertSubscription {
  id: string;
  startDate: IsoDate;
  endDate: IsoDate;
  choices: AlertChoices;
  /** Its subscribed actions for alerts not offered here (other modules'), as the bank sent them: sent back as they are. */
  others: unknown[];
}

/** Who subscribes (OBDX's subscriber): a retail customer's party, or a corporate user by user id. */
export interface AlertSubscriber {
  kind: 'PARTY' | 'CORPORATE';
  /** The party token (v1/me userProfile.partyId.value). */
  party: string;
  userId: string;
}

/** Masked; empty where the bank gave none. */
export interface AlertContacts {
  email: string;
  sms: string;
}

export interface AlertSettings {
  subscriber: AlertSubscriber;
  events: AlertEvent[];
  contacts: AlertContacts;
  subscription: AlertSubscription | null;
}

/** One channel of a subscribed action (OBDX_UI alerts-subscription.js subscribe()). */
export interface SubscriptionPreferenceBody {
  destination: AlertChannel;
  recipient: 'CUSTOMER' | 'USER';
  recipientType?: string;
  recipientCategory: 'PARTY' | 'CORPORATE';
  urgencyType?: string;
  startRestrictedTime: 0;
  endRestrictedTime: 0;
  transactionAmount: { currency: string; amount: 0 };
  consolidationRequired: false;
  timeRestricted: false;
  subscriptionLevel: 'PARTY';
  subscriptionLevelPartyKey: string;
  activityId: string;
  eventId: string;
  actionId: string;
}

/** One alert of the body, by OBDX's keys. */
export interface SubscribedActionBody extends AlertKey {
  actionTemplate?: { keyDTO: { id: string } };
  module: string;
  alertName: string;
  eventType?: string;
  subscribedActionStartDate: IsoDate;
  subscribedActionEndDate: IsoDate;
  subscriptionLevel: 'PARTY';
  subscriptionLevelPartyKey: string;
  subscriptionPreferences: SubscriptionPreferenceBody[];
}

/** The body of POST and PUT v1/actionSubscriptions (PUT names the subscriptionId). */
export interface AlertSubscriptionBody {
  subscriptionId?: string;
  isActive: true;
  subscriptionLevel: 'PARTY';
  subscriptionStartDate: IsoDate;
  subscriptionEndDate: IsoDate;
  subscriber: { party: string; subscriberType: 'PARTY' } | { id: string; subscriberType: 'CORPORATE' };
  /** The alerts chosen here, then the subscription's others unchanged. */
  subscribedActions: unknown[];
}

/** SPEC.md section 4 "Marketing modal". */
export type MarketingOutcome = 'submitted' | 'doNotWishToSee' | 'closed';

export interface MarketingChannels {
  email: boolean;
  sms: boolean;
  post: boolean;
  phone: boolean;
}

export interface MarketingPreferences {
  answered: boolean;
  outcome: MarketingOutcome | null;
  channels: MarketingChannels;
  /** An audit stamp, or null before any answer. */
  updatedOn: string | null;
}

export interface MarketingAnswer {
  outcome: MarketingOutcome;
  channels?: MarketingChannels;
}

/** A payment company (third-party provider) the customer has allowed to see accounts or make payments. */
export interface CompanyConsent {
  id: string;
  company: string;
  permissions: string[];
  /** Masked account numbers, as the bank shows them. */
  accounts: string[];
  grantedOn: IsoDate;
  /** null: until the customer withdraws it. */
  expiresOn: IsoDate | null;
}
