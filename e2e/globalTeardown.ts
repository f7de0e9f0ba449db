/**
 * After the journeys: stop every process group still recorded. The dev server the workers shared is one; a
 * worker's own servers are normally stopped by its fixtures already, unless the worker died first.
 */
import { forgetDevServer } from './devServer';
import { forgetGroups, trackedGroups } from './servers';
import { stopGroups } from './stopGroups';

export default async function globalTeardown(): Promise<void> {
  await stopGroups(trackedGroups());
  forgetGroups();
  forgetDevServer();
}
