import { createHash, createPublicKey } from 'node:crypto';
import { bankKeys } from '../../../mocks/digx/bank/keys';
import { CredentialTooLongError, encryptCredential, loadEncryption, publicKeyPin, UntrustedBankKeyError, utf8Length } from './encryptCredential';

describe('encryptCredential', () => {
  const keys = bankKeys();

  it('encrypts value + " " + decoded salt with the bank key (base64 SPKI or modulus/exponent)', async () => {
    for (const key of [{ publicKey: keys.publicKeyBase64 }, { modulus: keys.modulusHex, publicExponent: keys.publicExponentHex }]) {
      const cipher = await encryptCredential('Private#2026', 'salt%2F1', key);
      expect(cipher).not.toContain('Private');
      expect(keys.decrypt(cipher)).toBe('Private#2026 salt/1');
    }
  });

  it('gives a different cipher each time (random padding)', async () => {
    const key = { publicKey: keys.publicKeyBase64 };
    expect(await encryptCredential('Abcdefg1', 's', key)).not.toBe(await encryptCredential('Abcdefg1', 's', key));
  });

  it('checks the UTF-8 byte length, not the character count, before encrypting', async () => {
    const key = { publicKey: keys.publicKeyBase64 };
    // 2048-bit key: 245 bytes fit. 121 '£' are 121 characters but 242 bytes; with " s" 244 fit, 122 do not.
    expect(utf8Length('£'.repeat(120))).toBe(240);
    await expect(encryptCredential('£'.repeat(122), 's', key)).rejects.toThrow(CredentialTooLongError);
    expect(keys.decrypt(await encryptCredential('£'.repeat(121), 's', key))).toBe(`${'£'.repeat(121)} s`);
  });

  it('refuses to encrypt without a key', async () => {
    await expect(encryptCredential('x', 's', {})).rejects.toThrow('The bank sent no public key.');
  });
});

describe('the bank key: refused when too short, or not the pinned one', () => {
  const keys = bankKeys();
  const forms = (pair: ReturnType<typeof bankKeys>) => [
    { publicKey: pair.publicKeyBase64 },
    { publicKey: pair.publicKeyPem },
    { modulus: pair.modulusHex, publicExponent: pair.publicExponentHex },
  ];
  // The pin as a bank's operator makes it: openssl pkey -pubin -outform DER | openssl dgst -sha256 -binary | base64.
  const pinOf = (pair: ReturnType<typeof bankKeys>) =>
    createHash('sha256').update(createPublicKey(pair.publicKeyPem).export({ type: 'spki', format: 'der' })).digest('base64');

  it('refuses a 1024-bit key in every form the bank may send it, before encrypting anything', async () => {
    for (const key of forms(bankKeys(1024))) {
      await expect(encryptCredential('Private#2026', 's', key, undefined)).rejects.toThrow(UntrustedBankKeyError);
      await expect(encryptCredential('Private#2026', 's', key, undefined)).rejects.toThrow('1024 bits, under 2048');
    }
  });

  it('takes a 2048-bit key when the profile pins none', async () => {
    for (const key of forms(keys)) expect(keys.decrypt(await encryptCredential('Private#2026', 's', key, undefined))).toBe('Private#2026 s');
  });

  it('pins by the SHA-256 of the key’s SPKI in base64, the same whichever form the key came in', async () => {
    const JSEncrypt = await loadEncryption();
    for (const key of forms(keys)) {
      const rsa = new JSEncrypt();
      if (key.publicKey) rsa.setPublicKey(key.publicKey);
      else (rsa.getKey() as unknown as { setPublic(n: string, e: string): void }).setPublic(key.modulus!, key.publicExponent!);
      expect(await publicKeyPin(rsa)).toBe(pinOf(keys));
    }
    expect(pinOf(keys)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('encrypts with the pinned key, or with any one of several pins (a key rolling over)', async () => {
    for (const pins of [[pinOf(keys)], [pinOf(bankKeys(3072)), pinOf(keys)]]) {
      for (const key of forms(keys)) expect(keys.decrypt(await encryptCredential('Private#2026', 's', key, pins))).toBe('Private#2026 s');
    }
  });

  it('refuses a key of the right size that is not the pinned one', async () => {
    const other = bankKeys(3072);
    for (const key of forms(other)) {
      await expect(encryptCredential('Private#2026', 's', key, [pinOf(keys)])).rejects.toThrow('not the key the bank profile pins');
    }
  });

  it('refuses rather than sends unchecked when a key is pinned and the page has no WebCrypto (not a secure context)', async () => {
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      await expect(encryptCredential('Private#2026', 's', { publicKey: keys.publicKeyBase64 }, [pinOf(keys)])).rejects.toThrow(UntrustedBankKeyError);
      // Without a pin nothing needs hashing: the size check alone stands.
      expect(await encryptCredential('Private#2026', 's', { publicKey: keys.publicKeyBase64 }, [])).toEqual(expect.any(String));
    } finally {
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else delete (globalThis.crypto as { subtle?: unknown }).subtle;
    }
  });
});
