/**
 * The storage sweep every journey gets (e2e/fixtures.ts runs it after each test): nothing secret may be left
 * where a script, an extension or the next user of the computer can read it. Read from the browser context:
 * localStorage and sessionStorage of every open page, localStorage and IndexedDB of every origin the context
 * visited, cookies that scripts can read, and every value a page wrote with setItem (recorded as it was
 * written, so something written and removed again still counts). Secrets come from the fake bank's seed and
 * from the nonces the pages were sent; they are never typed here.
 */
import type { BrowserContext } from '@playwright/test';
import { ACCOUNT_SPECS } from '../mocks/digx/bank/seed/accountSpecs';
import { BRANCHES } from '../mocks/digx/bank/seed/branches';
import { londonDay } from '../mocks/digx/bank/seed/dates';
import { createParties } from '../mocks/digx/bank/seed/parties';
import { PAYEE_SPECS } from '../mocks/digx/bank/seed/payeeSpecs';
import { createUsers, DEMO_LOGINS } from '../mocks/digx/bank/seed/users';
import { DEMO_OTP } from '../mocks/digx/bank/security';
import { parseNonceHeader } from '../src/shared/api/noncePool';

/** One stored value, where it was found. */
export type StoredValue = { where: string; key: string; value: string };

export type Secret = { what: string; test: (text: string) => boolean };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digitsOnly = (text: string) => /^\d+$/.test(text);

/**
 * A secret as found in stored text. A number counts only whole (no digit either side), so a masked
 * "****1234" or a timestamp that happens to contain the digits is not a finding; other secrets count
 * anywhere, also URL-encoded.
 */
function secret(what: string, value: string): Secret {
  if (digitsOnly(value)) {
    const whole = new RegExp(`(?<!\\d)${value}(?!\\d)`);
    return { what, test: (text) => whole.test(text) };
  }
  const encoded = encodeURIComponent(value);
  return { what, test: (text) => text.includes(value) || text.includes(encoded) };
}

/** "60-93-03 10234561", "609303/10234561", "60930310234561": the sort code and number together, whatever the separators. */
function sortCodeAndNumber(what: string, sortCode: string, number: string): Secret {
  const joined = new RegExp(`(?<!\\d)${escape(sortCode.slice(0, 2))}\\D?${escape(sortCode.slice(2, 4))}\\D?${escape(sortCode.slice(4))}\\D{0,3}${number}(?!\\d)`);
  return { what, test: (text) => joined.test(text) };
}

/** Every secret of the seed: passwords, PINs, the one-time passcode, full account numbers of accounts and payees. */
export function seedSecrets(): Secret[] {
  const now = new Date();
  const users = Object.values(createUsers(now, londonDay(now), createParties()));
  const secrets: Secret[] = [];
  for (const [userId, password] of Object.entries(DEMO_LOGINS)) secrets.push(secret(`the demo password of ${userId}`, password));
  // Users may share a PIN (RETAIL1 and CORP1 do): one finding naming them all.
  const pins = new Map<string, string[]>();
  for (const user of users) pins.set(user.pin, [...(pins.get(user.pin) ?? []), user.userId]);
  for (const [pin, owners] of pins) secrets.push(secret(`the PIN of ${owners.join(' and ')}`, pin));
  secrets.push(secret('the demo one-time passcode', DEMO_OTP));
  for (const account of ACCOUNT_SPECS) {
    const sortCode = BRANCHES[account.branch]?.sortCode ?? '';
    secrets.push(secret(`the full account number of ${account.nickname ?? account.productName} (…${account.number.slice(-4)})`, account.number));
    if (sortCode) secrets.push(sortCodeAndNumber(`the sort code and account number of ${account.nickname ?? account.productName}`, sortCode, account.number));
  }
  for (const payee of PAYEE_SPECS) {
    secrets.push(secret(`the full account number of the payee ${payee.nickName} (…${payee.accountNumber.slice(-4)})`, payee.accountNumber));
    secrets.push(sortCodeAndNumber(`the sort code and account number of the payee ${payee.nickName}`, payee.sortCode, payee.accountNumber));
  }
  return secrets;
}

