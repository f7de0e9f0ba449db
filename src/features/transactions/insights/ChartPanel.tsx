import { useId, useState, type ReactNode } from 'react';
import { hiddenInPrint } from '@/shared/theme/hiddenInPrint';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { surfaceCardStyles } from '@/shared/ui/SurfaceCard';

export interface ChartPanelProps {
  title: string;
  /** Controls between the title and the summary (the month switch). */
  controls?: ReactNode;
  /** The words a screen reader hears first: the whole story in figures. */
  summary: ReactNode;
  /** The drawing: hidden from screen readers, which have the summary and the table. */
  chart?: ReactNode;
  /** The same figures as a table; without one there is no switch. */
  table?: ReactNode;
}

/**
 * One chart's card (issue 30): its title, then the summary in words (read first), then the drawing or, with
 * "Show as a table" pressed, a table of the same figures. The drawing is aria-hidden: it repeats what the
 * summary and the table say, and an SVG's shapes read as nothing useful.
 */
export function ChartPanel({ title, controls, summary, chart, table }: ChartPanelProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {controls}
      <Summary>{summary}</Summary>
      {table && (
        <Switch type="button" $variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((on) => !on)}>
          Show as a table
        </Switch>
      )}
      {asTable && table ? table : chart && <div aria-hidden="true">{chart}</div>}
    </Card>
  );
}

const Card = styled.section`
  ${surfaceCardStyles}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0;
`;

const Summary = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Switch = styled(Button)`
  ${hiddenInPrint}
  align-self: flex-start;
`;
