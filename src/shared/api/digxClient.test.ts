import { digxFailure } from '../../testing/digxFailure';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/digx/node';
import { injectFault } from '../../../mocks/digx/testing';
import { recordRequests } from '../../testing/recordRequests';
import { NONCE_BATCH, REQUEST_TIMEOUT_MS } from './constants';
import { createDigxClient, PREFETCH_TTL_MS } from './digxClient';
import { TRANSPORT_MESSAGES } from './errorMessages';

const publicKey = { method: 'GET', path: 'v1/publicKey' } as const;


describe('the /digx client', () => {
  it('waits 120000 ms by default (SPEC.md section 9)', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120000);
  });

  describe('nonce pool', () => {
    it('sends exactly one unused nonce on every call, and never the same one twice', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      for (let i = 0; i < 12; i += 1) await client.request(publicKey);
      const calls = await log.to('v1/publicKey');
      const nonces = calls.map((r) => r.headers.get('x-nonce'));
      expect(nonces).toHaveLength(12);
      expect(nonces.every((n) => typeof n === 'string' && n.length > 0)).toBe(true);
      expect(new Set(nonces).size).toBe(12);
    });

    it('asks for a batch with x-noncecount and refills before the pool runs dry', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      for (let i = 0; i < NONCE_BATCH * 3; i += 1) await client.request(publicKey);
      const refills = await log.to('v1/session/nonce', 'POST');
      expect(refills[0].headers.get('x-noncecount')).toBe(String(NONCE_BATCH));
      // Fifteen calls on batches of five: at least three refills, never one per call.
      expect(refills.length).toBeGreaterThanOrEqual(3);
      expect(refills.length).toBeLessThan(NONCE_BATCH * 3);
    });

    it('takes nonces that arrive on any answer', async () => {
      server.use(
        http.get('*/digx/v1/test/gift', () => HttpResponse.json({}, { headers: { 'x-nonce': JSON.stringify({ nonce: ['g1', 'g2', 'g3', 'g4'] }) } })),
      );
      const client = createDigxClient();
      await client.request({ method: 'GET', path: 'v1/test/gift' });
      expect(client.pendingNonces).toBeGreaterThanOrEqual(4);
    });

    it('gives every one of more concurrent calls than a batch holds a nonce of its own', async () => {
      // A screen that opens with many calls at once (make a payment: limits and payees; twice in React's dev
      // checks) must not find the pool empty after the refill it waited for and end the session.
      const log = recordRequests();
      const client = createDigxClient();
      const answers = await Promise.allSettled(Array.from({ length: NONCE_BATCH * 2 + 1 }, () => client.request(publicKey)));
      expect(answers.filter((a) => a.status === 'rejected')).toEqual([]);
      const nonces = (await log.to('v1/publicKey')).map((r) => r.headers.get('x-nonce'));
      expect(new Set(nonces).size).toBe(NONCE_BATCH * 2 + 1);
    });

    it('treats a missing nonce as an expired session', async () => {
      server.use(http.post('*/digx/v1/session/nonce', () => new HttpResponse(null, { status: 200 })));
      const error = await digxFailure(createDigxClient().request(publicKey));
      expect(error.kind).toBe('sessionExpired');
      expect(error.message).toBe('User session expired.');
    });

    it.each([
      ['no answer', { kind: 'network' } as const, 'network'],
      ['an HTML error page', { kind: 'html', status: 500 } as const, 'technical'],
      ['an unreadable success', { kind: 'malformed' } as const, 'technical'],
    ])('says what happened when the nonce call gets %s, not that the session expired', async (_name, fault, kind) => {
      injectFault('v1/session/nonce', fault, { times: 1 });
      const error = await digxFailure(createDigxClient().request(publicKey));
      expect(error.kind).toBe(kind);
    });

    it('is refused by the bank when a nonce is reused', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      await client.request(publicKey);
      const [first] = await log.to('v1/publicKey');
      const replay = await fetch('http://localhost:8080/digx/v1/publicKey', { headers: { 'x-nonce': first.headers.get('x-nonce') ?? '' } });
      expect(replay.status).toBe(403);
    });
  });

  describe('headers', () => {
    it('sends the locale, the active entity, the party id and the multi-approval flag', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      await client.request(publicKey);
      client.setTargetUnit('ENTITY2');
      await client.request({ ...publicKey, partyId: 'PARTY9', multiApproval: true });
      const [plain, full] = await log.to('v1/publicKey');
      expect(plain.url.searchParams.get('locale')).toBe('en');
      expect(plain.headers.get('X-Target-Unit')).toBeNull();
      expect(plain.headers.get('X-Party-Id')).toBeNull();
      expect(plain.headers.get('X-MULTIAPPROVAL')).toBeNull();
      expect(full.headers.get('X-Target-Unit')).toBe('ENTITY2');
      expect(full.headers.get('X-Party-Id')).toBe('PARTY9');
      expect(full.headers.get('X-MULTIAPPROVAL')).toBe('true');
    });

    it('sends the challenge response as JSON', async () => {
      const log = recordRequests();
      await createDigxClient()
        .request({ method: 'POST', path: 'v1/salt', challengeResponse: { authType: 'OTP', otp: '123456', referenceNo: 'R1' } })
        .catch(() => undefined);
      const [salt] = await log.to('v1/salt');
      expect(JSON.parse(salt.headers.get('X-CHALLENGE_RESPONSE') ?? '{}')).toEqual({ authType: 'OTP', otp: '123456', referenceNo: 'R1' });
    });
  });

  it('decodes OBDX HTML entities once, in every string of the answer', async () => {
    server.use(
      http.get('*/digx/v1/test/escaped', () =>
        HttpResponse.json({ partyName: 'Smith &amp; Sons', email: { displayValue: 'a&#x40;b.example' }, note: '&amp;lt;b&amp;gt;' }),
      ),
    );
    const { data } = await createDigxClient().request({ method: 'GET', path: 'v1/test/escaped' });
    expect(data).toEqual({ partyName: 'Smith & Sons', email: { displayValue: 'a@b.example' }, note: '&lt;b&gt;' });
  });

  it('answers late, but answers, under injected latency', async () => {
    injectFault('v1/publicKey', { kind: 'latency', ms: 200 });
    const started = Date.now();
    const answer = await createDigxClient().request(publicKey);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  describe("a call's own wait (timeoutMs)", () => {
    it('ends a call the bank holds as a timeout once its wait is over, not after the client’s two minutes', async () => {
      injectFault('v1/publicKey', { kind: 'timeout', ms: 5_000 });
      const started = Date.now();
      const error = await digxFailure(createDigxClient().request({ ...publicKey, timeoutMs: 300 }));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('counts the wait for a nonce: a bank that holds the nonce call does not hold the call past its wait', async () => {
      // A fresh client has no nonce yet: the call waits for a refill, which the bank holds.
      injectFault('v1/session/nonce', { kind: 'timeout', ms: 5_000 });
      const started = Date.now();
      const error = await digxFailure(createDigxClient().request({ ...publicKey, timeoutMs: 300 }));
      expect(error.kind).toBe('timeout');
      expect(error.message).toBe(TRANSPORT_MESSAGES.timeout);
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });

  it('never retries a POST after a network error', async () => {
    const log = recordRequests();
    injectFault('v1/salt', { kind: 'network' }, { times: 1 });
    const error = await digxFailure(createDigxClient().request({ method: 'POST', path: 'v1/salt' }));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(TRANSPORT_MESSAGES.network);
    expect(await log.to('v1/salt', 'POST')).toHaveLength(1);
  });

  describe('prefetch (issue 13: a reload asks for its first page\'s reads early)', () => {
    const counter = { method: 'GET', path: 'v1/test/counter', params: { b: '2', a: '1' } } as const;
    let served = 0;
    beforeEach(() => {
      served = 0;
      server.use(http.get('*/digx/v1/test/counter', () => HttpResponse.json({ served: (served += 1) })));
    });

    it('answers the first identical request from the early call, without asking the bank again', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      client.prefetch(counter);
      // The same call, its parameters written in another order.
      const answer = await client.request<{ served: number }>({ method: 'GET', path: '/v1/test/counter', params: { a: '1', b: '2' } });
      expect(answer.data).toEqual({ served: 1 });
      expect(await log.to('v1/test/counter')).toHaveLength(1);
      // Taken once: the next identical request asks the bank.
      expect((await client.request<{ served: number }>(counter)).data).toEqual({ served: 2 });
      expect(await log.to('v1/test/counter')).toHaveLength(2);
    });

    it('hands the early call\'s failure to the request that takes it', async () => {
      server.use(http.get('*/digx/v1/test/counter', () => new HttpResponse('<html>down</html>', { status: 500, headers: { 'Content-Type': 'text/html' } }), { once: true }));
      const log = recordRequests();
      const client = createDigxClient();
      client.prefetch(counter);
      const error = await digxFailure(client.request(counter));
      expect(error.kind).toBe('technical');
      expect(await log.to('v1/test/counter')).toHaveLength(1);
    });

    it.each([
      ['other parameters', { ...counter, params: { a: '1', b: '3' } }],
      ['another party', { ...counter, partyId: 'P2' }],
    ])('does not answer a request with %s from it', async (_what, other) => {
      const log = recordRequests();
      const client = createDigxClient();
      client.prefetch(counter);
      await client.request(other);
      expect(await log.to('v1/test/counter')).toHaveLength(2);
    });

    it('does not answer once the entity has changed', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      client.prefetch(counter);
      client.setTargetUnit('ENTITY2');
      await client.request(counter);
      const sent = await log.to('v1/test/counter');
      expect(sent).toHaveLength(2);
      expect(sent[1].headers.get('X-Target-Unit')).toBe('ENTITY2');
    });

    it('does not answer after a new session has started', async () => {
      const log = recordRequests();
      const client = createDigxClient();
      client.prefetch(counter);
      client.startNewSession();
      await client.request(counter);
      expect(await log.to('v1/test/counter')).toHaveLength(2);
    });

    it(`asks again when the early answer is older than ${PREFETCH_TTL_MS} ms`, async () => {
      const log = recordRequests();
      const client = createDigxClient();
      const now = jest.spyOn(Date, 'now');
      try {
        now.mockReturnValue(1_000_000);
        client.prefetch(counter);
        now.mockReturnValue(1_000_000 + PREFETCH_TTL_MS + 1);
        expect((await client.request<{ served: number }>(counter)).data).toEqual({ served: 2 });
      } finally {
        now.mockRestore();
      }
      expect(await log.to('v1/test/counter')).toHaveLength(2);
    });

    it('never sends anything but a read ahead of its caller', () => {
      const client = createDigxClient();
      expect(() => client.prefetch({ method: 'POST', path: 'v1/test/counter' } as unknown as typeof counter)).toThrow('Only a GET');
    });
  });
});
