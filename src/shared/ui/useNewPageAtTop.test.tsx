import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { testUser } from '@/testing/testUser';
import { useNewPageAtTop } from './useNewPageAtTop';

function Layout() {
  useNewPageAtTop();
  return <Outlet />;
}

const page = (name: string, ...links: string[]) => (
  <>
    <h1>{name}</h1>
    {links.map((to) => (
      <Link key={to} to={to}>
        To {to}
      </Link>
    ))}
  </>
);

/** jsdom lays nothing out, so the scroll is what the page asks the window for. */
function renderRoutes() {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: page('Page A', '/b', '/b#fees') },
          { path: '/b', element: page('Page B', '/a') },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return { user: testUser(), router, scrollTo };
}

afterEach(() => jest.restoreAllMocks());

describe('useNewPageAtTop', () => {
  it('leaves the first page of a visit where the browser put it', () => {
    const { scrollTo } = renderRoutes();
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page a link leads to at its top', async () => {
    const { user, scrollTo } = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'To /b' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves Back to the browser, which restores the place itself', async () => {
    const { user, router, scrollTo } = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'To /b' }));
    await screen.findByRole('heading', { name: 'Page B' });
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a link to an anchor to scroll to its anchor', async () => {
    const { user, scrollTo } = renderRoutes();
    await user.click(screen.getByRole('link', { name: 'To /b#fees' }));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
