import { act, screen } from '@testing-library/react';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { startMarker } from '@/features/session/sessionMarker';
import { renderApp } from './renderApp';

/** A logged-in RETAIL1 on /accounts, with jest's fake timers driving every watchdog. */
export async function loggedInOnFakeClock() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
  startMarker();
  const app = renderApp('/accounts', { advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('heading', { name: 'My accounts' });
  return app;
}

/** Moves the fake clock on, running the timers due, inside act. */
export const advanceClock = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};
