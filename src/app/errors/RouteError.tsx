import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { LOAD_FAILURE_TEXT } from '@/shared/errors/loadFailureMessages';
import { isChunkLoadError } from '@/shared/lib/chunkLoad';
import { Button } from '@/shared/ui/Button';
import { PageLoadFailure } from './LoadFailure';

/**
 * A page that failed as it drew, in the page's place: the layout around it (the shell's header, the entity
 * bar, Log Out, the passcode dialog, the session's clock) stays. Try again draws the page afresh, by
 * navigating to where the customer is, which clears react-router's error.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const again = () => void navigate({ pathname, search, hash }, { replace: true });
  if (isChunkLoadError(error)) return <PageLoadFailure error={error} onRetry={again} />;
  return (
    <div role="alert">
      <h1>{LOAD_FAILURE_TEXT.pageFailedTitle}</h1>
      <p>{LOAD_FAILURE_TEXT.pageFailed}</p>
      <Button type="button" onClick={again}>
        {LOAD_FAILURE_TEXT.tryAgain}
      </Button>
    </div>
  );
}
