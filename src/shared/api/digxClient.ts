import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import type { ChallengeResponse } from './challenge';
import { DIGX_BASE, LOCALE, NONCE_BATCH, NONCE_LOW_WATER, REQUEST_TIMEOUT_MS } from './constants';
import { parseDecoded } from './decodeEntities';
import { DigxError, isDigxError } from './DigxError';
import * as SESSION_ENDPOINTS from './endpoints/session';
import { SESSION_CHECK } from './sessionCheck';
import { TRANSPORT_MESSAGES } from './errorMessages';
import { NoncePool, parseNonceHeader } from './noncePool';
import { normaliseError } from './normaliseError';

export type DigxMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DigxRequest {
  method: DigxMethod;
  /** Relative to /digx, e.g. 'v1/me' or 'cz/v1/permissions'. */
  path: string;
  params?: Record<string, string | number | boolean | undefined>;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (j_security_check). */
  form?: Record<string, string>;
  /** text/plain body (approval remarks). */
  text?: string;
  /** DIGX-CONTRACT.md: sent as X-Party-Id only where SPEC.md asks for a party id. */
  partyId?: string;
  challengeResponse?: ChallengeResponse;
  multiApproval?: boolean;
  /** Login: the answer belongs to a new server session, so earlier nonces are dropped. */
  startsSession?: boolean;
  /**
   * A shorter wait than the client's for this one call: for a call the customer is watching a spinner on and
   * that has a way on without the answer (logging out). Never longer than the client's.
   */
  timeoutMs?: number;
}

/** A read: the only kind of request the client may send ahead of its caller (prefetch). */
export type DigxRead = DigxRequest & { method: 'GET' };

export interface DigxResponse<T> {
  status: number;
  data: T;
  headers: Record<string, string | undefined>;
}

export interface DigxClientOptions {
  timeoutMs?: number;
  /** SPEC.md shows GET v1/session/nonce, DIGX-CONTRACT.md POST: the bank profile's unless told. */
  nonceMethod?: 'GET' | 'POST';
  /** Absolute origin for non-browser use; the browser uses the page's origin. */
  baseURL?: string;
}

export interface DigxClient {
  request<T>(request: DigxRequest): Promise<DigxResponse<T>>;
  /** The active entity, sent as X-Target-Unit (the entity saga sets it). */
  setTargetUnit(entityId: string | undefined): void;
  /**
   * Sends a GET now; the first identical request within PREFETCH_TTL_MS takes its answer (or its error)
   * instead of asking again. A reload asks this way for what its first page needs while the app is still
   * starting (issue 13). Only reads: nothing that changes anything is ever sent ahead of its caller.
   * Returns the answer too, for a prefetch that depends on it (a transactions page needs the accounts).
   */
  prefetch<T = unknown>(request: DigxRead): Promise<DigxResponse<T>>;
  /** Login and logout start a new server session: earlier nonces and prefetched answers are worthless. */
  startNewSession(): void;
  /** Fetches nonces now (the login flow starts with one). */
  refillNonces(): Promise<void>;
  readonly pendingNonces: number;
  /**
   * When the last call went out to the bank (Date.now()), undefined before the first. The idle watchdog reads
   * it to keep the bank's session alive while the customer is active. Nonce requests are left out: a bank
   * does not count them as the customer's activity.
   */
  readonly lastSentAt: number | undefined;
}

function headerMap(response: AxiosResponse | undefined): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  if (!response) return out;
  for (const [key, value] of Object.entries(response.headers ?? {})) {
    out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value == null ? undefined : String(value);
  }
  return out;
}

function parseBody(response: AxiosResponse<string>): { json?: unknown; html: boolean; empty: boolean } {
  const text = typeof response.data === 'string' ? response.data : '';
  const type = String(response.headers?.['content-type'] ?? '');
  if (text.trim() === '') return { html: false, empty: true };
  if (type.includes('html') || /^\s*</.test(text)) return { html: true, empty: false };
  try {
    return { json: parseDecoded(text), html: false, empty: false };
  } catch {
    return { html: false, empty: false };
  }
}

/** How long a prefetched answer waits for its caller: past that it may be stale, and is asked again. */
export const PREFETCH_TTL_MS = 15_000;

