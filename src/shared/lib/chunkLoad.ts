/**
 * The app's code comes in lazy chunks (pages, panels, libraries). One can fail to arrive: a dropped
 * connection, or a new release that replaced the files an open tab still asks for. These tell the two apart
 * and ask once more by themselves before anyone is told.
 */

/** webpack's ChunkLoadError: its name, and the address of the script that did not arrive. */
export type ChunkLoadError = Error & { request?: string };

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message));
}

/** A short pause before the one try of its own: a connection that blinked has come back by then. */
export const CHUNK_RETRY_PAUSE_MS = 1_000;

/**
 * `load` again once after a failed chunk, then its error. webpack forgets a chunk that failed, so the second
 * import() asks the server again. Any other error (a module that throws as it runs) is not tried again.
 */
export async function retryOnce<T>(load: () => Promise<T>, pauseMs: number = CHUNK_RETRY_PAUSE_MS): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return load();
  }
}

/**
 * Whether a chunk failed because the server no longer has it: its content-hashed name answers 404, which
 * means a new release has replaced the one this tab started on (a network failure gets no answer at all).
 */
export async function isNewRelease(error: unknown, fetchFn: typeof fetch = globalThis.fetch): Promise<boolean> {
  if (!isChunkLoadError(error) || !error.request || !fetchFn) return false;
  try {
    const answer = await fetchFn(error.request, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404;
  } catch {
    return false;
  }
}
