import { patternRegExp } from '@/shared/routes/pathMatch';
import { ROUTE_LIST, type AreaName } from '@/shared/routes/routeTable';

/**
 * The lazy chunks of the route tree, and which of them a path's page is in, so that start-up can ask
 * for the opened page's chunks in its very first task (issue 13): before React, the router and the
 * store are built, instead of when the router gets round to matching the path. The route table
 * (src/shared/routes/routeTable.ts) says which area renders each page; routes.tsx builds its screens
 * from the same table and `areas`.
 *
 * This module is evaluated with main.tsx, ahead of everything else: it may import only data-only
 * modules that import nothing heavy (`npm run check:budgets` holds start-up's first task to no package: scripts/bundleRules.ts).
 */
type Area = Record<string, unknown>;

/** Each area of the app is one lazy chunk; a route names the area export that renders it. */
export const areas: Record<AreaName, () => Promise<Area>> = {
  session: () => import(/* webpackChunkName: "session" */ './areas/sessionArea') as Promise<Area>,
  credentials: () => import(/* webpackChunkName: "credentials" */ './areas/credentialsArea') as Promise<Area>,
  shell: () => import(/* webpackChunkName: "shell" */ './areas/shellArea') as Promise<Area>,
  // The style guide shows every part (forms, date picker): its own chunk, off every real page's path.
  styleguide: () => import(/* webpackChunkName: "styleguide" */ './pages/StyleguidePage') as Promise<Area>,
  accounts: () => import(/* webpackChunkName: "accounts" */ './areas/accountsArea') as Promise<Area>,
  statements: () => import(/* webpackChunkName: "statements" */ './areas/statementsArea') as Promise<Area>,
  accountServices: () => import(/* webpackChunkName: "account-services" */ './areas/accountServicesArea') as Promise<Area>,
  payments: () => import(/* webpackChunkName: "payments" */ './areas/paymentsArea') as Promise<Area>,
  bulk: () => import(/* webpackChunkName: "bulk" */ './areas/bulkArea') as Promise<Area>,
  services: () => import(/* webpackChunkName: "services" */ './areas/servicesArea') as Promise<Area>,
  secureMail: () => import(/* webpackChunkName: "secure-mail" */ './areas/secureMailArea') as Promise<Area>,
  settings: () => import(/* webpackChunkName: "settings" */ './areas/settingsArea') as Promise<Area>,
  approvals: () => import(/* webpackChunkName: "approvals" */ './areas/approvalsArea') as Promise<Area>,
  activityLog: () => import(/* webpackChunkName: "activity-log" */ './areas/activityLogArea') as Promise<Area>,
};

/** The shell (menus, entity selector, notifications) around every page with a session: /login never needs it. */
export const loadShell = () => import(/* webpackChunkName: "app-shell" */ './layout/AppShell');

/** The logged-in app's slices and sagas (loggedInApp.ts), which every session needs before it starts. */
export const loadLoggedInApp = () => import(/* webpackChunkName: "logged-in" */ './loggedInApp');

const params = (pattern: string) => pattern.split(':').length;

/** The table's pages, the most particular first ('/secure-mail/new' before '/secure-mail/:x'); '*' is no address. */
const PAGES = ROUTE_LIST.filter((route) => route.path !== '*')
  .sort((a, b) => params(a.path) - params(b.path))
  .map((route) => [patternRegExp(route.path), route.area] as const);

/** Every address with pages below it: each page's address cut short ('/accounts' for '/accounts/transactions/:id'). */
const SECTIONS = ROUTE_LIST.flatMap((route) =>
  route.path
    .split('/')
    .slice(1, -1)
    .map((_, i, segments) => patternRegExp(`/${segments.slice(0, i + 1).join('/')}`)),
);

/**
 * The area whose chunk renders the page at `pathname`; undefined for the index and unknown paths. A
 * path that is no page (a typo, an old link) gets the area of the nearest section above it, a page with
 * pages below it: '/payments/bulkx' the payments', '/accounts/services/x' the accounts' (not the
 * account services', which have nothing below them).
 */
export function areaOfPath(pathname: string): AreaName | undefined {
  const segments = pathname.split('/');
  for (let depth = segments.length; depth > 1; depth -= 1) {
    const at = segments.slice(0, depth).join('/');
    const area = PAGES.find(([pattern]) => pattern.test(at))?.[1];
    if (area && (depth === segments.length || SECTIONS.some((section) => section.test(at)))) return area;
  }
  return undefined;
}

export type ChunkName = AreaName | 'appShell' | 'loggedIn';

/**
 * The chunks the page opened at `pathname` will need. Without a session every page but the logged-out
 * ones sends the customer to /login (the session area, which also holds the not-found page). With one,
 * the logged-out pages pass the customer on to the accounts, and the credential pages stand outside
 * the shell.
 */
export function pageChunksFor(pathname: string, withSession: boolean): ChunkName[] {
  const area = areaOfPath(pathname);
  if (area === 'credentials') return ['credentials'];
  if (!withSession) return ['session'];
  return area && area !== 'session' ? ['loggedIn', 'appShell', area] : ['loggedIn', 'appShell'];
}

/**
 * Starts downloading them; the router's own imports later find them loaded. A failed download is the
 * router's to report when it asks again.
 */
export function warmPageChunks(pathname: string, withSession: boolean): void {
  const loaders: Record<ChunkName, () => Promise<unknown>> = { ...areas, appShell: loadShell, loggedIn: loadLoggedInApp };
  for (const chunk of pageChunksFor(pathname, withSession)) loaders[chunk]().catch(() => undefined);
}
