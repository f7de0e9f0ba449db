import type { DigxClient } from './digxClient';
import { DigxError } from './DigxError';
import { TRANSPORT_MESSAGES } from './errorMessages';
import { createLazyDigxClient } from './lazyDigxClient';

type ClientModule = typeof import('./digxClient');

/** A stand-in for the client's module: records what the lazy client hands on. */
function fakeModule() {
  const made: { options: unknown; targetUnits: (string | undefined)[]; requests: unknown[]; newSessions: number } = {
    options: undefined,
    targetUnits: [],
    requests: [],
    newSessions: 0,
  };
  const createDigxClient = (options: unknown): DigxClient => {
    made.options = options;
    return {
      request: async (request) => {
        made.requests.push(request);
        return { status: 200, data: { asked: request.path } as never, headers: {} };
      },
      prefetch: async (request) => ({ status: 200, data: { early: request.path } as never, headers: {} }),
      refillNonces: async () => undefined,
      setTargetUnit: (unit) => void made.targetUnits.push(unit),
      startNewSession: () => void (made.newSessions += 1),
      pendingNonces: 3,
      lastSentAt: 42,
    };
  };
  return { made, module: { createDigxClient } as unknown as ClientModule };
}

describe('createLazyDigxClient', () => {
  it('loads the client once, on the first call, with its options', async () => {
    const { made, module } = fakeModule();
    const load = jest.fn(async () => module);
    const client = createLazyDigxClient({ timeoutMs: 5_000 }, load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([client.request({ method: 'GET', path: 'v1/me' }), client.prefetch({ method: 'GET', path: 'v1/me' })]);
    expect(first.data).toEqual({ asked: 'v1/me' });
    expect(second.data).toEqual({ early: 'v1/me' });
    await client.request({ method: 'GET', path: 'cz/v1/permissions' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(made.options).toEqual({ timeoutMs: 5_000 });
    expect(made.requests).toHaveLength(2);
  });

  it('answers what is read at once before the client exists, and the client afterwards', async () => {
    const { module } = fakeModule();
    const client = createLazyDigxClient({}, async () => module);
    expect(client.pendingNonces).toBe(0);
    expect(client.lastSentAt).toBeUndefined();
    expect(() => client.startNewSession()).not.toThrow();
    await client.refillNonces();
    expect(client.pendingNonces).toBe(3);
    expect(client.lastSentAt).toBe(42);
  });

  it('hands the client the entity chosen before it arrived, and each one after', async () => {
    const { made, module } = fakeModule();
    const client = createLazyDigxClient({}, async () => module);
    client.setTargetUnit('PARTY2');
    await client.request({ method: 'GET', path: 'v1/me' });
    client.setTargetUnit('PARTY3');
    client.startNewSession();
    expect(made.targetUnits).toEqual(['PARTY2', 'PARTY3']);
    expect(made.newSessions).toBe(1);
  });

  it('fails a call whose client could not be downloaded as a network failure, and asks again on the next', async () => {
    const { module } = fakeModule();
    const load = jest.fn<Promise<ClientModule>, []>().mockRejectedValueOnce(new Error('Loading chunk digx-client failed')).mockResolvedValue(module);
    const client = createLazyDigxClient({}, load);
    const failure = client.request({ method: 'GET', path: 'v1/me' });
    await expect(failure).rejects.toBeInstanceOf(DigxError);
    await expect(failure).rejects.toMatchObject({ kind: 'network', message: TRANSPORT_MESSAGES.network });
    await expect(client.request({ method: 'GET', path: 'v1/me' })).resolves.toMatchObject({ status: 200 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
