import { generateKeyPairSync } from 'node:crypto';
import JSEncrypt from 'jsencrypt';

/**
 * The bank's RSA key pair, made once per process and size (about 70 ms for 2048 bits) and shared by every
 * bank instance: 2048 bits unless QA or a test asks for another size (Bank.setKeyBits), as a 1024-bit key
 * shows the app refusing a key too short to trust. The password arrives as
 * base64(RSA-PKCS#1 v1.5(password + " " + salt)), the padding OBDX's own client uses. Node 20 refuses
 * PKCS#1 v1.5 private decryption (CVE-2023-46809), so the fake bank decrypts with JSEncrypt, the library
 * the app uses.
 */
interface KeyPair {
  publicKeyPem: string;
  publicKeyBase64: string;
  modulusHex: string;
  publicExponentHex: string;
  decrypt(cipherBase64: string): string | undefined;
}

export const BANK_KEY_BITS = 2048;

const cached = new Map<number, KeyPair>();

export function bankKeys(bits = BANK_KEY_BITS): KeyPair {
  const known = cached.get(bits);
  if (known) return known;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const jwk = (generateJwk(publicKey));
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(privateKey);
  const pair: KeyPair = {
    publicKeyPem: publicKey,
    publicKeyBase64: publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''),
    modulusHex: jwk.n,
    publicExponentHex: jwk.e,
    decrypt(cipherBase64) {
      const plain = decryptor.decrypt(cipherBase64);
      return typeof plain === 'string' ? plain : undefined;
    },
  };
  cached.set(bits, pair);
  return pair;
}

function generateJwk(publicKeyPem: string): { n: string; e: string } {
  const key = new JSEncrypt();
  key.setPublicKey(publicKeyPem);
  const rsa = key.getKey() as unknown as { n: { toString(radix: number): string }; e: number };
  return { n: rsa.n.toString(16), e: rsa.e.toString(16) };
}
