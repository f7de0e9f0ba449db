import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectMarketingPrompt } from '../selectors';

/** What the shell hands in: a loader of the module whose MarketingConsentModal starts the saga and shows the modal. */
export type MarketingModalLoader = () => Promise<{ MarketingConsentModal: ComponentType }>;

/**
 * The shell's mount point for the marketing consent modal (SPEC.md section 4). Nothing is loaded until a
 * login makes the check due; then the modal's chunk arrives, reads the answer and shows itself only to
 * a customer who has not answered.
 */
export function MarketingPrompt({ load }: { load: MarketingModalLoader }) {
  const prompt = useSelector(selectMarketingPrompt);
  // The first loader is kept: a new function on each of the shell's renders must not remount the modal.
  const [Modal] = useState(() => lazy(async () => ({ default: (await load()).MarketingConsentModal })));
  if (prompt !== 'due' && prompt !== 'open') return null;
  return (
    <Quietly>
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    </Quietly>
  );
}

/**
 * The modal is a nicety: when its code does not arrive, nothing is shown and the question waits for the next
 * login. Without this, the failure would reach the shell's error element and take the page with it.
 */
class Quietly extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
