import type JSEncryptType from 'jsencrypt';
import { bankProfile } from '@/shared/bankProfile';

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

/**
 * The key GET v1/publicKey answered is not one to trust with a password: too short, or not the key the bank
 * profile pins. Nothing is encrypted with it, so nothing is sent; the customer sees the technical-issue message.
 */
export class UntrustedBankKeyError extends Error {
  constructor(reason: string) {
    super(`The bank's public key was refused: ${reason}.`);
    this.name = 'UntrustedBankKeyError';
  }
}

/**
 * A 1024-bit RSA key can be factored by a well-funded attacker and is below every current guidance (NIST
 * SP 800-131A, ASVS 5.0's 112-bit strength): a password encrypted with it is as good as sent in the clear
 * to whoever broke it. Anyone who can change the key answer (a compromised proxy, a misconfigured bank)
 * could otherwise downgrade it silently.
 */
export const MIN_RSA_BITS = 2048;

/** PKCS#1 v1.5 needs 11 bytes of padding inside the modulus. */
const PKCS1_V15_OVERHEAD = 11;

interface RsaPublicKey {
  n: { bitLength(): number };
  setPublic(n: string, e: string): void;
  getPublicBaseKeyB64(): string;
}

const rsaKeyOf = (rsa: JSEncryptType) => rsa.getKey() as unknown as RsaPublicKey;

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
    rsaKeyOf(rsa).setPublic(key.modulus, key.publicExponent);
  } else {
    throw new Error('The bank sent no public key.');
  }
  return rsa;
}

const base64ToBytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
const bytesToBase64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/**
 * The key's pin: SHA-256 of its SubjectPublicKeyInfo in DER, in base64 (HPKP's pin-sha256, what
 * `openssl pkey -pubin -outform DER | openssl dgst -sha256 -binary | base64` prints). The DER is re-encoded
 * from the modulus and exponent the encryption will use, so the pin covers exactly that key whichever form
 * (SPKI, PEM, or modulus and exponent) the bank sent it in.
 */
export async function publicKeyPin(rsa: JSEncryptType): Promise<string> {
  // WebCrypto exists only in a secure context (https, or this machine): without it no pin can be checked, so
  // a pinned profile refuses rather than sends unchecked.
  if (!globalThis.crypto?.subtle) throw new UntrustedBankKeyError('its fingerprint cannot be checked here');
  const der = base64ToBytes(rsaKeyOf(rsa).getPublicBaseKeyB64());
  return bytesToBase64(await globalThis.crypto.subtle.digest('SHA-256', der));
}

/**
 * Refuses a key too short to trust, or (when the bank profile pins its key) any key but the pinned ones.
 * Several pins let a bank roll its key over: pin the new key beside the old before the server changes.
 */
export async function checkBankKey(rsa: JSEncryptType, pins: readonly string[] | undefined): Promise<void> {
  const bits = rsaKeyOf(rsa).n.bitLength();
  if (bits < MIN_RSA_BITS) throw new UntrustedBankKeyError(`${bits} bits, under ${MIN_RSA_BITS}`);
  if (pins?.length && !pins.includes(await publicKeyPin(rsa))) throw new UntrustedBankKeyError('not the key the bank profile pins');
}

export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

export async function encryptCredential(
  value: string,
  salt: string,
  key: BankPublicKey,
  pins: readonly string[] | undefined = bankProfile.publicKeyPins,
): Promise<string> {
  const rsa = rsaFor(await loadEncryption(), key);
  await checkBankKey(rsa, pins);
  const plain = `${value} ${decodeURIComponent(salt)}`;
  const modulusBytes = Math.ceil(rsaKeyOf(rsa).n.bitLength() / 8);
  // Checked on UTF-8 bytes, not characters: a '£' is two bytes.
  if (utf8Length(plain) > modulusBytes - PKCS1_V15_OVERHEAD) throw new CredentialTooLongError();
  const cipher = rsa.encrypt(plain);
  if (typeof cipher !== 'string') throw new CredentialTooLongError();
  return cipher;
}
