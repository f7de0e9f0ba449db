import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request to a test's real Node server, answered with the raw bytes and headers: fetch would
 * decode a compressed body itself and hide what the server sent.
 */
export function rawRequest(url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A GET (or `method`) that takes `acceptEncoding`, or names no coding when it is undefined. */
export const withEncoding = (url: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> =>
  rawRequest(url, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });
