import { memo, Suspense, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { hiddenInPrint } from '@/shared/theme/hiddenInPrint';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import type { MoneyChartsProps } from '../insights/MoneyCharts';
import { chartsToggled } from '../slice';
import { PartBoundary } from '@/shared/errors/PartBoundary';
import { lazyMoneyCharts, loadedCharts } from './chartsChunk';

/**
 * "Your money": the charts of the rows on screen, with a switch to hide them that is kept across accounts.
 * Memoised: a filter or a keystroke in the search box re-renders the page, and the charts of 10 000 rows
 * have not changed.
 */
/** The charts are the lesser part of the page: when they fail, the customer is pointed to the rows. */
const CHARTS_FAILED_TEXT = 'The charts could not be loaded. Your transactions are below.';

export const MoneySection = memo(function MoneySection({ shown, ...charts }: MoneyChartsProps & { shown: boolean }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const chartsId = useId();
  // In hand once the page has waited for the chunk (useChartsReady); lazy when shown after being hidden, or
  // after the chunk failed (a new one for each try).
  const [LazyCharts, setLazyCharts] = useState(lazyMoneyCharts);
  const Charts = loadedCharts();
  return (
    <Section aria-labelledby={headingId}>
      <Bar>
        <h2 id={headingId}>Your money</h2>
        <Button type="button" $variant="link" aria-expanded={shown} aria-controls={chartsId} onClick={() => dispatch(chartsToggled())}>
          {shown ? 'Hide charts' : 'Show charts'}
        </Button>
      </Bar>
      <div id={chartsId}>
        {shown && (
          <PartBoundary what="The charts" failedText={CHARTS_FAILED_TEXT} onRetry={() => setLazyCharts(lazyMoneyCharts)}>
            {Charts ? (
              <Charts {...charts} />
            ) : (
              <Suspense fallback={<Spinner label="Loading charts..." />}>
                <LazyCharts {...charts} />
              </Suspense>
            )}
          </PartBoundary>
        )}
      </div>
    </Section>
  );
});

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Bar = styled.div`
  button {
    ${hiddenInPrint}
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
  }
`;
