/** The profile, marketing and payment-company answers as the app's types (one mapper per resource). */
import { londonDateTime } from '@/shared/lib/london';
import { maskEmail, maskPhone, NO_CHANNELS } from './rules';
import type { CompanyConsent, MarketingOutcome, MarketingPreferences, Profile } from './types';

/** GET v1/me (DIGX-CONTRACT.md). OBDX has no preferred name; a bank that adds one is read, else the first name. */
export interface MeWire {
  userProfile?: {
    userName?: string;
    prefix?: string;
    firstName?: string;
    lastName?: string;
    preferredName?: string;
    emailId?: { displayValue?: string };
    phoneNumber?: { displayValue?: string };
    lastLoginTime?: string;
    /** Who subscribes to alerts (mapAlerts.ts). */
    partyId?: { value?: string };
    roles?: string[];
  };
  preferredName?: string;
}

export function mapProfile(wire: MeWire | undefined): Profile {
  const p = wire?.userProfile ?? {};
  const name = [p.prefix, p.firstName, p.lastName].filter(Boolean).join(' ');
  return {
    name: name || (p.userName ?? ''),
    preferredName: p.preferredName ?? wire?.preferredName ?? p.firstName ?? '',
    email: maskEmail(p.emailId?.displayValue ?? ''),
    phone: maskPhone(p.phoneNumber?.displayValue ?? ''),
    lastLogin: p.lastLoginTime ? londonDateTime(p.lastLoginTime) : undefined,
  };
}

export interface MarketingWire {
  marketingPreferences?: {
    answered?: boolean;
    outcome?: string | null;
    channels?: Partial<Record<keyof typeof NO_CHANNELS, boolean>>;
    updatedOn?: string | null;
  };
}

const OUTCOMES: readonly string[] = ['submitted', 'doNotWishToSee', 'closed'] satisfies MarketingOutcome[];

export function mapMarketing(wire: MarketingWire | undefined): MarketingPreferences {
  const m = wire?.marketingPreferences ?? {};
  const channels = m.channels ?? {};
  return {
    answered: m.answered === true,
    outcome: m.outcome && OUTCOMES.includes(m.outcome) ? (m.outcome as MarketingOutcome) : null,
    channels: { email: channels.email === true, sms: channels.sms === true, post: channels.post === true, phone: channels.phone === true },
    updatedOn: m.updatedOn ?? null,
  };
}

export interface ConsentWire {
  consentId?: string;
  company?: string;
  permissions?: string[];
  accounts?: { displayValue?: string; value?: string }[];
  grantedOn?: string;
  expiresOn?: string | null;
  status?: string;
}

/** Active consents only; dates are business dates ('2024-01-02T00:00:00'), kept as days. */
export function mapConsents(wire: { consents?: ConsentWire[] } | undefined): CompanyConsent[] {
  return (wire?.consents ?? [])
    .filter((c) => c.consentId && (c.status ?? 'ACTIVE').toUpperCase() === 'ACTIVE')
    .map((c) => ({
      id: c.consentId as string,
      company: c.company ?? '',
      permissions: c.permissions ?? [],
      accounts: (c.accounts ?? []).map((a) => a.displayValue ?? '').filter(Boolean),
      grantedOn: (c.grantedOn ?? '').slice(0, 10),
      expiresOn: c.expiresOn ? c.expiresOn.slice(0, 10) : null,
    }));
}
