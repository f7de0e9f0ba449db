/**
 * Issue 29 through the whole app: the login page as the build prerenders it (the same element, appElement, and store
 * as src/app/prerender/renderPage.tsx), typed into before any script runs, then hydrated as main.tsx does:
 * React keeps the very elements on screen, and what was typed reaches the form, which logs in. The browser
 * journey (e2e/prerender.e2e.ts) does the same in Chromium, with the scripts held back.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { testUser } from '@/testing/testUser';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { appElement } from '@/app/App';
import { createPrerenderStore } from '@/app/prerender/prerenderStore';
import { replayEarlyInput } from '@/app/replayEarlyInput';
import { routerReady } from '@/app/routerReady';
import { routes } from '@/app/routes';
import { createAppStore, type AppStore } from '@/app/store';
import { ROUTES } from '@/shared/routes/routeTable';

const tree = (store: AppStore, router: ReturnType<typeof createMemoryRouter>, onMounted?: () => void) => appElement({ store, router, onMounted });

/** The page the build writes for `path`, put in the document as the browser parses it: no React yet. */
async function prerendered(path: string): Promise<HTMLElement> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(tree(createPrerenderStore(), router));
  document.body.append(root);
  return root;
}

/** main.tsx's hydration: the real store and sagas, the router ready, and the typed text handed over. */
async function hydrate(root: HTMLElement, path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = createAppStore({ navigate: (to, options) => router.navigate(to, options) });
  await routerReady(router);
  const mismatches: unknown[] = [];
  let reactRoot: Root | undefined;
  await act(async () => {
    reactRoot = hydrateRoot(root, tree(store, router, () => void replayEarlyInput(root)), { onRecoverableError: (error) => mismatches.push(error) });
  });
  return { router, mismatches, unmount: () => act(() => reactRoot?.unmount()) };
}

/** Typing into a plain HTML field, as the browser does before the app runs: only the element changes. */
function typeBeforeTheApp(field: HTMLInputElement, text: string) {
  field.focus();
  field.value = text;
}

afterEach(() => document.body.replaceChildren());

describe('the prerendered login page', () => {
  it('is taken over by React without a change: the same elements, no mismatch', async () => {
    const root = await prerendered(ROUTES.login.href());
    const before = [...root.querySelectorAll('*')];
    const html = root.innerHTML;
    const { mismatches, unmount } = await hydrate(root, ROUTES.login.href());
    expect(mismatches).toEqual([]);
    expect([...root.querySelectorAll('*')]).toEqual(before);
    expect(root.innerHTML).toBe(html);
    unmount();
  });

  it('keeps what was typed before the app ran, and Log in then logs in with it', async () => {
    const root = await prerendered(ROUTES.login.href());
    const userId = screen.getByLabelText('User ID') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    typeBeforeTheApp(userId, 'retail1');
    typeBeforeTheApp(password, 'Private#2026');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();

    const { router, mismatches, unmount } = await hydrate(root, ROUTES.login.href());
    expect(mismatches).toEqual([]);
    // The same fields, their text and the caret's field kept, and the form now knows them: Log in is enabled.
    expect(screen.getByLabelText('User ID')).toBe(userId);
    expect(userId).toHaveValue('retail1');
    expect(password).toHaveValue('Private#2026');
    expect(password).toHaveFocus();
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() => expect(logIn).toBeEnabled());

    await testUser().click(logIn);
    expect(await screen.findByRole('heading', { name: 'My accounts' }, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ROUTES.accounts.href());
    unmount();
  });

  it('hands over only what differs: untouched fields stay empty and Log in stays disabled', async () => {
    const root = await prerendered(ROUTES.login.href());
    typeBeforeTheApp(screen.getByLabelText('User ID') as HTMLInputElement, 'retail1');
    const { unmount } = await hydrate(root, ROUTES.login.href());
    await waitFor(() => expect(screen.getByLabelText('User ID')).toHaveValue('retail1'));
    await testUser().type(screen.getByLabelText('User ID'), '9');
    expect(screen.getByLabelText('User ID')).toHaveValue('retail19');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    unmount();
  });

  it.each([ROUTES.loggedOff.href(), ROUTES.sessionExpired.href(), ROUTES.passwordChanged.href(), '/no/such/page'])(
    '%s is taken over without a mismatch',
    async (path) => {
      const root = await prerendered(path);
      const html = root.innerHTML;
      const { mismatches, unmount } = await hydrate(root, path);
      expect(mismatches).toEqual([]);
      expect(root.innerHTML).toBe(html);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      unmount();
    },
  );
});
