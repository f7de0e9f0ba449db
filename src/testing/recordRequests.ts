import { server } from '../../mocks/digx/node';

export interface RecordedRequest {
  method: string;
  /** Path below /digx/ without the query. */
  path: string;
  url: URL;
  headers: Headers;
  body: string;
}

/**
 * Records every request that reaches the fake bank during a test, so tests can prove
 * what was sent: one nonce per call, identical replays, nothing sent twice.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname.replace(/^.*?\/digx\//, ''), url, headers: request.headers, body: '' };
    requests.push(entry);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          entry.body = text;
        }),
    );
  };
  server.events.on('request:start', listener);
  return {
    requests,
    /** Requests to one path (and method), bodies read. */
    async to(path: string, method?: string): Promise<RecordedRequest[]> {
      await Promise.all(pending);
      return requests.filter((r) => r.path === path && (!method || r.method === method));
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}
