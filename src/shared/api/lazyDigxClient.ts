import type { DigxClient, DigxClientOptions, DigxRead, DigxRequest, DigxResponse } from './digxClient';
import { DigxError } from './DigxError';
import { TRANSPORT_MESSAGES } from './errorMessages';

type ClientModule = typeof import('./digxClient');

/**
 * The client's module (axios with it): its own chunk, which /login does not download up front. The login
 * form asks for it when the customer first focuses it, a reload in start-up's first task (main.tsx); the
 * import is one promise, so each of them and the client's first call share the one download.
 */
export const loadDigxClient = (): Promise<ClientModule> => import(/* webpackChunkName: "digx-client" */ './digxClient');

/**
 * The one /digx client (digxClient.ts), created when its module arrives: until then each call waits for it,
 * and the few things read at once have their answer before any call (no nonces held, nothing sent yet). A
 * failed download fails the call that waited for it as a network failure (nothing reached the bank), and the
 * next call asks again.
 */
export function createLazyDigxClient(options: DigxClientOptions = {}, load: () => Promise<ClientModule> = loadDigxClient): DigxClient {
  let client: DigxClient | undefined;
  let targetUnit: string | undefined;
  let creating: Promise<DigxClient> | undefined;

  const real = (): Promise<DigxClient> => {
    if (client) return Promise.resolve(client);
    creating ??= load().then(
      ({ createDigxClient }) => {
        client = createDigxClient(options);
        // The entity chosen before the module arrived.
        client.setTargetUnit(targetUnit);
        return client;
      },
      () => {
        creating = undefined;
        // Nothing reached the bank: to the customer it is the network's failure, in the catalogue's words.
        throw new DigxError({ kind: 'network', message: TRANSPORT_MESSAGES.network });
      },
    );
    return creating;
  };

  return {
    request: async <T>(request: DigxRequest): Promise<DigxResponse<T>> => (await real()).request<T>(request),
    prefetch: async <T = unknown>(request: DigxRead): Promise<DigxResponse<T>> => (await real()).prefetch<T>(request),
    refillNonces: async () => (await real()).refillNonces(),
    setTargetUnit(entityId) {
      targetUnit = entityId;
      client?.setTargetUnit(entityId);
    },
    // Before the client exists there is no nonce or early answer to drop.
    startNewSession: () => client?.startNewSession(),
    get pendingNonces() {
      return client?.pendingNonces ?? 0;
    },
    get lastSentAt() {
      return client?.lastSentAt;
    },
  };
}
