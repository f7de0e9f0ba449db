import { delay, HttpResponse } from 'msw';
import { DIGX_CODES } from '../bank/profile';
import type { Fault } from '../bank/faults';
import { obdxError } from './responses';

const HTML_PAGE = (status: number) =>
  `<!DOCTYPE html><html><head><title>${status} Error</title></head><body><h1>${status} Error</h1><p>The server encountered an error.</p></body></html>`;

/**
 * Turns an injected fault into the answer a broken server or network would give.
 * Returns undefined when the call should go on (latency, or a challenge, which the
 * route checks itself).
 */
export async function applyFault(fault: Fault): Promise<Response | undefined> {
  switch (fault.kind) {
    case 'latency':
      await delay(fault.ms);
      return undefined;
    case 'challenge':
      return undefined;
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      // Longer than any client timeout: the client gives up first.
      await delay(fault.ms ?? 'infinite');
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('{"status":{"result":"SUCC', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'html':
      return new HttpResponse(HTML_PAGE(fault.status ?? 500), { status: fault.status ?? 500, headers: { 'Content-Type': 'text/html' } });
    case 'status':
      if (fault.status === 401 || fault.status === 419) return obdxError(fault.status, DIGX_CODES.sessionExpired, 'User session expired.');
      return obdxError(fault.status, undefined, `The server answered ${fault.status}.`);
    case 'code':
      return obdxError(fault.status ?? 400, fault.code, fault.detail ?? `Injected error ${fault.code}.`);
  }
}
