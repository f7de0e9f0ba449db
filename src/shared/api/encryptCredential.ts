import type JSEncryptType from 'jsencrypt';

/**
 * The password and PIN leave the browser only RSA-encrypted (DECISIONS.md "Security"),
 * as OBDX expects: base64(RSA(value + " " + decodeURIComponent(salt))).
 *
 * Padding: PKCS#1 v1.5, because OBDX's own client and server use it. This is a
 * documented legacy exception (ASVS 5.0 prefers OAEP); this function is the one place
 * to change when the bank's server moves to OAEP.
 */
export interface BankPublicKey {
  /** Base64 SPKI (or PEM) as GET v1/publicKey returns it. */
  publicKey?: string;
  modulus?: string;
  publicExponent?: string;
}

export class CredentialTooLongError extends Error {
  constructor() {
    super('The password is too long to be sent securely.');
    this.name = 'CredentialTooLongError';
  }
}

/** PKCS#1 v1.5 needs 11 bytes of padding inside the modulus. */
const PKCS1_V15_OVERHEAD = 11;

/**
 * jsencrypt is a fifth of the login page's JavaScript, and only the moment of logging in
 * needs it: it loads on demand (and LoginPage warms it up while the user types).
 */
export function loadEncryption(): Promise<typeof JSEncryptType> {
  return import(/* webpackChunkName: "jsencrypt" */ 'jsencrypt').then((module) => module.default);
}

function rsaFor(JSEncrypt: typeof JSEncryptType, key: BankPublicKey): JSEncryptType {
  const rsa = new JSEncrypt();
  if (key.publicKey) {
    rsa.setPublicKey(key.publicKey);
  } else if (key.modulus && key.publicExponent) {
    (rsa.getKey() as unknown as { setPublic(n: string, e: string): void }).setPublic(key.modulus, key.publicExponent);
  } else {
    throw new Error('The bank sent no public key.');
  }
  return rsa;
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

export async function encryptCredential(value: string, salt: string, key: BankPublicKey): Promise<string> {
  const rsa = rsaFor(await loadEncryption(), key);
  const plain = `${value} ${decodeURIComponent(salt)}`;
  const modulusBytes = Math.ceil((rsa.getKey() as unknown as { n: { bitLength(): number } }).n.bitLength() / 8);
  // Checked on UTF-8 bytes, not characters: a '£' is two bytes.
  if (utf8Length(plain) > modulusBytes - PKCS1_V15_OVERHEAD) throw new CredentialTooLongError();
  const cipher = rsa.encrypt(plain);
  if (typeof cipher !== 'string') throw new CredentialTooLongError();
  return cipher;
}
