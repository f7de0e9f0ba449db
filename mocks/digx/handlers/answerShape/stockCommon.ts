import { hexToken } from '../../bank/seed';
import type { DigxContext } from '../route';
import type { Json } from './keyPaths';

/** How the stock mode turns one call's answer into a stock OBDX's: a new answer from the demo bank's one. */
export type Dress = (json: Json, ctx: DigxContext) => Json;

/** The bookkeeping keys OBDX serialises on every persisted DTO (the samples' version, generatedPackageId, auditSequence). */
export const OBDX_AUDIT = { version: 1, generatedPackageId: false, auditSequence: 1 } as const;

/** OBDX's status with its contextID (an opaque trace of the server's request), where a sample's answer has one. */
export function statusWithContext(ctx: DigxContext) {
  const trace = hexToken(`context:${ctx.session.id}:${ctx.bank.clock.now().getTime()}:${ctx.url.pathname}`, 34);
  return { result: 'SUCCESSFUL', contextID: `${trace},0:1`, message: { code: '0', type: 'INFO' } };
}

/** The answer without its top-level status: a stock OBDX sends none on this call (its sample has none). */
export function withoutStatus(json: Json): Json {
  const { status: _status, ...rest } = json;
  return rest;
}
