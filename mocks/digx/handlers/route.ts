import { http, type HttpHandler } from 'msw';
import { DIGX_CODES } from '../../../src/shared/api/digxCodes';
import type { Bank } from '../bank/Bank';
import type { Session } from '../bank/security';
import type { UserRecord } from '../bank/types';
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
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Every fake-bank route goes through here, so each one enforces what a real server
 * would, in this order: injected fault, one unused nonce, a live session, the
 * two-factor step; only then does the route's own resolver run.
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
    return http[method](`*/digx/${path}`, async ({ request, params, cookies }) => {
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
      const session = bank.security.session(readCookie(request, cookies, SESSION_COOKIE));
      const user = session ? bank.state.users[session.userId] : undefined;
      if (!options.public && (!session || !user)) {
        return obdxError(401, DIGX_CODES.sessionExpired, 'User session expired.');
      }
      if (options.challenge || fault?.kind === 'challenge' || request.headers.has('X-CHALLENGE_RESPONSE')) {
        const stopped = await checkChallenge(bank.security, request);
        if (stopped) return stopped;
      }
      return resolve({
        request,
        params: params as Record<string, string>,
        url,
        bank,
        session: session as Session,
        user: user as UserRecord,
      });
    });
  }
  return route;
}

export type Route = ReturnType<typeof createRouter>;
