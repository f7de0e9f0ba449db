/**
 * RequireSession's waiting screen on a reload (issue 13). The answer that makes a reload's session
 * 'authenticated' can land while React is still rendering the first screen, in slices. React then redoes
 * that render in one piece, and the guard mounts again, now seeing 'authenticated': it must still show the
 * waiting screen first, so the redone render stays small and the shell follows in slices. After a login
 * the shell shows at once, with no waiting screen in between.
 */
import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { loginSubmitted, sessionSlice } from '@/features/session/slice';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { theme } from '@/shared/theme/tokens';
import { sessionStarted } from '@/shared/events';
import { RequireSession } from './guards';

function renderGuarded(prepare: (store: ReturnType<typeof makeStore>) => void = () => undefined) {
  const store = makeStore();
  prepare(store);
  const router = createMemoryRouter([{ element: <RequireSession />, children: [{ path: '/', element: <h1>My accounts</h1> }] }]);
  // Every text the page gains, in the order it gains it.
  const shown: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records) for (const node of record.addedNodes) if (node.textContent) shown.push(node.textContent);
  };
  const observer = new MutationObserver(note);
  const container = document.body.appendChild(document.createElement('div'));
  observer.observe(container, { childList: true, subtree: true });
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
    { container },
  );
  // Records not yet delivered count too: disconnecting alone would drop them.
  const stop = () => {
    note(observer.takeRecords());
    observer.disconnect();
  };
  return { store, shown, stop };
}

/** The guard reads the session's state only: the session slice alone, with no saga to move it on its own. */
function makeStore() {
  return configureStore({ reducer: { session: sessionSlice.reducer } });
}

const started = sessionStarted({ permittedFunctions: [] });

it('on a reload whose session is already alive when the guard first renders, shows the waiting screen first and then the shell', async () => {
  const { shown, stop } = renderGuarded((store) => store.dispatch(started));
  expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
  stop();
  expect(shown[0]).toContain(TRANSPORT_MESSAGES.loading);
  expect(shown.indexOf('My accounts')).toBeGreaterThan(0);
});

it('on a reload whose session comes alive after the first render, shows the waiting screen and then the shell', async () => {
  const { store, shown, stop } = renderGuarded();
  expect(screen.getByText(TRANSPORT_MESSAGES.loading)).toBeInTheDocument();
  act(() => void store.dispatch(started));
  expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
  stop();
  expect(shown[0]).toContain(TRANSPORT_MESSAGES.loading);
});

it('after a login, shows the shell at once with no waiting screen in between', async () => {
  const { shown, stop } = renderGuarded((store) => {
    store.dispatch(loginSubmitted({ userId: 'RETAIL1', password: 'x' }));
    store.dispatch(started);
  });
  expect(await screen.findByRole('heading', { name: 'My accounts' })).toBeInTheDocument();
  stop();
  expect(shown.join(' ')).not.toContain(TRANSPORT_MESSAGES.loading);
});
