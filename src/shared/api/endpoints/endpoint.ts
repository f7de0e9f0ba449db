/**
 * One /digx call, declared once (ARCHITECTURE.md principle 11): its method, its path template and what
 * the app knows about it. Callers build today's DigxRequest from it (`ENDPOINT.request(values, options)`),
 * so a method and a path are written here and nowhere else; the fault sweep and the API document's test
 * enumerate the declarations (all.ts) instead of reading the source.
 *
 * Each area's file exports one constant per call, imported as a namespace (`import * as MAIL_ENDPOINTS from
 * '@/shared/api/endpoints/mail'`). A file's calls travel together into the bundle of the first page that makes
 * one of them, so what the login page loads (the session's calls, the header's mail summary, the approval
 * count) sits in files of its own: keep it so (`npm run check:budgets`).
 */
import type { DigxMethod, DigxRequest } from '../digxClient';

/** The names of a template's `{…}` parts: 'v1/a/{id}/b/{kind}' is 'id' | 'kind'. */
export type PartNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PartNames<Rest> : never;

/** Parts whose values are a closed set of the app's own words, each listed. */
export type FixedParts<P extends string> = { readonly [K in PartNames<P>]?: readonly string[] };

/** A value for each part: one of the listed words for a fixed part, any string (an id) for the others. */
export type PathValues<P extends string, F> = {
  readonly [K in PartNames<P>]: K extends keyof F ? (F[K] extends readonly (infer V)[] ? V : string) : string;
};

/** Everything of a request but its method and path, which are the endpoint's. */
export type RequestOptions = Omit<DigxRequest, 'method' | 'path'>;

type RequestArgs<P extends string, F> = [PartNames<P>] extends [never] ? [options?: RequestOptions] : [values: PathValues<P, F>, options?: RequestOptions];

export interface EndpointFacts<F> {
  /**
   * Parts whose values are the app's own words (a payment kind, an approval's action): written into the path
   * as they are, a slash included (`transfers/self`), and refused when not listed. Every other part is a
   * value the bank gave (an id) and is URL-encoded.
   */
  fixed?: F;
  /**
   * The bank asks a one-time passcode for it (417 with X-CHALLENGE; DIGX-CONTRACT.md "two-factor"); callDigx
   * shows the dialog and replays the identical request. callDigx replays a 417 on any call it makes, so a
   * bank protecting another one is handled too: these are the ones the bank is known to protect.
   */
  twoFactor?: true;
  /** False only for the nonce call itself: every other call spends one nonce of the pool (digxClient.ts). */
  nonce?: false;
}

export interface Endpoint<M extends DigxMethod = DigxMethod, P extends string = string, F = unknown> {
  readonly method: M;
  /** Relative to /digx, `{name}` for each part the caller fills in. */
  readonly path: P;
  readonly fixed: F;
  readonly twoFactor: boolean;
  readonly nonce: boolean;
  /**
   * A call of the bank's own cz/ layer, not in a stock OBDX (DIGX-CONTRACT.md): read from the path, which
   * says it already. A stock OBDX bank needs the layer, or answers these with its own equivalents.
   */
  readonly extension: boolean;
  /** Today's request object for the client or callDigx, its path filled in. */
  request(...args: RequestArgs<P, F>): DigxRequest & { method: M };
}

/** An endpoint's declaration without its request builder: what the lists of every call hold. */
export type DeclaredCall = Omit<Endpoint, 'request'>;

const PART = /\{(\w+)\}/g;

export function endpoint<const M extends DigxMethod, const P extends string, const F extends FixedParts<P> = Record<never, never>>(
  method: M,
  path: P,
  facts: EndpointFacts<F> = {},
): Endpoint<M, P, F> {
  const fixed = (facts.fixed ?? {}) as F;
  const hasParts = path.includes('{');
  return {
    method,
    path,
    fixed,
    twoFactor: facts.twoFactor === true,
    nonce: facts.nonce !== false,
    extension: path.startsWith('cz/'),
    request(...args: unknown[]) {
      const [values, options] = (hasParts ? args : [{}, args[0]]) as [Record<string, string>, RequestOptions | undefined];
      const filled = path.replace(PART, (_, name: string) => {
        const value = values[name];
        const words = (fixed as Record<string, readonly string[] | undefined>)[name];
        if (!words) return encodeURIComponent(value);
        if (!words.includes(value)) throw new Error(`${method} ${path}: '${value}' is not a ${name}.`);
        return value;
      });
      return { method, path: filled, ...options };
    },
  };
}

/** How the fault sweep and the API document name a call: `GET v1/accounts/demandDeposit/{accountId}`. */
export const callName = (call: Pick<Endpoint, 'method' | 'path'>): string => `${call.method} ${call.path}`;
