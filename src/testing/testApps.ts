import type { EffectMiddleware } from 'redux-saga';

const running = new Set<{ stopped: boolean }>();

/**
 * Lets a test's app be stopped when the test ends (jest.setup.ts): from then on its sagas' effects never run,
 * so each saga stays where it is. Left running, an app of an earlier test still hears the window the next test
 * shares (jsdom's one window): its session watchdog would read the next test's mouse moves against its own
 * clock, end its session and clear the next test's session marker with it. Cancelling the root task would not
 * do: the features are spawned, and a spawned saga outlives its parent's cancellation.
 */
export function stoppedWhenTestEnds(): EffectMiddleware {
  const app = { stopped: false };
  running.add(app);
  return (next) => (effect) => {
    if (!app.stopped) next(effect);
  };
}

export function stopTestApps(): void {
  running.forEach((app) => {
    app.stopped = true;
  });
  running.clear();
}
