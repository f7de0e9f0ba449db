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
}

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
}

export interface AlertSettings {
  events: AlertEvent[];
  contacts: { email: string; sms: string };
  subscription: AlertSubscription | null;
}

/** The body of POST and PUT v1/actionSubscriptions. */
export interface AlertSubscriptionBody {
  subStartDate: IsoDate;
  subEndDate: IsoDate;
  alerts: { alertName: string; alertKeyDTO: AlertKey; email: boolean; sms: boolean }[];
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
