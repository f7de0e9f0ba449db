import { createDigxClient } from './digxClient';

/** The idle watchdog reads when the client last called the bank (issue 24 point 7): nonce requests aside. */
describe('DigxClient.lastSentAt', () => {
  it('is unset before the first call, untouched by nonce requests, and set when a call goes out', async () => {
    const client = createDigxClient();
    expect(client.lastSentAt).toBeUndefined();
    await client.refillNonces();
    expect(client.pendingNonces).toBeGreaterThan(0);
    expect(client.lastSentAt).toBeUndefined();
    const before = Date.now();
    await client.request({ method: 'GET', path: 'v1/publicKey' });
    expect(client.lastSentAt).toBeGreaterThanOrEqual(before);
    expect(client.lastSentAt).toBeLessThanOrEqual(Date.now());
  });
});
