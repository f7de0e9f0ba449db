import { HttpResponse } from 'msw';
import type { DigxContext } from '../route';
import { dropExtensions, EXTENSION_KEYS } from './extensionKeys';
import type { Json } from './keyPaths';
import { STOCK_ACCOUNTS } from './stockAccounts';
import { STOCK_ACTIVITY } from './stockActivity';
import type { Dress } from './stockCommon';
import { STOCK_SERVICES } from './stockServices';

/**
 * The one place that knows how a bank's answers differ from the demo bank's (issue 24). The handlers answer as
 * the demo bank does; every successful JSON answer then passes through here on its way out (route.ts):
 * 1. the keys of each extension field the bank's profile does not list are left out (extensionKeys.ts), from a
 *    v1 call and from its cz/v1 twin alike: a stock OBDX's profile lists none, so none of them reach the client;
 * 2. in stock mode, OBDX's own calls (the v1 paths of obdx-samples) are dressed as a stock OBDX 18.x answers them
 *    (stock*.ts): its envelope and bookkeeping keys, masked ids only, nothing the demo bank adds of its own.
 *    The contract tests (mocks/digx/contract) hold each dressed answer to its sample's key paths and types.
 * Ids are never rewritten: an id token the client echoes back finds the same record in either mode.
 * The demo bank lists every extension field and is not dressed: its answers pass through untouched.
 */
const STOCK_DRESS: Readonly<Record<string, Dress>> = { ...STOCK_ACCOUNTS, ...STOCK_ACTIVITY, ...STOCK_SERVICES };

export async function withAnswerShape(ctx: DigxContext, method: string, path: string, response: Response): Promise<Response> {
  const { bank } = ctx;
  const call = `${method} ${path.replace(/^cz\//, '')}`;
  const fields = Object.keys(EXTENSION_KEYS[call] ?? {});
  const dropsAny = fields.some((field) => !(bank.profile.extensions as readonly string[]).includes(field));
  const dress = bank.mode === 'stock' ? STOCK_DRESS[`${method} ${path}`] : undefined;
  if (!dropsAny && !dress) return response;
  if (response.type === 'error' || response.status < 200 || response.status >= 300) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const json = (await response.clone().json().catch(() => undefined)) as unknown;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return response;
  dropExtensions(call, json, bank.profile.extensions);
  const shaped = dress ? dress(json as Json, ctx) : json;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(shaped, { status: response.status, headers });
}
