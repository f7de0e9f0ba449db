import type { RouteObject } from 'react-router-dom';
import { areaOfPath, pageChunksFor, type AreaName } from './pageChunks';
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
    ['/accounts', true, ['appShell', 'accounts']],
    ['/accounts/transactions/X1', true, ['appShell', 'accounts']],
    ['/accounts/services', true, ['appShell', 'accountServices']],
    ['/accounts/statements/X1', true, ['appShell', 'statements']],
    ['/payments/bulk/all', true, ['appShell', 'bulk']],
    ['/settings/authorisations', true, ['appShell', 'approvals']],
    ['/', true, ['appShell']],
    ['/login', true, ['appShell']],
    ['/change-credentials', true, ['credentials']],
    ['/login', false, ['session']],
    ['/accounts', false, ['session']],
    ['/no/such/page', false, ['session']],
    ['/change-credentials-password', false, ['credentials']],
  ] as const)('%s with a session %p needs %p', (path, withSession, chunks) => {
    expect(pageChunksFor(path, withSession)).toEqual(chunks);
  });
});
