import { useMemo } from 'react';
import { formatShortDate } from '@/shared/lib/dates';
import { ChartTable } from './ChartTable';
import { Money } from '@/shared/ui/Money';
import { balanceHistory, chartPeriod } from './balanceHistory';
import { BalanceDrawing } from './BalanceDrawing';
import { ChartPanel } from './ChartPanel';
import { chartReadiness } from './chartReadiness';
import type { MoneyChartsProps } from './MoneyCharts';
import { balanceSummary, notDrawnMessage } from './summaries';
import type { BalanceHistory } from './types';

/**
 * "Balance history" (issue 30): the end-of-day balance over the window on screen (at most two years), walked
 * back from today's balance through the loaded rows (balanceHistory.ts), so a stock OBDX without running
 * balances gets it too. Too few entries, a search, or dates that stop before today: words, not a line.
 */
export function BalanceChart({ rows, range, loadedFor, today, balance, currency }: MoneyChartsProps) {
  const { start, end } = chartPeriod(range);
  const history = useMemo(() => balanceHistory(rows, balance, { start, end }), [rows, balance, start, end]);
  const readiness = chartReadiness({ loadedFor, today, count: history.transactionCount });
  const title = 'Balance history';

  if (!readiness.ready && readiness.reason !== 'tooFew') return <ChartPanel title={title} summary={<p>{notDrawnMessage(readiness)}</p>} />;
  const summary = balanceSummary(history, currency);
  return (
    <ChartPanel
      title={title}
      summary={readiness.ready ? <p>{summary}</p> : (
        <>
          <p>{notDrawnMessage(readiness)}</p>
          <p>{summary}</p>
        </>
      )}
      chart={readiness.ready ? <BalanceDrawing history={history} currency={currency} /> : undefined}
      table={<BalanceTable history={history} currency={currency} />}
    />
  );
}

/**
 * The chart's figures as a table: the balance at the end of each day it changed, and of the period's first
 * and last days (a day without entries repeats the day before, so listing it would add rows, not facts).
 */
function BalanceTable({ history, currency }: { history: BalanceHistory; currency: string }) {
  const { days } = history;
  const shown = days.filter((day, i) => i === 0 || i === days.length - 1 || day.balance !== days[i - 1].balance);
  return (
    <ChartTable>
      <caption>
        End-of-day balance from {formatShortDate(days[0].date)} to {formatShortDate(days[days.length - 1].date)}, on each day it changed
      </caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col" className="numeric">
            Balance
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatShortDate(day.date)}</th>
            <td className="numeric">
              <Money amount={day.balance} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
}
