import { useState, type ComponentType } from 'react';
import { isChunkLoadError, retryOnce } from '@/shared/lib/chunkLoad';
import { PageLoadFailure } from './LoadFailure';

type Module = Record<string, unknown>;

/**
 * A route's `lazy`: the named screen of a lazily loaded module, asked for once more by itself when its chunk
 * fails. react-router keeps a route's first `lazy` answer for good, a failure included, so a failure is not
 * thrown to it: the route gets a screen that says so in the page's place (the shell, its header and Log Out
 * stay around it) and asks again when the customer presses Try again, then shows the screen.
 */
export function lazyScreen(load: () => Promise<Module>, name: string): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      return { Component: (await retryOnce(load))[name] as ComponentType };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return { Component: retryingScreen(load, name, error) };
    }
  };
}

function retryingScreen(load: () => Promise<Module>, name: string, firstError: unknown): ComponentType {
  // Once loaded, every later visit of the route shows the screen at once.
  let loaded: ComponentType | undefined;
  return function RetryingScreen() {
    const [state, setState] = useState<{ error: unknown; busy: boolean }>({ error: firstError, busy: false });
    const [Screen, setScreen] = useState(() => loaded);
    if (Screen) return <Screen />;
    const retry = () => {
      setState((current) => ({ ...current, busy: true }));
      load().then(
        (module) => {
          loaded = module[name] as ComponentType;
          setScreen(() => loaded);
        },
        (error: unknown) => setState({ error, busy: false }),
      );
    };
    return <PageLoadFailure error={state.error} onRetry={retry} busy={state.busy} />;
  };
}
