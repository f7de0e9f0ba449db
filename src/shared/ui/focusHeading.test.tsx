import { act, render, screen } from '@testing-library/react';
import { testUser } from '@/testing/testUser';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { restoreFocus, useFocusOnMount, useFocusOnRouteChange } from './focusHeading';

function Layout() {
  useFocusOnRouteChange();
  return (
    <>
      <header>
        <Link to="/b">Header link to B</Link>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes after a first render (a lazy part or a first answer). */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Late</h1> : <p>Loading</p>;
}

/** A page that puts focus on its first field itself: the route change must leave it there. */
function FieldPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Field page</h1>
      <label>
        Name <input ref={field} />
      </label>
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/a',
            element: (
              <>
                <h1>Page A</h1>
                <Link to="/b">Go to B</Link>
                <Link to="/late">Go to late</Link>
                <Link to="/field">Go to field</Link>
              </>
            ),
          },
          {
            path: '/b',
            element: (
              <>
                <h1>Page B</h1>
                <button type="button">After the heading</button>
              </>
            ),
          },
          { path: '/late', element: <LatePage /> },
          { path: '/field', element: <FieldPage /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  const user = testUser();
  render(<RouterProvider router={router} />);
  return { user, router };
}

describe('useFocusOnRouteChange', () => {
  it('leaves the first page alone, then moves focus to the new page heading; Tab goes on from there', async () => {
    const { user } = renderRoutes();
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go to B' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Page B' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the heading' })).toHaveFocus();
  });

  it('moves focus off a header link that stays on screen', async () => {
    const { user } = renderRoutes();
    await screen.findByRole('heading', { name: 'Page A' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Header link to B' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Page B' })).toHaveFocus();
  });

  it('waits for a heading that comes later', async () => {
    const { user } = renderRoutes();
    await screen.findByRole('heading', { name: 'Page A' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Go to late' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Late' })).toHaveFocus();
  });

  it('keeps focus where the new page put it', async () => {
    const { user, router } = renderRoutes();
    await screen.findByRole('heading', { name: 'Page A' });
    await act(() => router.navigate('/field'));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Header link to B' })).toHaveFocus();
  });
});

function Step() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <h2 ref={heading}>Check your answers</h2>
      <button type="button">Confirm</button>
    </>
  );
}

describe('useFocusOnMount', () => {
  it('focuses the step heading when the step replaces what the user acted on; Tab goes on to its controls', async () => {
    function Flow() {
      const [step, setStep] = useState(1);
      return step === 1 ? (
        <button type="button" onClick={() => setStep(2)}>
          Continue
        </button>
      ) : (
        <Step />
      );
    }
    const user = testUser();
    render(<Flow />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Check your answers' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });
});

describe('restoreFocus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('gives focus back to where it was', () => {
    document.body.innerHTML = '<main><h1>Page</h1><button id="trigger">Open</button></main>';
    const trigger = document.getElementById('trigger')!;
    restoreFocus(trigger);
    expect(trigger).toHaveFocus();
  });

  it('goes to the button of a menu that has closed over the trigger', () => {
    document.body.innerHTML =
      '<header><button aria-controls="menu" aria-expanded="false">Menu</button><div id="menu" hidden><button id="logout">Log Out</button></div></header><main><h1>Page</h1></main>';
    restoreFocus(document.getElementById('logout'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('goes to the page heading when the trigger is disabled, removed, or was the body', () => {
    document.body.innerHTML = '<main><h1>Page</h1><button id="busy" disabled>Authorise</button></main>';
    restoreFocus(document.getElementById('busy'));
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();

    const gone = document.createElement('button');
    (document.activeElement as HTMLElement).blur();
    restoreFocus(gone);
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    restoreFocus(document.body);
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();
  });
});
