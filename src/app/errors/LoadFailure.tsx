import { LOAD_FAILURE_TEXT } from '@/shared/errors/loadFailureMessages';
import { useNewRelease } from '@/shared/errors/useNewRelease';
import { reloadPage } from '@/shared/lib/reloadPage';
import { Button } from '@/shared/ui/Button';

/** A page whose code did not arrive, and the two ways on: ask again, or load the new release. */
export function PageLoadFailure({ error, onRetry, busy = false }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  const newRelease = useNewRelease(error);
  return (
    <div role="alert">
      <h1>{newRelease ? LOAD_FAILURE_TEXT.newReleaseTitle : LOAD_FAILURE_TEXT.pageTitle}</h1>
      <p>{newRelease ? LOAD_FAILURE_TEXT.newRelease : LOAD_FAILURE_TEXT.page}</p>
      {newRelease ? (
        <Button type="button" onClick={reloadPage}>
          {LOAD_FAILURE_TEXT.loadNewRelease}
        </Button>
      ) : (
        <Button type="button" onClick={onRetry} disabled={busy} aria-busy={busy}>
          {LOAD_FAILURE_TEXT.tryAgain}
        </Button>
      )}
    </div>
  );
}
