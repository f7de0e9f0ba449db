/**
 * The generated fault sweep (issue 13): for every /digx call the app makes, one test injects, in turn, a
 * network error, a 500 with an HTML body, malformed JSON, a timeout and finally a 401, each on the call's
 * next answer only, and after each checks the screen ends in a defined state (the catalogue's message, no
 * spinner left, never blank), what the user typed is kept, and no POST, PUT, PATCH or DELETE went twice.
 *
 * A scenario says how a customer reaches the call (`start`, `prepare`) and makes it (`act`); the sweep
 * does the rest. The calls themselves are the declared endpoints (src/shared/api/endpoints/all.ts), so a
 * new call without a scenario fails coverage.test.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import type { Fault } from '@mocks/digx/bank/faults';
import { DEMO_LOGINS } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { ROUTES } from '@/shared/routes/routeTable';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { TRANSPORT_MESSAGES, technicalIssueMessage } from '@/shared/api/errorMessages';
import { postLogin } from '@/shared/api/postLogin';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { recordRequests, type RecordedRequest } from '../recordRequests';
import { renderApp } from '../renderApp';

/** A short client timeout stands in for SPEC.md's 120 s; the timeout fault answers later than it. */
export const SWEEP_TIMEOUT_MS = 300;

export type SweptFaultName = 'network' | 'html500' | 'malformed' | 'timeout' | 'unauthorised';

export interface SweptFault {
  name: SweptFaultName;
  label: string;
  fault: Fault;
  /** Texts of the catalogue (SPEC.md section 8) the screen may show for it; a list's own error text too. */
  messages: string[];
}

/** The five faults, in the order the sweep injects them: the 401 last, since it ends the session. */
export const SWEPT_FAULTS: readonly SweptFault[] = [
  { name: 'network', label: 'a network error', fault: { kind: 'network' }, messages: [TRANSPORT_MESSAGES.network, LIST_STATE_TEXT.error] },
  { name: 'html500', label: 'a 500 with an HTML body', fault: { kind: 'html', status: 500 }, messages: [technicalIssueMessage(500), LIST_STATE_TEXT.error] },
  { name: 'malformed', label: 'malformed JSON', fault: { kind: 'malformed' }, messages: [technicalIssueMessage(200), LIST_STATE_TEXT.error] },
  { name: 'timeout', label: 'a timeout', fault: { kind: 'timeout', ms: SWEEP_TIMEOUT_MS * 4 }, messages: [TRANSPORT_MESSAGES.timeout, LIST_STATE_TEXT.error] },
  { name: 'unauthorised', label: 'a 401', fault: { kind: 'status', status: 401 }, messages: [] },
];

export type SweepView = ReturnType<typeof renderApp>;

export interface SweepContext extends SweepView {
  /** The fault injected for this step. */
  fault: SweptFault;
}

export type DemoUser = keyof typeof DEMO_LOGINS;

export interface FaultScenario {
  /** The call as its endpoint names it (endpoint.ts callName): method and path template, `GET v1/token/{token}`. */
  call: string;
  /** What the customer is doing, for the test's name. */
  doing: string;
  /** Where the fault is injected: a path below /digx/ as the fake bank's faults match it (a trailing * is a prefix). */
  faultPath: string;
  user?: DemoUser;
  /** The route the customer opens, logged in (or not, with `loggedOut`). */
  start: string;
  loggedOut?: boolean;
  /**
   * The call is made as the screen opens (a list's first load): the first fault is in place before the
   * route is opened, and each later one is retried with `act` (default: the list's "Try again").
   */
  onOpen?: boolean;
  /** Gets the screen to just before the call: waits for it, fills in what the customer types. */
  prepare?: (s: SweepContext) => Promise<void>;
  /** The customer's action that makes the call. Runs once per fault. */
  act?: (s: SweepContext) => Promise<void>;
  /**
   * The app itself tries this idempotent call once more after a failure (DECISIONS.md allows it for idempotent
   * calls only: DELETE v1/session): a second send after a fault is that retry, a third would be a double send.
   */
  retriedOnce?: boolean;
  /** After a failed step the screen cannot make the call again (an unsure payment): open it afresh for the next fault. */
  freshEachFault?: boolean;
  /** The defined end state for a fault other than the 401 (default: an alert with the catalogue's text, no spinner). */
  failed?: (s: SweepContext) => Promise<void>;
  /** What the customer typed is still there after the fault. */
  kept?: (s: SweepContext) => Promise<void>;
  /**
   * The defined end state for the 401 where it is not the session-expired page: a screen with no session
   * to expire (the login page, a password-reset link) or the logout itself (default: the session-expired page).
   */
  expired?: (s: SweepContext) => Promise<void>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sends with and without a passcode are two different requests, as are calls to different paths. */
const sendKey = (r: RecordedRequest) => `${r.method} ${r.path}${r.headers.has('x-challenge_response') ? ' +passcode' : ''}`;

/** The client's own nonce refills (digxClient.ts) are POSTs but send nothing of the customer's: several in a step are normal. */
const isNonceRefill = (r: RecordedRequest) => r.path === 'v1/session/nonce';

function mutationCounts(requests: RecordedRequest[], from: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of requests.slice(from)) {
    if (!MUTATING.has(r.method) || isNonceRefill(r)) continue;
    counts.set(sendKey(r), (counts.get(sendKey(r)) ?? 0) + 1);
  }
  return counts;
}

