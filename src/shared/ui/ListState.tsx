import styled from 'styled-components';
import { listErrorCode, TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** Every list state SPEC.md section 4 "Lists" names. */
export type ListStateName =
  | 'fetching'
  | 'loading'
  | 'error'
  | 'empty'
  | 'noResults'
  | 'noResultsFilter'
  | 'endOfResults'
  | 'endOfExisting'
  | 'endOfEverything'
  | 'completelyEmpty';

/**
 * The texts. Quoted ones are SPEC.md's own (sections 4 and 8); 'empty', 'noResultsFilter'
 * and 'completelyEmpty' have no wording there, so these are ours. A screen may pass its
 * own message ('You have no payees yet.').
 */
export const LIST_STATE_TEXT: Record<ListStateName, string> = {
  fetching: TRANSPORT_MESSAGES.loading,
  loading: TRANSPORT_MESSAGES.loading,
  error: TRANSPORT_MESSAGES.listError,
  empty: 'There is nothing to show here.',
  noResults: 'No results found',
  noResultsFilter: 'No results match your filters.',
  endOfResults: 'End of results',
  endOfExisting: 'End of results',
  endOfEverything: 'End of results',
  completelyEmpty: 'There is nothing here yet.',
};

export const LIST_RETRY_LABEL = 'Try again';
export const LIST_CLEAR_FILTERS_LABEL = 'Clear filters';

export interface ListStateProps {
  state: ListStateName;
  /** Replaces the default text of the state. */
  message?: string;
  /** The error's code, shown as 'Error Code: {code}'. */
  code?: string | number;
  /** Error state: offers a 'Try again' button. */
  onRetry?: () => void;
  /** noResultsFilter: offers a 'Clear filters' button. */
  onClearFilters?: () => void;
}

/**
 * What a list shows instead of (or after) its rows. Loading is the labelled spinner; an
 * error is an alert; the rest are status messages, so a filter that empties the list is
 * announced without moving focus.
 */
export function ListState({ state, message, code, onRetry, onClearFilters }: ListStateProps) {
  const text = message ?? LIST_STATE_TEXT[state];

  if (state === 'loading' || state === 'fetching') return <Spinner label={text} />;

  if (state === 'error') {
    return (
      <Panel role="alert" $tone="danger">
        <Text>{text}</Text>
        {code !== undefined && code !== '' && <Code>{listErrorCode(code)}</Code>}
        {onRetry && (
          <Button type="button" $variant="secondary" onClick={onRetry}>
            {LIST_RETRY_LABEL}
          </Button>
        )}
      </Panel>
    );
  }

  const end = state === 'endOfResults' || state === 'endOfExisting' || state === 'endOfEverything';
  return (
    <Panel role="status" $tone={end ? 'quiet' : 'plain'}>
      <Text>{text}</Text>
      {state === 'noResultsFilter' && onClearFilters && (
        <Button type="button" $variant="secondary" onClick={onClearFilters}>
          {LIST_CLEAR_FILTERS_LABEL}
        </Button>
      )}
    </Panel>
  );
}

const Panel = styled.div<{ $tone: 'danger' | 'plain' | 'quiet' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $tone }) => ($tone === 'quiet' ? theme.space.md : theme.space.xl)} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Text = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
