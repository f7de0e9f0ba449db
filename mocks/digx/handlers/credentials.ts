import type { Bank } from '../bank/Bank';
import { bankKeys } from '../bank/keys';

/**
 * Reads credentials the way OBDX does: base64(RSA(value + " " + salt)), where the salt
 * must be one the bank issued and not yet used. Several fields of one request may share
 * a salt; it is spent once the request is read.
 */
export function decryptCredentials(bank: Bank, ciphers: string[]): string[] | undefined {
  const keys = bankKeys(bank.keyBits);
  const values: string[] = [];
  const salts = new Set<string>();
  for (const cipher of ciphers) {
    const plain = keys.decrypt(cipher);
    const split = plain?.lastIndexOf(' ') ?? -1;
    if (!plain || split < 0) return undefined;
    values.push(plain.slice(0, split));
    salts.add(plain.slice(split + 1));
  }
  for (const salt of salts) if (!bank.security.spendSalt(salt)) return undefined;
  return values;
}
