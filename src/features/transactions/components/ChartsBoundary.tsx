import { Component, type ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';

interface ChartsBoundaryProps {
  children: ReactNode;
  /** Asks for the charts' chunk again. */
  onRetry: () => void;
}

/**
 * The charts' chunk can fail to arrive (a dropped connection, a deploy that replaced it). An error thrown
 * while rendering unmounts everything above it, so without this the transactions page, its list included,
 * would go blank. The failure stays in the charts' place, with a way to try again.
 */
export class ChartsBoundary extends Component<ChartsBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <p>The charts could not be loaded. Your transactions are below.</p>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}
