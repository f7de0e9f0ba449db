import type { DigxClient } from './digxClient';
import { isDigxError } from './DigxError';
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
    await client.request<PublicKeyAnswer>({ method: 'GET', path: 'v1/publicKey' }),
    await client.request<SaltAnswer>({ method: 'POST', path: 'v1/salt' }),
  ];
  return Promise.all(values.map((value) => encryptCredential(value, salt.saltDTO.id, key.publicKeyDTO)));
}

/**
 * POST /digx/j_security_check (SPEC.md section 4, login flow steps 1–2). The user ID is
 * trimmed and uppercased. SPEC.md section 7: a 404 on the login request is retried once
 * after fetching a nonce — with a fresh salt, because the bank spends each salt once.
 * This is the only call the client ever sends twice, and only on that answer.
 */
export async function postLogin(client: DigxClient, userId: string, password: string): Promise<void> {
  const send = async () => {
    const [encrypted] = await encryptForBank(client, [password]);
    await client.request({
      method: 'POST',
      path: 'j_security_check',
      form: { j_username: userId.trim().toUpperCase(), j_password: encrypted },
      startsSession: true,
    });
  };
  try {
    await send();
  } catch (error) {
    if (!isDigxError(error) || error.status !== 404) throw error;
    client.startNewSession();
    await client.refillNonces();
    await send();
  }
}
