import type { DigxClient } from './digxClient';
import { SESSION_CHECK } from './sessionCheck';
import { isDigxError } from './DigxError';
import * as SESSION_ENDPOINTS from './endpoints/session';
import { encryptCredential, type BankPublicKey } from './encryptCredential';

interface PublicKeyAnswer {
  publicKeyDTO: BankPublicKey;
}
interface SaltAnswer {
  saltDTO: { id: string };
}

/** Fetches the bank's public key and a fresh single-use salt, and encrypts one value. */
export async function encryptForBank(client: DigxClient, values: string[]): Promise<string[]> {
  const [{ data: key }, { data: salt }] = [
    await client.request<PublicKeyAnswer>(SESSION_ENDPOINTS.publicKey.request()),
    await client.request<SaltAnswer>(SESSION_ENDPOINTS.salt.request()),
  ];
  return Promise.all(values.map((value) => encryptCredential(value, salt.saltDTO.id, key.publicKeyDTO)));
}

/**
 * After a 404 on the login: did it log in? A stock OBDX answers every successful login with 404 (a redirect
 * to nowhere, with the session cookie set; DIGX-CONTRACT.md "login"), so the 404 alone says nothing. A new
 * session starts on the client, a nonce is fetched, and v1/me decides: true when logged in, false on 401.
 * The answer is sent as a prefetch, so the login saga's own v1/me, moments later, takes it instead of asking
 * again. Anything else v1/me answers is the login's outcome, thrown as it is.
 */
async function loggedIn(client: DigxClient): Promise<boolean> {
  client.startNewSession();
  await client.refillNonces();
  try {
    await client.prefetch(SESSION_CHECK);
    return true;
  } catch (error) {
    // Nobody may come for the failed answer: forget it.
    client.startNewSession();
    if (isDigxError(error) && error.kind === 'sessionExpired') return false;
    throw error;
  }
}

const isNotFound = (error: unknown) => isDigxError(error) && error.status === 404;

/**
 * POST /digx/j_security_check (SPEC.md section 4, login flow steps 1–2). The user ID is trimmed and uppercased.
 * A 2xx (the demo bank) is a login. A 404 is confirmed with v1/me (loggedIn): logged in, it is done and the
 * password is never sent again; not logged in, SPEC.md section 7's retry sends the login once more, with a fresh
 * salt because the bank spends each salt once, and a second 404 that v1/me shows was not a login fails. The
 * password goes at most twice, and twice only on that answer. A 403 is a refusal (normaliseError).
 */
export async function postLogin(client: DigxClient, userId: string, password: string): Promise<void> {
  const send = async () => {
    const [encrypted] = await encryptForBank(client, [password]);
    await client.request(
      SESSION_ENDPOINTS.login.request({ form: { j_username: userId.trim().toUpperCase(), j_password: encrypted }, startsSession: true }),
    );
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      await send();
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
      if (await loggedIn(client)) return;
      if (attempt === 2) throw error;
    }
  }
}
