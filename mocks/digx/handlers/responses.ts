import { HttpResponse } from 'msw';

/** OBDX answer shapes (DIGX-CONTRACT.md "Conventions"). */
export const SESSION_COOKIE = 'DIGXSESSION';

export function ok(json: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(json as Record<string, unknown>, { status, headers });
}

export function noContent(status = 200, headers: Record<string, string> = {}): Response {
  return new HttpResponse(null, { status, headers });
}

/** A business error: HTTP 400 (or the given status) with OBDX's message object. */
export function obdxError(status: number, code: string | undefined, detail: string, headers: Record<string, string> = {}): Response {
  const message = code ? { code, type: 'ERROR', detail } : { type: 'ERROR', detail };
  return HttpResponse.json({ message }, { status, headers });
}

/** Reads a cookie from the Cookie header, or msw's parsed cookies in jest. */
export function readCookie(request: Request, parsed: Record<string, string> | undefined, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return parsed?.[name];
}

export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
}

export function expiredSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`;
}

export function nonceHeader(nonces: string[]): Record<string, string> {
  return { 'x-nonce': JSON.stringify({ nonce: nonces }) };
}
