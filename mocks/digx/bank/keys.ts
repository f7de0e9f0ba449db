import { generateKeyPairSync } from 'node:crypto';
import JSEncrypt from 'jsencrypt';

/**
 * The bank's RSA key pair, made once per process (about 70 ms) and shared by every
 * bank instance. The password arrives as base64(RSA-PKCS#1 v1.5(password + " " + salt)),
 * the padding OBDX's own client uses. Node 20 refuses PKCS#1 v1.5 private decryption
 * (CVE-2023-46809), so the fake bank decrypts with JSEncrypt, the library the app uses.
 */
interface KeyPair {
  publicKeyPem: string;
  publicKeyBase64: string;
  modulusHex: string;
  publicExponentHex: string;
  decrypt(cipherBase64: string): string | undefined;
}

let cached: KeyPair | undefined;

export function bankKeys(): KeyPair {
  if (cached) return cached;
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const jwk = (generateJwk(publicKey));
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(privateKey);
  cached = {
    publicKeyPem: publicKey,
    publicKeyBase64: publicKey.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''),
    modulusHex: jwk.n,
    publicExponentHex: jwk.e,
    decrypt(cipherBase64) {
      const plain = decryptor.decrypt(cipherBase64);
      return typeof plain === 'string' ? plain : undefined;
    },
  };
  return cached;
}

function generateJwk(publicKeyPem: string): { n: string; e: string } {
  const key = new JSEncrypt();
  key.setPublicKey(publicKeyPem);
  const rsa = key.getKey() as unknown as { n: { toString(radix: number): string }; e: number };
  return { n: rsa.n.toString(16), e: rsa.e.toString(16) };
}
