/**
 * The state of a screen-only slice, for that slice's own selectors. Its reducer joins the store when its
 * area's chunk loads (src/app/rootReducer.ts, `injectLazySlices`), but its state appears only with the
 * store's next action, after the screen's first render; until then this gives the slice's initial state,
 * the same rule as Redux Toolkit's injected slices (`slice.injectInto(...).selectSlice`), without the
 * feature importing the app's root reducer.
 */
export function selectLazySlice<Path extends string, State>(slice: { reducerPath: Path; getInitialState: () => State }) {
  return (state: { [K in Path]?: State }): State => state[slice.reducerPath] ?? slice.getInitialState();
}
