import { createDigxClient } from '../../../src/shared/api/digxClient';
import { bank, logInAs, setBankKeyBits } from '../testing';

/**
 * The bank's RSA key, as GET v1/publicKey serves it: OBDX's own answer (a base64 SPKI, and the modulus and
 * exponent in hex), nothing beside it, so the client learns the key's size and fingerprint from the key
 * itself. Its size is a QA switch, to show the app refusing a key too short to trust.
 */
const bitsOf = (modulusHex: string) => BigInt(`0x${modulusHex}`).toString(2).length;

async function servedKey() {
  const { data } = await createDigxClient().request<{ publicKeyDTO: Record<string, string> }>({ method: 'GET', path: 'v1/publicKey' });
  return data.publicKeyDTO;
}

describe('the bank key', () => {
  it('is 2048 bits, in OBDX’s three fields and no others', async () => {
    const key = await servedKey();
    expect(Object.keys(key).sort()).toEqual(['modulus', 'publicExponent', 'publicKey']);
    expect(bitsOf(key.modulus)).toBe(2048);
  });

  it('serves the size a test asks for, and reads the logins sent with it', async () => {
    setBankKeyBits(3072);
    expect(bitsOf((await servedKey()).modulus)).toBe(3072);
    await logInAs('RETAIL1');
    expect(bank.security.sessionsOf('RETAIL1')).toHaveLength(1);
  });

  it('is a QA switch (/__bank/rsa-key) that refuses sizes it does not offer; a reset goes back to 2048', async () => {
    const control = (init?: RequestInit) => fetch('http://localhost/__bank/rsa-key', init);
    expect(await (await control()).json()).toEqual({ bits: 2048 });
    const set = await control({ method: 'POST', body: JSON.stringify({ bits: 1024 }) });
    expect(await set.json()).toEqual({ bits: 1024 });
    expect(bitsOf((await servedKey()).modulus)).toBe(1024);
    for (const bits of [512, 1000, '1024', null]) {
      expect((await control({ method: 'POST', body: JSON.stringify({ bits }) })).status).toBe(400);
    }
    expect(bank.keyBits).toBe(1024);
    await fetch('http://localhost/__bank/reset', { method: 'POST' });
    expect(await (await control()).json()).toEqual({ bits: 2048 });
  });
});
