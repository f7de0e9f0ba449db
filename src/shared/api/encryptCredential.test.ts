import { bankKeys } from '../../../mocks/digx/bank/keys';
import { CredentialTooLongError, encryptCredential, utf8Length } from './encryptCredential';

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
