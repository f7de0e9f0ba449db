import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { DIGX_CODES } from '../bank/profile';
import { encryptForBank } from '../../../src/shared/api/postLogin';
import { DEMO_PIN } from '../bank/seed/users';
import { bank, fixBankClock, logInAs, setBankSessionIdle } from '../testing';
import { MAX_PIN_CHANGES_PER_DAY, PIN_TOKEN_WINDOW_MS } from './session';

/** The session handlers' PIN change, through the app's own client and encryption. */
const NOW = '2025-06-16T10:30:00Z';
beforeEach(() => fixBankClock(NOW));

async function changePin(client: DigxClient, oldPin: string, newPin: string) {
  const [oldValue, newValue] = await encryptForBank(client, [oldPin, newPin]);
  return client.request({ method: 'PUT', path: 'cz/v1/credentials/transactionPin', body: { type: 'pin', oldPin: oldValue, newPin: newValue } });
}

const NEW_PINS = ['258013', '369024', '470135', '581246'];

describe('PUT cz/v1/credentials/transactionPin: temporarily locked PIN (too many tokens)', () => {
  it('allows three changes a day, then refuses the fourth, even with the right PIN, until a day has passed', async () => {
    expect(MAX_PIN_CHANGES_PER_DAY).toBe(3);
    setBankSessionIdle(Infinity); // a day passes within one session
    const client = await logInAs('RETAIL1');
    let pin = DEMO_PIN;
    for (const next of NEW_PINS.slice(0, 3)) {
      await changePin(client, pin, next);
      pin = next;
      bank.clock.advance(60_000);
    }
    const refused = await digxFailure(changePin(client, pin, NEW_PINS[3]));
    expect(refused).toMatchObject({ status: 400, code: DIGX_CODES.pinTemporarilyLocked, meaning: 'pinTemporarilyLocked' });
    // Temporary: neither a wrong-PIN attempt nor the lock of the PIN itself.
    expect(bank.state.users.RETAIL1).toMatchObject({ pin, pinFailedAttempts: 0, pinLocked: false });

    // The first token is a day old once the window has passed since it was spent.
    bank.clock.advance(PIN_TOKEN_WINDOW_MS - 3 * 60_000 + 1);
    await changePin(client, pin, NEW_PINS[3]);
    expect(bank.state.users.RETAIL1.pin).toBe(NEW_PINS[3]);
  });

  it('spends a token only on a change the bank made, and counts each user apart', async () => {
    const client = await logInAs('RETAIL1');
    for (let i = 0; i < 3; i += 1) {
      expect((await digxFailure(changePin(client, DEMO_PIN, '246810'))).code).toBe(DIGX_CODES.pinReuse);
    }
    await changePin(client, DEMO_PIN, NEW_PINS[0]);
    expect(bank.state.users.RETAIL1.pin).toBe(NEW_PINS[0]);

    const corporate = await logInAs('CORP1');
    await changePin(corporate, DEMO_PIN, NEW_PINS[1]);
    expect(bank.state.users.CORP1.pin).toBe(NEW_PINS[1]);
  });

  it('gives every token back when the bank is reset', async () => {
    let pin = DEMO_PIN;
    let client = await logInAs('RETAIL1');
    for (const next of NEW_PINS.slice(0, 3)) {
      await changePin(client, pin, next);
      pin = next;
    }
    bank.reset();
    client = await logInAs('RETAIL1');
    await changePin(client, DEMO_PIN, NEW_PINS[0]);
    expect(bank.state.users.RETAIL1.pin).toBe(NEW_PINS[0]);
  });
});