/**
 * One customer action sent each mutation at most once (a passcode retry is a different request); `retried`, a
 * call the app retries once by design, at most twice.
 */
export function expectNothingSentTwice(requests: RecordedRequest[], from: number, retried?: string): void {
  const twice = [...mutationCounts(requests, from)].filter(([key, n]) => n > (key === retried ? 2 : 1)).map(([key, n]) => `${key} ×${n}`);
  expect(twice).toEqual([]);
}

/** No spinner left and an alert with one of the catalogue's texts for this fault. */
export async function expectCatalogueMessage(s: SweepContext): Promise<void> {
  await waitFor(() => {
    const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
    expect(alerts.some((text) => s.fault.messages.some((m) => text.includes(m)))).toBe(true);
  });
  await expectSettled();
}

/** Never an endless spinner, never a blank screen. */
export async function expectSettled(): Promise<void> {
  await waitFor(() => expect(screen.queryByText(LIST_STATE_TEXT.loading)).not.toBeInTheDocument());
  expect(document.body.textContent?.trim()).not.toBe('');
}

async function open(scenario: FaultScenario): Promise<SweepView> {
  const user = scenario.user ?? 'RETAIL1';
  if (!scenario.loggedOut) {
    await postLogin(createDigxClient(), user, DEMO_LOGINS[user]);
    startMarker();
  }
  return renderApp(scenario.start, { clientOptions: { timeoutMs: SWEEP_TIMEOUT_MS } });
}

const retryList = async (s: SweepContext) => {
  await s.user.click(await screen.findByRole('button', { name: 'Try again' }));
};

/** Runs one scenario through the five faults. */
export async function sweep(scenario: FaultScenario): Promise<void> {
  const log = recordRequests();
  try {
    let view: SweepView | undefined;
    for (const fault of SWEPT_FAULTS) {
      const fresh = !view || scenario.freshEachFault;
      const inject = () => injectFault(scenario.faultPath, fault.fault, { method: scenario.call.split(' ')[0], times: 1 });
      if (fresh && scenario.onOpen) inject();
      if (fresh) view = await open(scenario);
      const s: SweepContext = { ...(view as SweepView), fault };
      if (fresh) await scenario.prepare?.(s);
      const from = log.requests.length;
      if (!(fresh && scenario.onOpen)) {
        inject();
        await (scenario.act ?? retryList)(s);
      }
      if (fault.name === 'unauthorised') {
        if (scenario.expired) await scenario.expired(s);
        else await waitFor(() => expect(s.location()).toBe(ROUTES.sessionExpired.path));
      } else {
        await (scenario.failed ?? expectCatalogueMessage)(s);
        await scenario.kept?.(s);
      }
      // The fault was met on the call (spent), not left waiting because the screen never made it.
      expect(bank.faults.list()).toEqual([]);
      await log.to('');
      expectNothingSentTwice(log.requests, from, scenario.retriedOnce ? scenario.call : undefined);
      if (scenario.freshEachFault) view?.unmount();
    }
  } finally {
    log.stop();
  }
}

/** One generated test per scenario. */
export function sweepFaults(area: string, scenarios: FaultScenario[]): void {
  describe(`fault sweep: ${area}`, () => {
    it.each(scenarios.map((s) => [`${s.call} while ${s.doing}: network, HTML 500, malformed JSON, timeout, then 401`, s] as const))('%s', async (_name, scenario) => {
      await sweep(scenario);
    }, 60_000);
  });
}
