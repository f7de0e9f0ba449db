import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Bank } from '../bank/Bank';
import { FAULT_KINDS, parseFaultSpec, type FaultRule } from '../bank/faults';
import { HOSTILE_PAYLOADS } from '../bank/seed/hostile';

/** Key sizes QA may ask for: one the app must refuse, and the usual ones (a 4096-bit key takes a second or two to make). */
const KEY_SIZES = [1024, 2048, 3072, 4096];

/**
 * QA's switches (README "Driving the fake bank"): list, add and clear faults, reset the bank, fix or free its
 * clock, switch hostile texts on or off, set the session idle time or the size of the bank's RSA key. Served
 * under /__bank/ by the dev server and `npm run serve`, never by a real bank; the demo panel calls these.
 */
export function controlHandlers(bank: Bank): HttpHandler[] {
  return [
    http.get('*/__bank/faults', () => HttpResponse.json({ kinds: FAULT_KINDS, faults: bank.faults.list() })),
    http.post('*/__bank/faults', async ({ request }) => {
      const body = (await request.json()) as FaultRule | { spec?: string };
      const rule = 'spec' in body && typeof body.spec === 'string' ? parseFaultSpec(body.spec) : (body as FaultRule);
      if (!rule || typeof rule.path !== 'string' || !rule.fault || !FAULT_KINDS.includes(rule.fault.kind)) {
        return HttpResponse.json({ error: 'Not a fault rule. Example spec: GET:v1/me:status=500' }, { status: 400 });
      }
      bank.faults.add(rule);
      return HttpResponse.json({ faults: bank.faults.list() }, { status: 201 });
    }),
    http.delete('*/__bank/faults', () => {
      bank.faults.clear();
      return HttpResponse.json({ faults: [] });
    }),
    http.post('*/__bank/reset', () => {
      bank.reset();
      return HttpResponse.json({ reset: true });
    }),
    http.post('*/__bank/clock', async ({ request }) => {
      const body = (await request.json()) as { now?: string | null };
      if (body.now) bank.clock.fix(body.now);
      else bank.clock.unfix();
      // A new clock means a new seed, in the mode the bank is in.
      bank.setHostile(bank.hostile);
      return HttpResponse.json({ now: bank.clock.now().toISOString() });
    }),
    // Hostile texts (seed/hostile.ts): {on: true} reseeds the bank with a payload in every free text; a
    // reset goes back to the server's default (DIGX_HOSTILE). GET lists the payloads.
    http.get('*/__bank/hostile', () => HttpResponse.json({ hostile: bank.hostile, payloads: HOSTILE_PAYLOADS })),
    http.post('*/__bank/hostile', async ({ request }) => {
      const body = (await request.json().catch(() => undefined)) as { on?: unknown } | undefined;
      if (typeof body?.on !== 'boolean') return HttpResponse.json({ error: 'Send {"on": true} or {"on": false}.' }, { status: 400 });
      bank.setHostile(body.on);
      return HttpResponse.json({ hostile: bank.hostile });
    }),
    // The session idle time in seconds (10 minutes by default, on the bank's clock): a shorter one lets QA see
    // the bank end a session without waiting. A reset goes back to 10 minutes.
    http.get('*/__bank/session-idle', () => HttpResponse.json({ seconds: bank.sessionIdleMs / 1000 })),
    http.post('*/__bank/session-idle', async ({ request }) => {
      const body = (await request.json().catch(() => undefined)) as { seconds?: unknown } | undefined;
      const seconds = body?.seconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) {
        return HttpResponse.json({ error: 'Send {"seconds": 120}: a number of seconds above 0.' }, { status: 400 });
      }
      bank.setSessionIdle(seconds * 1000);
      return HttpResponse.json({ seconds: bank.sessionIdleMs / 1000 });
    }),
    // The size of the bank's RSA key (2048 bits by default): 1024 shows the app refusing a key too short to
    // trust (the login says there is a technical issue and sends nothing). A reset goes back to 2048.
    http.get('*/__bank/rsa-key', () => HttpResponse.json({ bits: bank.keyBits })),
    http.post('*/__bank/rsa-key', async ({ request }) => {
      const body = (await request.json().catch(() => undefined)) as { bits?: unknown } | undefined;
      const bits = body?.bits;
      if (typeof bits !== 'number' || !KEY_SIZES.includes(bits)) {
        return HttpResponse.json({ error: `Send {"bits": 1024}: one of ${KEY_SIZES.join(', ')}.` }, { status: 400 });
      }
      bank.setKeyBits(bits);
      return HttpResponse.json({ bits: bank.keyBits });
    }),
  ];
}
