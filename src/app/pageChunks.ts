/**
 * The lazy chunks of the route tree, and which of them a path's page is in, so that start-up can ask
 * for the opened page's chunks in its very first task (issue 13): before React, the router and the
 * store are built, instead of when the router gets round to matching the path. routes.tsx builds its
 * screens from `areas`; src/app/pageChunks.test.ts walks routes.tsx and holds `areaOfPath` to it.
 *
 * This module is evaluated with main.tsx, ahead of everything else: it may import nothing statically.
 */
type Area = Record<string, unknown>;

/** Each area of the app is one lazy chunk; a route names the area export that renders it. */
export const areas = {
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
export type AreaName = keyof typeof areas;

/** The shell (menus, entity selector, notifications) around every page with a session: /login never needs it. */
export const loadShell = () => import(/* webpackChunkName: "app-shell" */ './layout/AppShell');

/** The first match wins: more particular paths before the area that holds the rest of their segment. */
const AREA_PATHS: readonly [RegExp, AreaName][] = [
  [/^\/(login|session-expired|logged-off)\/?$/, 'session'],
  [/^\/(change-credentials|change-credentials-password|digital)\/?$/, 'credentials'],
  [/^\/entity-redirect\/?$/, 'shell'],
  [/^\/styleguide\/?$/, 'styleguide'],
  [/^\/accounts\/statements(\/|$)/, 'statements'],
  [/^\/accounts\/services\/?$/, 'accountServices'],
  [/^\/accounts(\/|$)/, 'accounts'],
  [/^\/payments\/bulk(\/|$)/, 'bulk'],
  [/^\/payments(\/|$)/, 'payments'],
  [/^\/services(\/|$)/, 'services'],
  [/^\/secure-mail(\/|$)/, 'secureMail'],
  [/^\/settings\/authorisations\/?$/, 'approvals'],
  [/^\/settings\/activity-log(\/|$)/, 'activityLog'],
  [/^\/settings(\/|$)/, 'settings'],
];

/** The area whose chunk renders the page at `pathname`; undefined for the index and unknown paths. */
export function areaOfPath(pathname: string): AreaName | undefined {
  return AREA_PATHS.find(([pattern]) => pattern.test(pathname))?.[1];
}

export type ChunkName = AreaName | 'appShell';

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
  return area && area !== 'session' ? ['appShell', area] : ['appShell'];
}

/**
 * Starts downloading them; the router's own imports later find them loaded. A failed download is the
 * router's to report when it asks again.
 */
export function warmPageChunks(pathname: string, withSession: boolean): void {
  const loaders: Record<ChunkName, () => Promise<unknown>> = { ...areas, appShell: loadShell };
  for (const chunk of pageChunksFor(pathname, withSession)) loaders[chunk]().catch(() => undefined);
}
