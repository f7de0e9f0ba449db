import fs from 'node:fs';
import path from 'node:path';

/**
 * main.tsx starts the app in steps (issue 13, total blocking time): its heavy modules come in through
 * eager dynamic imports, one step at a time. A single static import of one of them would have webpack
 * evaluate it, and all it imports, in the bundle's first long task again.
 */
const staticImports = (file: string) =>
  [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^import\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((m) => m[1]);

describe('start-up steps (main.tsx)', () => {
  it('imports statically only the CSP nonce reader (first), the page chunks and the session marker, which import nothing but the route table', () => {
    expect(staticImports('../main.tsx')).toEqual(['./app/cspNonce', './app/pageChunks', './features/session/sessionMarker']);
    expect(staticImports('cspNonce.ts')).toEqual([]);
    expect(staticImports('pageChunks.ts')).toEqual(['@/shared/routes/pathMatch', '@/shared/routes/routeTable']);
    // The route table and its pattern matcher: data and pure functions, importing nothing else.
    expect(staticImports('../shared/routes/pathMatch.ts')).toEqual([]);
    expect(staticImports('../shared/routes/routeTable.ts')).toEqual(['./buildHref']);
    expect(staticImports('../shared/routes/buildHref.ts')).toEqual([]);
    expect(staticImports('../features/session/sessionMarker.ts')).toEqual([]);
  });

  it('brings React, the store, the routes and the app in through eager imports', () => {
    const main = fs.readFileSync(path.join(__dirname, '../main.tsx'), 'utf8');
    const eager = [...main.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((m) => m[1]);
    expect(eager).toEqual(expect.arrayContaining(['react-dom/client', './app/rootReducer', './app/rootSaga', './app/store', './app/routes', './app/App', './app/AppProviders']));
  });
});
