import { digxFailure } from '../../../src/testing/digxFailure';
import { createDigxClient, type DigxClient } from '../../../src/shared/api/digxClient';
import { encryptForBank, postLogin } from '../../../src/shared/api/postLogin';
import { DEMO_LOGINS, DEMO_PIN } from '../bank/seed';
import { bank, fixBankClock, logInAs } from '../testing';

/**
 * Changing the password and the transaction PIN from settings (session.ts) through the app's real client and
 * encryption: the new value is the one the bank checks from then on, the old one is refused, and each refusal
 * maps to the code the app gives its own message. The session cookie is shared: one client at a time.
 */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

const OLD = DEMO_LOGINS.RETAIL1;
const NEW_PASSWORD = 'Paddock#2027';

async function changePassword(client: DigxClient, oldPassword: string, newPassword: string) {
  const [oldValue, newValue] = await encryptForBank(client, [oldPassword, newPassword]);
  return client.request({ method: 'PUT', path: 'v1/me/credentials', body: { oldPassword: oldValue, changedPassword: newValue } });
}
/** SPEC.md's "type, old, new": `type` names the credential changed. */
async function changePin(client: DigxClient, oldPin: string, newPin: string, named: { type?: string } = { type: 'pin' }) {
  const [oldValue, newValue] = await encryptForBank(client, [oldPin, newPin]);
  return client.request({ method: 'PUT', path: 'cz/v1/credentials/transactionPin', body: { ...named, oldPin: oldValue, newPin: newValue } });
}
async function freshLogin(password: string): Promise<DigxClient> {
  const client = createDigxClient();
  await postLogin(client, 'RETAIL1', password);
  return client;
}

describe('changing the password', () => {
  it('takes effect for the next login: the new password logs in, the old one is refused', async () => {
    const client = await logInAs();
    expect((await changePassword(client, OLD, NEW_PASSWORD)).status).toBe(200);
    await client.request({ method: 'DELETE', path: 'v1/session' });

    expect(await digxFailure(freshLogin(OLD))).toMatchObject({ status: 403, meaning: 'wrongCredentials' });
    const again = await freshLogin(NEW_PASSWORD);
    const me = await again.request<{ userProfile: { userName: string } }>({ method: 'GET', path: 'v1/me' });
    expect(me.data.userProfile.userName).toBe('RETAIL1');
    expect(bank.state.users.RETAIL1.failedAttempts).toBe(0);
    // The old password joins the history: changing back to it is reuse.
    expect(await digxFailure(changePassword(again, NEW_PASSWORD, OLD))).toMatchObject({ status: 400, meaning: 'passwordReuse' });
  });

  it.each([
    ['a wrong current password', 'Wrong#2026', NEW_PASSWORD, 'wrongCurrentPassword'],
    ['the current password again', OLD, OLD, 'passwordReuse'],
    ['an earlier password', OLD, 'Private#2025', 'passwordReuse'],
    ['a password outside the policy', OLD, 'short', 'alphanumericViolation'],
  ])('refuses %s and keeps the password', async (_name, oldPassword, newPassword, meaning) => {
    const client = await logInAs();
    expect(await digxFailure(changePassword(client, oldPassword, newPassword))).toMatchObject({ status: 400, meaning });
    expect(bank.state.users.RETAIL1.password).toBe(OLD);
  });
});

describe('changing the transaction PIN', () => {
  it('makes the new PIN the one checked from then on', async () => {
    const client = await logInAs();
    expect((await changePin(client, DEMO_PIN, '975310')).status).toBe(200);
    expect(await digxFailure(changePin(client, DEMO_PIN, '864202'))).toMatchObject({ status: 400, meaning: 'wrongPin' });

    const again = await logInAs();
    expect((await changePin(again, '975310', '864202')).status).toBe(200);
    expect(bank.state.users.RETAIL1.pin).toBe('864202');
  });

  it('refuses a PIN used before', async () => {
    const client = await logInAs();
    expect(await digxFailure(changePin(client, DEMO_PIN, '246810'))).toMatchObject({ status: 400, meaning: 'pinReuse' });
    expect(await digxFailure(changePin(client, DEMO_PIN, DEMO_PIN))).toMatchObject({ status: 400, meaning: 'pinReuse' });
  });

  it.each([['no type', {}], ['the password type', { type: 'password' }], ['another spelling', { type: 'PIN' }]])(
    'refuses a change with %s and changes nothing, not even the count of wrong PINs',
    async (_name, named) => {
      const client = await logInAs();
      expect(await digxFailure(changePin(client, DEMO_PIN, '975310', named))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
      expect(bank.state.users.RETAIL1).toMatchObject({ pin: DEMO_PIN, pinFailedAttempts: 0 });
    },
  );

  it('locks the PIN after more than three wrong ones, and then refuses even the right one', async () => {
    const client = await logInAs();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await digxFailure(changePin(client, '000000', '975310'))).toMatchObject({ meaning: 'wrongPin' });
    }
    expect(await digxFailure(changePin(client, '000000', '975310'))).toMatchObject({ status: 400, meaning: 'pinLocked' });
    expect(await digxFailure(changePin(client, DEMO_PIN, '975310'))).toMatchObject({ status: 400, meaning: 'pinLocked' });
    expect(bank.state.users.RETAIL1.pin).toBe(DEMO_PIN);
  });
});

describe('the first-login steps (GET and POST v1/me/loginFlow, in OBDX\'s shape)', () => {
  interface LoginFlow {
    userLoginFlowDTOList: { loginConfigDTO: { id: string; uiComponentName: string; displayOrder: number } }[];
  }
  const stepsOf = async (client: DigxClient) =>
    (await client.request<LoginFlow>({ method: 'GET', path: 'v1/me/loginFlow' })).data.userLoginFlowDTOList.map((item) => item.loginConfigDTO);
  const done = (client: DigxClient, loginConfigId: unknown) => client.request({ method: 'POST', path: 'v1/me/loginFlow', body: { loginConfigId } });

  it('lists NEWUSER\'s steps in order: the terms and the password change as OBDX names them, the PIN by SPEC.md\'s word', async () => {
    const client = await logInAs('NEWUSER');
    expect((await stepsOf(client)).map(({ uiComponentName, displayOrder }) => [uiComponentName, displayOrder])).toEqual([
      ['terms-and-conditions', 1],
      ['change-password', 2],
      ['forcePinChange', 3],
    ]);
    expect(await stepsOf(await logInAs('RETAIL1'))).toEqual([]);
  });

  it('takes each step back under its own id: the terms at once, a forced change only once it is made', async () => {
    const client = await logInAs('NEWUSER');
    const [terms, password] = await stepsOf(client);
    expect((await done(client, terms.id)).status).toBe(200);
    expect(await digxFailure(done(client, password.id))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(await digxFailure(done(client, 'NOT-A-STEP'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });

    expect((await changePassword(client, DEMO_LOGINS.NEWUSER, 'Newuser#2027')).status).toBe(200);
    expect((await done(client, password.id)).status).toBe(200);
    expect((await stepsOf(client)).map((step) => step.uiComponentName)).toEqual(['forcePinChange']);
    expect(bank.state.users.NEWUSER.firstLoginFlowDone).toBe(false);
  });
});
