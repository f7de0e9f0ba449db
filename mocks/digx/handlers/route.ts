import { http, HttpResponse, type HttpHandler } from 'msw';
import { DIGX_CODES, translateCode } from '../bank/profile';
import type { Bank } from '../bank/Bank';
import type { Session } from '../bank/security';
import type { UserRecord } from '../bank/types';
import { withAnswerShape } from './answerShape';
import { applyFault } from './applyFault';
import { checkChallenge } from './checkChallenge';
import { obdxError, readCookie, SESSION_COOKIE } from './responses';

export interface DigxContext {
  request: Request;
  params: Record<string, string>;
  url: URL;
  bank: Bank;
  /** Present on every route but the public ones. */
  session: Session;
  user: UserRecord;
}

export interface PublicContext extends Omit<DigxContext, 'session' | 'user'> {
  session?: Session;
  user?: UserRecord;
}

export interface RouteOptions {
  /** Answered without a session (publicKey, salt, nonce, login). */
  public?: boolean;
  /** The nonce endpoint itself needs none. */
  noNonce?: boolean;
  /** The call is protected by the 417 one-time passcode step. */
  challenge?: boolean;
  /**
   * With `challenge`: when this answers true the step is skipped for this call (approvals.ts: the rest of a
   * multi-approval batch rides on the passcode its first item answered; a call that will be refused anyway).
   */
  challengeWaived?: (ctx: DigxContext) => boolean;
}

/**
 * Hostile mode: an error's detail (message.detail, validationError[].errorMessage) carries a payload, for the
 * injected faults and the bank's own refusals alike, since the app may show it. Other answers pass unchanged.
 */
export async function withHostileDetail(bank: Bank, response: Response): Promise<Response> {
  if (!bank.hostile || response.type === 'error' || response.status < 400) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const json = (await response.clone().json().catch(() => undefined)) as { message?: { detail?: unknown; validationError?: { errorMessage?: unknown }[] } } | undefined;
  const message = json?.message;
  if (!message || typeof message !== 'object') return response;
  if (typeof message.detail === 'string') message.detail = bank.text(message.detail);
  for (const item of Array.isArray(message.validationError) ? message.validationError : []) {
    if (typeof item?.errorMessage === 'string') item.errorMessage = bank.text(item.errorMessage);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(json, { status: response.status, headers });
}

interface WireMessage {
  code?: unknown;
  validationError?: { errorCode?: unknown }[];
  relatedMessage?: WireMessage[];
}

/**
 * The handlers name server codes in the demo bank's spelling (bank/profile.ts); a bank of another profile (the
 * stock mode) answers each with its own code of the same meaning: message.code, validationError[].errorCode and
 * relatedMessage[] alike. The demo bank's answers pass unchanged.
 */
export async function withBankCodes(bank: Bank, response: Response): Promise<Response> {
  if (bank.mode === 'demo' || response.type === 'error' || response.status < 400) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const json = (await response.clone().json().catch(() => undefined)) as { message?: WireMessage } | undefined;
  if (!json?.message || typeof json.message !== 'object') return response;
  const translate = (message: WireMessage) => {
    if (typeof message.code === 'string') message.code = translateCode(message.code, bank.profile);
    for (const item of Array.isArray(message.validationError) ? message.validationError : []) {
      if (typeof item?.errorCode === 'string') item.errorCode = translateCode(item.errorCode, bank.profile);
    }
    for (const related of Array.isArray(message.relatedMessage) ? message.relatedMessage : []) if (related && typeof related === 'object') translate(related);
  };
  translate(json.message);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(json, { status: response.status, headers });
}

/** When each session last answered a one-time passcode correctly (bank clock, ms since the epoch). */
const passcodeAnswered = new WeakMap<Session, number>();

export function passcodeAnsweredAt(session: Session | undefined): number | undefined {
  return session ? passcodeAnswered.get(session) : undefined;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Every fake-bank route goes through here, so each one enforces what a real server
 * would, in this order: injected fault, one unused nonce, a live session (not idle for longer than the
 * bank's session idle time), the two-factor step; only then does the route's own resolver run, and its
 * answer is shaped for the bank's profile (answerShape/).
 */
export function createRouter(bank: Bank) {
  function route(
    method: Method,
    path: string,
    resolve: (ctx: DigxContext) => Response | Promise<Response>,
    options?: RouteOptions & { public?: false },
  ): HttpHandler;
  function route(
    method: Method,
    path: string,
    resolve: (ctx: PublicContext) => Response | Promise<Response>,
    options: RouteOptions & { public: true },
  ): HttpHandler;
  function route(
    method: Method,
    path: string,
    resolve: (ctx: DigxContext) => Response | Promise<Response>,
    options: RouteOptions = {},
  ): HttpHandler {
    return http[method](`*/digx/${path}`, async (info) => withHostileDetail(bank, await withBankCodes(bank, await answer(info))));

    async function answer({ request, params, cookies }: { request: Request; params: Record<string, unknown>; cookies: Record<string, string> }): Promise<Response> {
      const url = new URL(request.url);
      const relativePath = url.pathname.replace(/^.*?\/digx\//, '');
      const fault = bank.faults.take(method, relativePath);
      if (fault) {
        const faulted = await applyFault(fault);
        if (faulted) return faulted;
      }
      if (!options.noNonce && !bank.security.spendNonce(request.headers.get('x-nonce'))) {
        return obdxError(403, DIGX_CODES.nonceInvalid, 'The request could not be verified.');
      }
      const now = bank.clock.now().getTime();
      const session = bank.security.liveSession(readCookie(request, cookies, SESSION_COOKIE), now, bank.sessionIdleMs);
      const user = session ? bank.state.users[session.userId] : undefined;
      if (!options.public && (!session || !user)) {
        return obdxError(401, DIGX_CODES.sessionExpired, 'User session expired.');
      }
      // Every authenticated call is the customer's activity; the public ones and the nonce call are not.
      if (!options.public && session) bank.security.touchSession(session, now);
      const ctx: DigxContext = { request, params: params as Record<string, string>, url, bank, session: session as Session, user: user as UserRecord };
      const asked = options.challenge && !options.challengeWaived?.(ctx);
      if (asked || fault?.kind === 'challenge' || request.headers.has('X-CHALLENGE_RESPONSE')) {
        const stopped = await checkChallenge(bank.security, request, bank.mode);
        if (stopped) return stopped;
        if (session) passcodeAnswered.set(session, bank.clock.now().getTime());
      }
      // What the bank's profile leaves out of an answer, and the stock mode's OBDX dress: answerShape/.
      return withAnswerShape(ctx, method, path, await resolve(ctx));
    }
  }
  return route;
}

export type Route = ReturnType<typeof createRouter>;
