import { Navigate, type RouteObject } from 'react-router-dom';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Spinner } from '@/shared/ui/Spinner';
import { IndexRedirect, PublicOnly, RequireCredentialChange, RequireSession } from './guards';
import { RootLayout } from './layout/RootLayout';
import { ROUTE_LIST, ROUTES, type AreaName, type PageEntry, type RouteEntry } from '@/shared/routes/routeTable';
import { areas, loadShell } from './pageChunks';
import { lazyScreen } from './errors/lazyScreen';
import { RouteError } from './errors/RouteError';

/**
 * The route tree of SPEC.md section 2: the guards and layouts around the pages of the route table
 * (src/shared/routes/routeTable.ts), which gives each page its address, area, screen and title. Each area
 * is one lazy chunk (pageChunks.ts); a page's screen is the export of that area's module the table
 * names. The handle is the page's entry: RootLayout reads its title, pageChunks.test.ts its area.
 * Child routes carry the table's whole address, which react-router takes under its parent's.
 */
const load = (area: AreaName, name: string) => lazyScreen(() => areas[area](), name);

/** A page; `index`: a section's own page, at its parent's address. */
function screen(entry: PageEntry, index?: boolean): RouteObject {
  const page = { handle: entry, lazy: load(entry.area, entry.screen) };
  return index ? { index, ...page } : { path: entry.path, ...page };
}

const PAGES = ROUTE_LIST.filter((route): route is PageEntry => route.screen !== undefined);
const isIn = (route: RouteEntry, section: RouteEntry) => route.path === section.path || route.path.startsWith(`${section.path}/`);

/**
 * The table's pages at and below a section's address, but for those of a section within it that has a
 * layout of its own: a page added to the table under a section's address is in the router.
 */
function pagesOf(section: RouteEntry, apart?: RouteEntry): RouteObject[] {
  return PAGES.filter((page) => isIn(page, section) && !(apart && isIn(page, apart))).map((page) =>
    screen(page, page.path === section.path),
  );
}

/**
 * The pages inside the shell. Their error element sits inside the shell's own route, so the shell's header, entity
 * bar and Log Out stay around a page that fails.
 */
const SHELL_PAGES: RouteObject[] = [
  { index: true, element: <IndexRedirect /> },
  screen(ROUTES.styleguide),
  screen(ROUTES.entityRedirect),
  { path: ROUTES.accounts.path, children: pagesOf(ROUTES.accounts) },
  {
    path: ROUTES.payments.path,
    children: [
      ...pagesOf(ROUTES.payments, ROUTES.bulk),
      {
        path: ROUTES.bulk.path,
        lazy: load('bulk', 'BulkLayout'),
        children: pagesOf(ROUTES.bulk),
      },
    ],
  },
  { path: ROUTES.services.path, children: pagesOf(ROUTES.services) },
  {
    path: ROUTES.secureMail.path,
    children: [{ index: true, element: <Navigate to={ROUTES.mailFolder.href({ folderName: 'inbox' })} replace /> }, ...pagesOf(ROUTES.secureMail)],
  },
  {
    path: ROUTES.settings.path,
    // The settings pages' own links (wide screens); in the shell's chunk, never the login page's.
    lazy: lazyScreen(() => import(/* webpackChunkName: "app-shell" */ './layout/SettingsLayout'), 'SettingsLayout'),
    children: [{ index: true, element: <Navigate to={ROUTES.alerts.href()} replace /> }, ...pagesOf(ROUTES.settings)],
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first lazy screen loads: a labelled spinner, never a blank page.
    hydrateFallbackElement: <Spinner label={TRANSPORT_MESSAGES.loading} />,
    // The last resort, for a failure in the layout itself (its dialogs): never react-router's own error page.
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails as it draws fails in its own place: the footer and the app's dialogs stay.
        errorElement: <RouteError />,
        children: [
          { element: <PublicOnly />, children: [screen(ROUTES.login)] },
          { element: <RequireCredentialChange />, children: [screen(ROUTES.changeCredentials)] },
          screen(ROUTES.resetPassword),
          screen(ROUTES.passwordChanged),
          {
            // The plain pages outside the shell, in the page frame (their main, column and gutters).
            lazy: load('session', 'PublicLayout'),
            children: [screen(ROUTES.sessionExpired), screen(ROUTES.loggedOff), screen(ROUTES.notFound)],
          },
          { path: '/', element: <RequireSession />, children: [{ lazy: lazyScreen(loadShell, 'AppShell'), children: [{ errorElement: <RouteError />, children: SHELL_PAGES }] }] },
        ],
      },
    ],
  },
];
