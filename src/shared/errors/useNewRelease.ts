import { useEffect, useState } from 'react';
import { isNewRelease } from '../lib/chunkLoad';

/** Whether a failed chunk is gone from the server (a new release): false until the server has said so. */
export function useNewRelease(error: unknown): boolean {
  const [answer, setAnswer] = useState<{ error: unknown; gone: boolean }>();
  useEffect(() => {
    let live = true;
    void isNewRelease(error).then((gone) => live && setAnswer({ error, gone }));
    return () => {
      live = false;
    };
  }, [error]);
  // An answer about an earlier failure says nothing about this one.
  return answer !== undefined && answer.error === error && answer.gone;
}