/** What each page wrote, and the nonces the pages were sent, for one browser context. */
export type StorageWatch = { writes: StoredValue[]; nonces: Set<string> };

// In the page (a string: what the test transform makes of a function need not run there). Reports every setItem before
// it happens; the binding is looked up at call time, since it may be installed after this script.
const RECORD_WRITES = `(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    try {
      const kind = this === window.localStorage ? 'localStorage' : this === window.sessionStorage ? 'sessionStorage' : 'Storage';
      if (typeof window.__e2eStorageWrite === 'function') window.__e2eStorageWrite(kind, String(key), String(value));
    } catch (e) {
      // storage blocked on this page: nothing was written either
    }
    return setItem.apply(this, arguments);
  };
})();`;

/** Starts recording storage writes and received nonces. Call once, right after the context is created. */
export async function watchStorage(context: BrowserContext): Promise<StorageWatch> {
  const watch: StorageWatch = { writes: [], nonces: new Set() };
  await context.exposeBinding('__e2eStorageWrite', ({ page }, kind: string, key: string, value: string) => {
    watch.writes.push({ where: `${kind}.setItem on ${page?.url() ?? 'a page'}`, key, value });
  });
  await context.addInitScript(RECORD_WRITES);
  context.on('response', (response) => {
    for (const nonce of parseNonceHeader(response.headers()['x-nonce'])) watch.nonces.add(nonce);
  });
  return watch;
}

const READ_WEB_STORAGE = `(() => {
  const read = (name) => {
    try {
      const store = window[name];
      return Array.from({ length: store.length }, (_, i) => store.key(i)).map((key) => ({ where: name + ' of ' + location.href, key, value: store.getItem(key) }));
    } catch (e) {
      return [];
    }
  };
  return read('localStorage').concat(read('sessionStorage'));
})()`;

/** IndexedDB as storageState gives it (playwright-core ≥ 1.51 with indexedDB: true); not in its public type. */
type OriginState = { origin: string; localStorage: { name: string; value: string }[]; indexedDB?: { name: string; stores: { name: string; records: unknown[] }[] }[] };

/** Everything the context holds now that a script could read. */
export async function readStorage(context: BrowserContext, watch: StorageWatch): Promise<StoredValue[]> {
  const found: StoredValue[] = [...watch.writes];
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    found.push(...((await page.evaluate(READ_WEB_STORAGE).catch(() => [])) as StoredValue[]));
  }
  const state = await context.storageState({ indexedDB: true });
  for (const origin of state.origins as OriginState[]) {
    for (const item of origin.localStorage) found.push({ where: `localStorage of ${origin.origin}`, key: item.name, value: item.value });
    for (const db of origin.indexedDB ?? []) {
      for (const store of db.stores) {
        found.push({ where: `IndexedDB ${db.name} of ${origin.origin}`, key: store.name, value: JSON.stringify(store.records) });
      }
    }
  }
  for (const cookie of await context.cookies()) {
    if (!cookie.httpOnly) found.push({ where: `script-readable cookie of ${cookie.domain}${cookie.path}`, key: cookie.name, value: cookie.value });
  }
  return found;
}

/** Every stored value that holds a secret: "<where> key "<key>" holds <what>". */
export function findSecrets(values: StoredValue[], secrets: Secret[], nonces: Iterable<string>): string[] {
  const all = [...secrets, ...[...nonces].map((nonce) => secret('a nonce the server sent', nonce))];
  const findings = new Set<string>();
  for (const { where, key, value } of values) {
    for (const s of all) {
      if (s.test(key) || s.test(value)) findings.add(`${where}: key "${key}" holds ${s.what}`);
    }
  }
  return [...findings];
}
