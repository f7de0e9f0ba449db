/**
 * One session clock for the app and the bank. The bank (fake or real) ends a session after its own idle time;
 * the app counts typing as activity, so while the customer is active it tells the bank, and "Stay logged in"
 * tells it too. An idle customer is warned and logged out by the app, and the bank hears nothing that would keep
 * the session past the app's idle limit.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { bank, injectFault, setBankSessionIdle } from '../../../mocks/digx/testing';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '../../testing/recordRequests';
import { renderApp } from '../../testing/renderApp';
import { KEEP_ALIVE_AFTER_MS } from './rules';
import { startMarker } from './sessionMarker';

// Each test types into a form for many (fake) minutes, a keystroke at a time: on a loaded 2-core CI machine
// that takes longer than the 15 s every other test gets, though a few seconds alone.
jest.setTimeout(45_000);

const minutes = (n: number) => n * 60_000;
const BANK_IDLE_MS = bank.sessionIdleMs;
/** DECISIONS.md "inactivity auto-logout", written as it gives them so that a change of the code's figures fails here. */
const IDLE_LIMIT_MS = minutes(5);
const WARNING_MS = 60_000;

async function loggedInAt(path: string) {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const app = renderApp(path, { advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

/** Calls the app sent to the bank on its own: GET v1/me after the page had loaded. */
const keepAlives = (log: ReturnType<typeof recordRequests>) => log.to('v1/me', 'GET');

afterEach(() => jest.useRealTimers());

describe('a customer who keeps typing', () => {
  it('can still send a secure message written over longer than the bank’s idle time', async () => {
    const { user, location } = await loggedInAt('/secure-mail/new');
    const newMail = await screen.findByRole('form', { name: 'New message' });
    const log = recordRequests();
    await user.selectOptions(within(newMail).getByRole('combobox', { name: 'Subject' }), 'General enquiry');
    const body = within(newMail).getByRole('textbox', { name: 'Message' });
    // Twelve minutes of typing, a word every half minute: active to the app, and to the bank through it.
    let typed = '';
    for (let elapsed = 0; elapsed <= BANK_IDLE_MS + minutes(2); elapsed += 30_000) {
      await user.type(body, 'word ');
      typed += 'word ';
      await advance(30_000);
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(location()).toBe('/secure-mail/f/outbox');
    expect(bank.state.mails[bank.state.mails.length - 1]).toMatchObject({ subject: 'General enquiry', messageBody: typed.trim() });
    // Light: one call every few minutes, not one per key.
    const sent = await keepAlives(log);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil((BANK_IDLE_MS + minutes(3)) / KEEP_ALIVE_AFTER_MS));
    log.stop();
  });

  it('keeps going when one keep-alive fails for another reason than the session, and shows nothing', async () => {
    const { user, location } = await loggedInAt('/secure-mail/new');
    const newMail = await screen.findByRole('form', { name: 'New message' });
    injectFault('v1/me', { kind: 'status', status: 500 }, { method: 'GET', times: 1 });
    const log = recordRequests();
    await user.selectOptions(within(newMail).getByRole('combobox', { name: 'Subject' }), 'Payments');
    const body = within(newMail).getByRole('textbox', { name: 'Message' });
    for (let elapsed = 0; elapsed <= BANK_IDLE_MS; elapsed += 30_000) {
      await user.type(body, 'x');
      await advance(30_000);
    }
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((await keepAlives(log)).length).toBeGreaterThanOrEqual(2);
    expect(bank.faults.list()).toHaveLength(0);
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(location()).toBe('/secure-mail/f/outbox');
    log.stop();
  });

  it('who then stops is warned by the app, and "Stay logged in" still finds the bank’s session alive', async () => {
    const { user, location } = await loggedInAt('/secure-mail/new');
    const newMail = await screen.findByRole('form', { name: 'New message' });
    await user.selectOptions(within(newMail).getByRole('combobox', { name: 'Subject' }), 'Statements');
    const body = within(newMail).getByRole('textbox', { name: 'Message' });
    // Three minutes of typing, then nothing.
    for (let elapsed = 0; elapsed < minutes(3); elapsed += 30_000) {
      await user.type(body, 'more ');
      await advance(30_000);
    }
    // The app counts the idle time from the last key (half a minute ago), and warns a minute before 5 minutes.
    await advance(minutes(3));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(minutes(1.25));
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await advance(1000);
    await user.click(within(newMail).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(location()).toBe('/secure-mail/f/outbox');
  });

  it('is taken to the session-expired page when a keep-alive finds the bank has already ended the session', async () => {
    setBankSessionIdle(KEEP_ALIVE_AFTER_MS - 30_000);
    const { location } = await loggedInAt('/accounts');
    for (let elapsed = 0; elapsed < KEEP_ALIVE_AFTER_MS + minutes(2); elapsed += 30_000) {
      fireEvent.mouseMove(document.body);
      await advance(30_000);
    }
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText('For your security, your Online Banking session has ended.')).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
  });
});

describe('"Stay logged in"', () => {
  it('tells the bank too, so the session lives on at the bank past its idle time', async () => {
    // A bank whose idle time runs out just after the app's warning, counted from the page's last call.
    setBankSessionIdle(IDLE_LIMIT_MS - WARNING_MS + 30_000);
    const { user, location, router } = await loggedInAt('/accounts');
    await screen.findByRole('heading', { name: 'My accounts' });
    const log = recordRequests();
    await advance(IDLE_LIMIT_MS - WARNING_MS + 1000);
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(await keepAlives(log)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await advance(1000);
    expect(await keepAlives(log)).toHaveLength(1);

    // Past the bank's idle time counted from the page's last call: the bank still answers.
    await advance(minutes(1));
    await act(() => router.navigate('/secure-mail/f/inbox'));
    expect(await screen.findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
    expect(location()).toBe('/secure-mail/f/inbox');
    log.stop();
  });
});

describe('an idle customer', () => {
  it('is warned at 4 minutes and logged out at 5 by the app, with nothing sent to keep the bank’s session', async () => {
    const { location } = await loggedInAt('/accounts');
    await screen.findByRole('heading', { name: 'My accounts' });
    const log = recordRequests();
    await advance(IDLE_LIMIT_MS - WARNING_MS + 1000);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await advance(WARNING_MS);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText(/inactive for 5 minutes/)).toBeInTheDocument();
    expect(location()).toBe('/session-expired');
    expect(await keepAlives(log)).toHaveLength(0);
    expect(await log.to('v1/session', 'DELETE')).toHaveLength(1);
    log.stop();
  });
});
