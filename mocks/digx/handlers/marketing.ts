import { DIGX_CODES } from '../bank/profile';
import { auditStamp } from '../bank/seed';
import type { MarketingConsent } from '../bank/types';
import { readJson, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Marketing preferences and the marketing consent modal (SPEC.md section 4 "Marketing modal"; SPEC.md shows no
 * paths, so these are ours, docs/digx-api.md "marketing preferences"). The answer lives on the user record
 * (seed/users.ts `marketingConsent`) and lasts until /__bank/reset.
 *
 *   GET cz/v1/me/marketingPreferences
 *       → {status, marketingPreferences: {answered, outcome: 'submitted'|'doNotWishToSee'|'closed'|null,
 *          channels: {email, sms, post, phone}, updatedOn: audit stamp | null}}
 *   PUT cz/v1/me/marketingPreferences {outcome, channels?: {email?, sms?, post?, phone?}}
 *       → {status, marketingPreferences}
 *
 * answered is true once the user submitted or chose doNotWishToSee; the app shows the modal after login while it
 * is false. submitted stores the channels (a channel left out is false; all false is a valid answer);
 * doNotWishToSee turns every channel off; closed only records that the modal was closed: it changes nothing for a
 * user who has answered, and leaves the others unanswered so the modal comes back at the next login.
 * Refusals (HTTP 400, wrongDetails): an outcome other than the three; submitted without a channels object; a
 * channel that is not true or false.
 */

export type MarketingOutcome = 'submitted' | 'doNotWishToSee' | 'closed';
type Channels = MarketingConsent['channels'];

const OUTCOME_OF: Record<MarketingConsent['status'], MarketingOutcome | null> = {
  UNANSWERED: null,
  SUBMITTED: 'submitted',
  DO_NOT_WISH_TO_SEE: 'doNotWishToSee',
  CLOSED: 'closed',
};
const CHANNELS: readonly (keyof Channels)[] = ['email', 'sms', 'post', 'phone'];
const NONE: Channels = { email: false, sms: false, post: false, phone: false };

const wrong = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);
const isAnswered = (consent: MarketingConsent) => consent.status === 'SUBMITTED' || consent.status === 'DO_NOT_WISH_TO_SEE';

function wire(consent: MarketingConsent) {
  return {
    answered: isAnswered(consent),
    outcome: OUTCOME_OF[consent.status],
    channels: { email: consent.channels.email, sms: consent.channels.sms, post: consent.channels.post, phone: consent.channels.phone },
    updatedOn: consent.updatedOn,
  };
}

/** The four channels of a body, or undefined when it is not an object of true/false values. */
function readChannels(value: unknown): Channels | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const given = value as Record<string, unknown>;
  const channels = { ...NONE };
  for (const channel of CHANNELS) {
    if (given[channel] === undefined) continue;
    if (typeof given[channel] !== 'boolean') return undefined;
    channels[channel] = given[channel] as boolean;
  }
  return channels;
}

function show(ctx: DigxContext): Response {
  return ok({ status: SUCCESS, marketingPreferences: wire(ctx.user.marketingConsent) });
}

async function save(ctx: DigxContext): Promise<Response> {
  const body = await readJson<{ outcome: unknown; channels: unknown }>(ctx.request);
  const consent = ctx.user.marketingConsent;
  const updatedOn = auditStamp(ctx.bank.clock.now());
  switch (body.outcome) {
    case 'submitted': {
      const channels = readChannels(body.channels);
      if (!channels) return wrong('Say for each of email, sms, post and phone whether we may contact you that way.');
      ctx.user.marketingConsent = { status: 'SUBMITTED', channels, updatedOn };
      break;
    }
    case 'doNotWishToSee':
      ctx.user.marketingConsent = { status: 'DO_NOT_WISH_TO_SEE', channels: { ...NONE }, updatedOn };
      break;
    case 'closed':
      if (!isAnswered(consent)) ctx.user.marketingConsent = { ...consent, channels: { ...consent.channels }, status: 'CLOSED', updatedOn };
      break;
    default:
      return wrong('The outcome must be submitted, doNotWishToSee or closed.');
  }
  return show(ctx);
}

export function marketingHandlers(route: Route) {
  return [
    route('get', 'cz/v1/me/marketingPreferences', show),
    route('put', 'cz/v1/me/marketingPreferences', save),
  ];
}
