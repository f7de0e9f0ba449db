import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { ChartPanel } from './ChartPanel';
import { flowsReadiness } from './chartReadiness';
import { FlowBars, FlowTable } from './FlowBars';
import { coverageNote, flowSummary, monthLabel } from './flowSummary';
import type { MoneyChartsProps } from './MoneyCharts';
import { notDrawnMessage } from './summaries';
import { monthFlows, monthsOnScreen } from './whereItWent';

/**
 * "Where it went" (issue 30): for the month on screen and the one before, money out and money in grouped by
 * payee or description (whereItWent.ts), the top ten and "Everything else", as bars with their amounts. Only
 * a search stops it (its rows leave out every other entry); a month the window only partly covers says so.
 */
export function WhereItWent({ rows, range, loadedFor, today, currency }: MoneyChartsProps) {
  const { start, end } = range;
  const months = useMemo(() => monthsOnScreen({ start, end }), [start, end]);
  const [chosen, setChosen] = useState(0);
  const month = months[chosen] ?? months[0];
  const flows = useMemo(() => monthFlows(rows, month, { start, end }, today), [rows, month, start, end, today]);
  const title = 'Where it went';

  const readiness = flowsReadiness(loadedFor);
  if (!readiness.ready) return <ChartPanel title={title} summary={<p>{notDrawnMessage(readiness)}</p>} />;

  const name = monthLabel(month);
  const note = coverageNote(flows);
  return (
    <ChartPanel
      title={title}
      controls={
        <Months role="group" aria-label="Month">
          {months.map((m, i) => (
            <Button key={m} type="button" $variant="secondary" aria-pressed={i === chosen} onClick={() => setChosen(i)}>
              {monthLabel(m)}
            </Button>
          ))}
        </Months>
      }
      summary={
        <>
          <p>{flowSummary(flows, currency)}</p>
          {note && <p>{note}</p>}
        </>
      }
      chart={
        <Directions>
          <FlowBars title="Money out" groups={flows.out} currency={currency} />
          <FlowBars title="Money in" groups={flows.in} currency={currency} />
        </Directions>
      }
      table={
        <Directions>
          <FlowTable caption={`Money out in ${name}`} groups={flows.out} currency={currency} />
          <FlowTable caption={`Money in during ${name}`} groups={flows.in} currency={currency} />
        </Directions>
      }
    />
  );
}

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  button {
    padding-inline: ${({ theme }) => theme.space.md};
  }

  [aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

const Directions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
