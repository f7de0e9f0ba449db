import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { ListState } from '@/shared/ui/ListState';

/**
 * A load that failed: the bank's own words for a business refusal, otherwise the list error with its
 * code, and Try again unless trying again cannot help (`final`, e.g. an item that does not exist).
 */
export function ActivityError({ error, onRetry, final }: { error?: DigxErrorDetails; onRetry: () => void; final?: string }) {
  if (final) return <ListState state="error" message={final} />;
  return (
    <ListState
      state="error"
      message={error?.kind === 'business' ? error.message : undefined}
      code={error?.code ?? error?.status}
      onRetry={onRetry}
    />
  );
}
