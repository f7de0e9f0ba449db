import type { RouteObject } from 'react-router-dom';
import { ROUTE_LIST, type AreaName } from '@/shared/routes/routeTable';
import { areaOfPath, areas, pageChunksFor } from './pageChunks';
import { routes } from './routes';

type Screen = { path: string; area: AreaName };

/** Every screen of the route tree with a path that opens it (`:id` filled in, `:id?` left out). */
function screensOf(tree: RouteObject[], parent = ''): Screen[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const path = own.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, 'X1') || '/';
    const area = (route.handle as { area?: AreaName } | undefined)?.area;
    const here: Screen[] = area && route.path !== '*' ? [{ path, area }] : [];
    return [...here, ...screensOf(route.children ?? [], own)];
  });
}

describe('pageChunks: the opened page’s chunks, asked for at start-up (issue 13)', () => {
  const screens = screensOf(routes);

  it('finds the screens of the route tree', () => {
    expect(screens.length).toBeGreaterThanOrEqual(39);
    expect(screens).toContainEqual({ path: '/accounts/transactions/X1', area: 'accounts' });
  });

  it.each(screensOf(routes).map((s) => [s.path, s.area]))('%s is in the %s area, as routes.tsx says', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });

  it.each([
    ['/', undefined],
    ['/no/such/page', undefined],
    ['/accountsx', undefined],
    ['/payments/bulkx', 'payments'],
  ])('%s is in no particular area (%s)', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
  });

  it.each([
    ['/accounts', true, ['loggedIn', 'appShell', 'accounts']],
    ['/accounts/transactions/X1', true, ['loggedIn', 'appShell', 'accounts']],
    ['/accounts/services', true, ['loggedIn', 'appShell', 'accountServices']],
    ['/accounts/statements/X1', true, ['loggedIn', 'appShell', 'statements']],
    ['/payments/bulk/all', true, ['loggedIn', 'appShell', 'bulk']],
    ['/settings/authorisations', true, ['loggedIn', 'appShell', 'approvals']],
    ['/', true, ['loggedIn', 'appShell']],
    ['/login', true, ['loggedIn', 'appShell']],
    ['/change-credentials', true, ['credentials']],
    ['/login', false, ['session']],
    ['/accounts', false, ['session']],
    ['/no/such/page', false, ['session']],
    ['/change-credentials-password', false, ['credentials']],
  ] as const)('%s with a session %p needs %p', (path, withSession, chunks) => {
    expect(pageChunksFor(path, withSession)).toEqual(chunks);
  });
});

type RouteAt = { path: string; route: RouteObject };

/** Every route of the tree with its whole pattern ('*' stays '*'). */
function routesOf(tree: RouteObject[], parent = ''): RouteAt[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined || route.path === '*' ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path === undefined && !route.index ? [] : [{ path: route.path === '*' ? '*' : own, route }];
    return [...here, ...routesOf(route.children ?? [], own)];
  });
}

describe('the router is built from the route table', () => {
  const tree = routesOf(routes);

  it.each(ROUTE_LIST.map((entry) => [entry.path, entry]))('%s is in the router', async (path, entry) => {
    const found = tree.filter((at) => at.path === path);
    expect(found.length).toBeGreaterThan(0);
    if (!entry.screen) return;
    const page = found.find((at) => at.route.handle !== undefined);
    expect(page?.route.handle).toBe(entry);
    const lazy = page?.route.lazy as (() => Promise<{ Component: unknown }>) | undefined;
    const screen = (await areas[entry.area]())[entry.screen];
    expect(screen).toBeDefined();
    expect((await lazy?.())?.Component).toBe(screen);
  });

  it('has no page the table does not hold', () => {
    const pages = tree.filter((at) => at.route.handle !== undefined).map((at) => at.path);
    expect(new Set(pages)).toEqual(new Set(ROUTE_LIST.filter((entry) => entry.screen).map((entry) => entry.path)));
  });
});
