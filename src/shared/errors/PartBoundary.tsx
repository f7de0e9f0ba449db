import { Component, type ReactNode } from 'react';
import { reloadPage } from '../lib/reloadPage';
import { Button } from '../ui/Button';
import { LOAD_FAILURE_TEXT } from './loadFailureMessages';
import { useNewRelease } from './useNewRelease';

interface PartBoundaryProps {
  /** What the part is, as the customer knows it ("The export options"). */
  what: string;
  /** Its own words for a failure, instead of the usual "{what} could not be loaded…". */
  failedText?: string;
  /** Asks for the part's code again (a failed React.lazy stays failed: the caller makes a new one). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A lazily loaded part of a page (a panel, the charts): when its code does not arrive, or it fails as it
 * draws, the failure stays in its place and the page around it, with what the customer typed, stays too.
 * An error thrown while rendering would otherwise unmount everything up to the route's error element.
 */
export class PartBoundary extends Component<PartBoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const retry = () => {
      this.props.onRetry();
      this.setState({ error: undefined, failed: false });
    };
    return <PartFailure {...this.props} error={this.state.error} onRetry={retry} />;
  }
}

function PartFailure({ what, failedText, error, onRetry }: Omit<PartBoundaryProps, 'children'> & { error: unknown }) {
  // A new release: the page stays as it is, since loading the new version would lose what is on it.
  const newRelease = useNewRelease(error);
  return (
    <div role="alert">
      <p>{newRelease ? LOAD_FAILURE_TEXT.newReleasePart(what) : (failedText ?? LOAD_FAILURE_TEXT.part(what))}</p>
      <Button type="button" $variant="secondary" onClick={newRelease ? reloadPage : onRetry}>
        {newRelease ? LOAD_FAILURE_TEXT.loadNewRelease : LOAD_FAILURE_TEXT.tryAgain}
      </Button>
    </div>
  );
}