/** What makes two requests the same call: method, path, parameters, party and entity. */
function prefetchKey(request: DigxRequest, targetUnit: string | undefined): string {
  const params = Object.entries(request.params ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([request.method, request.path.replace(/^\//, ''), params, request.partyId ?? null, targetUnit ?? null]);
}

/**
 * The one HTTP client for /digx (ARCHITECTURE.md principle 5): nonce, headers, timeout,
 * entity decoding and error normalisation live here. It never navigates and never
 * touches the store, and it never retries a call on its own: the one call it adds is
 * the v1/me re-check after a 403, which only classifies the 403.
 */
/** `work`, unless `signal` aborts first: then a timeout, as the catalogue names it (the work goes on unheard). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(normaliseError({ timedOut: true }));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(normaliseError({ timedOut: true }));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createDigxClient(options: DigxClientOptions = {}): DigxClient {
  const pool = new NoncePool();
  const prefetched = new Map<string, { answer: Promise<DigxResponse<unknown>>; sentAt: number }>();
  let targetUnit: string | undefined;
  let refilling: Promise<number> | undefined;
  let lastSentAt: number | undefined;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  const http: AxiosInstance = axios.create({
    baseURL: `${options.baseURL ?? ''}${DIGX_BASE}/`,
    timeout: timeoutMs,
    allowAbsoluteUrls: false,
    withCredentials: true,
    // We parse JSON ourselves so a malformed body is a typed error, not a string.
    responseType: 'text',
    transformResponse: [(data: unknown) => data],
  });

  /** Adds the nonces an answer carries; how many of them were new. */
  const collectNonces = (response: AxiosResponse | undefined) => {
    const before = pool.size;
    pool.add(parseNonceHeader(response?.headers?.['x-nonce']));
    return pool.size - before;
  };
  /**
   * Why the last refill brought no nonces when the fault was the line or the server, not the session: no
   * answer, a timeout, a server error or an unreadable success. The call waiting for a nonce fails with it,
   * so the customer reads the catalogue's message for what happened instead of "session expired".
   */
  let refillFailure: DigxError | undefined;

  function refillNonces(): Promise<number> {
    if (refilling) return refilling;
    refillFailure = undefined;
    const timer = new AbortController();
    const timeout = setTimeout(() => timer.abort(), timeoutMs);
    refilling = http
      .request<string>({
        method: options.nonceMethod ?? SESSION_ENDPOINTS.nonce.method,
        url: SESSION_ENDPOINTS.nonce.path,
        params: { locale: LOCALE },
        headers: { 'x-noncecount': String(NONCE_BATCH) },
        signal: timer.signal,
      })
      .then((response) => {
        const brought = collectNonces(response);
        const body = parseBody(response);
        if (!body.empty && body.json === undefined) refillFailure = normaliseError({ status: response.status, html: true });
        return brought;
      })
      .catch((error: unknown) => {
        const failed = (error as AxiosError<string>).response;
        const brought = collectNonces(failed);
        const code = (error as AxiosError).code;
        if (!failed) refillFailure = normaliseError({ timedOut: timer.signal.aborted || code === 'ECONNABORTED' || code === 'ETIMEDOUT' });
        else if (failed.status >= 500) {
          const body = parseBody(failed);
          refillFailure = normaliseError({ status: failed.status, headers: headerMap(failed), json: body.json, html: body.html });
        }
        return brought;
      })
      .finally(() => {
        clearTimeout(timeout);
        refilling = undefined;
      });
    return refilling;
  }

  async function takeNonce(): Promise<string> {
    for (;;) {
      // Calls that find the pool empty together wait for one refill; when more of them wait than it
      // brought, the rest ask again rather than give up.
      const brought = pool.size === 0 ? await refillNonces() : undefined;
      const nonce = pool.take();
      if (nonce !== undefined) {
        if (pool.size <= NONCE_LOW_WATER) void refillNonces();
        return nonce;
      }
      // SPEC.md section 7: a missing nonce (the bank sent no new one) leads to the session-expired page,
      // unless the line or the server failed, which the customer is told instead.
      if (brought === 0) throw refillFailure ?? new DigxError({ kind: 'sessionExpired', message: TRANSPORT_MESSAGES.sessionExpired });
    }
  }

  function buildHeaders(request: DigxRequest, nonce: string): Record<string, string> {
    const headers: Record<string, string> = { 'x-nonce': nonce, Accept: 'application/json' };
    if (targetUnit) headers['X-Target-Unit'] = targetUnit;
    if (request.partyId) headers['X-Party-Id'] = request.partyId;
    if (request.challengeResponse) headers['X-CHALLENGE_RESPONSE'] = JSON.stringify(request.challengeResponse);
    if (request.multiApproval) headers['X-MULTIAPPROVAL'] = 'true';
    if (request.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (request.text !== undefined) headers['Content-Type'] = 'text/plain';
    else if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    return headers;
  }

  function buildBody(request: DigxRequest): string | undefined {
    if (request.form) return new URLSearchParams(request.form).toString();
    if (request.text !== undefined) return request.text;
    return request.body === undefined ? undefined : JSON.stringify(request.body);
  }

  /** A prefetched answer to this very request, still fresh; taken once. */
  function takePrefetched<T>(request: DigxRequest): Promise<DigxResponse<T>> | undefined {
    if (request.method !== 'GET' || request.challengeResponse || prefetched.size === 0) return undefined;
    const key = prefetchKey(request, targetUnit);
    const early = prefetched.get(key);
    prefetched.delete(key);
    return early && Date.now() - early.sentAt <= PREFETCH_TTL_MS ? (early.answer as Promise<DigxResponse<T>>) : undefined;
  }

  function request<T>(request: DigxRequest): Promise<DigxResponse<T>> {
    return takePrefetched<T>(request) ?? send<T>(request);
  }

  /** The re-check under way, which 403s that arrive together share. */
  let rechecking: Promise<DigxError | undefined> | undefined;

  /**
   * DIGX-CONTRACT.md "session": after a 403, OBDX's own client asks GET v1/me (service-base.js), since a server
   * that has dropped the session may answer 403 where it means 401. The session-expired error when v1/me says
   * the session is gone (401, 419 or no nonce); undefined when it lives, or v1/me failed otherwise.
   */
  function sessionGoneBehind403(): Promise<DigxError | undefined> {
    rechecking ??= sendOnce(SESSION_CHECK)
      .then(
        () => undefined,
        (error: unknown) => (isDigxError(error) && error.kind === 'sessionExpired' ? error : undefined),
      )
      .finally(() => {
        rechecking = undefined;
      });
    return rechecking;
  }

  /**
   * One call, and for a 403 the v1/me re-check: the 403 stays (access denied, or its code's meaning) unless the
   * session has gone. The refused call is never sent again; the login's refusal and v1/me's own 403 are not
   * re-checked, nor a 403 already read as an expired session (a refused nonce).
   */
  async function send<T>(request: DigxRequest): Promise<DigxResponse<T>> {
    try {
      return await sendOnce<T>(request);
    } catch (error) {
      const recheck =
        isDigxError(error) &&
        error.status === 403 &&
        error.kind !== 'sessionExpired' &&
        !request.startsSession &&
        request.path.replace(/^\//, '') !== SESSION_CHECK.path;
      if (!recheck) throw error;
      throw (await sessionGoneBehind403()) ?? error;
    }
  }

  async function sendOnce<T>(request: DigxRequest): Promise<DigxResponse<T>> {
    // Our own timer as well as axios's: not every XHR stack honours xhr.timeout. It runs from the start, so
    // a call's wait (the client's, or its own timeoutMs) counts the wait for its nonce too: a bank that holds
    // the nonce call cannot hold the call past it.
    const timer = new AbortController();
    const wait = Math.min(request.timeoutMs ?? timeoutMs, timeoutMs);
    const timeout = setTimeout(() => timer.abort(), wait);
    let response: AxiosResponse<string>;
    try {
      const nonce = await untilAborted(takeNonce(), timer.signal);
      lastSentAt = Date.now();
      response = await http.request<string>({
        timeout: wait,
        method: request.method,
        url: request.path.replace(/^\//, ''),
        params: { ...request.params, locale: LOCALE },
        headers: buildHeaders(request, nonce),
        data: buildBody(request),
        signal: timer.signal,
      });
    } catch (error) {
      // The nonce's own failures (sessionExpired, the refill's fault, our timeout) are already the client's.
      if (isDigxError(error)) throw error;
      const failed = (error as AxiosError<string>).response;
      if (failed && request.startsSession) pool.clear();
      collectNonces(failed);
      const code = (error as AxiosError).code;
      const timedOut = timer.signal.aborted || code === 'ECONNABORTED' || code === 'ETIMEDOUT';
      if (!failed) throw normaliseError({ timedOut });
      const body = parseBody(failed);
      throw normaliseError({ status: failed.status, headers: headerMap(failed), json: body.json, html: body.html });
    } finally {
      clearTimeout(timeout);
    }
    if (request.startsSession) {
      pool.clear();
      prefetched.clear();
    }
    collectNonces(response);
    const body = parseBody(response);
    if (!body.empty && body.json === undefined) {
      // A 2xx with an HTML page or broken JSON is a technical issue, not data.
      throw normaliseError({ status: response.status, html: true });
    }
    return { status: response.status, data: body.json as T, headers: headerMap(response) };
  }

  return {
    request,
    setTargetUnit(entityId) {
      targetUnit = entityId;
    },
    prefetch<T>(request: DigxRequest) {
      if (request.method !== 'GET') throw new Error('Only a GET may be sent ahead of its caller.');
      const answer = send<T>(request);
      // Nobody may come for it: its failure is the caller's to hear, if one does.
      answer.catch(() => undefined);
      prefetched.set(prefetchKey(request, targetUnit), { answer, sentAt: Date.now() });
      return answer;
    },
    startNewSession() {
      pool.clear();
      prefetched.clear();
    },
    refillNonces: async () => {
      await refillNonces();
    },
    get pendingNonces() {
      return pool.size;
    },
    get lastSentAt() {
      return lastSentAt;
    },
  };
}
