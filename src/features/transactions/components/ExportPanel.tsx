import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { DatePicker } from '@/shared/ui/DatePicker';
import { Option } from '@/shared/ui/RadioGroupField';
import type { ExportState } from '../slice';
import { EXPORT_FORMATS, type ExportFormat } from '../types';

export const FORMAT_LABELS: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV (spreadsheet)',
  pdf: 'PDF',
  quickbooks: 'QuickBooks (CSV)',
  sage: 'Sage (CSV)',
  xero: 'Xero (CSV)',
  ofx: 'OFX (Money, Quicken and others)',
  qif: 'QIF (older finance programs)',
  xlsx: 'Excel (XLSX)',
};

export interface ExportPanelProps {
  id: string;
  state: ExportState;
  minDate: string;
  maxDate: string;
  /** Where the period starts: the dates the list shows. */
  initialRange?: { start: string; end: string };
  /** Filters in force go into the file too; the panel says so. */
  filtered: boolean;
  /** Whether a PDF may carry the balance chart: the accounts the page charts (not lending). */
  balanceChartOffered: boolean;
  /** `balanceChart`: the PDF's "Balance history" block is asked for; always false for other formats. */
  onExport: (format: ExportFormat, range: { start: string; end: string }, balanceChart: boolean) => void;
  onCancel: () => void;
  onDismiss: () => void;
}

/**
 * Export (SPEC.md section 7 "Client-side outputs"): a format and a period. Long periods are fetched in
 * six-month chunks; the bar shows how many are done and the export can be cancelled at any point.
 * A PDF can carry the balance history (issue 30) where the page charts it, when the customer ticks it: unticked,
 * the PDF is the one SPEC.md describes (25 rows on its first page), which the chart's block would shorten to 12.
 */
export function ExportPanel({ id, state, minDate, maxDate, initialRange, filtered, balanceChartOffered, onExport, onCancel, onDismiss }: ExportPanelProps) {
  const formatId = useId();
  const chartId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [chart, setChart] = useState(false);
  const running = state.status === 'running';
  const chartOffered = format === 'pdf' && balanceChartOffered;
  return (
    <Panel id={id} aria-label="Export transactions">
      <h2>Export transactions</h2>
      <FormatRow>
        <label htmlFor={formatId}>Format</label>
        <Select id={formatId} value={format} disabled={running} onChange={(e) => setFormat(e.target.value as ExportFormat)}>
          {EXPORT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {FORMAT_LABELS[f]}
            </option>
          ))}
        </Select>
      </FormatRow>
      {chartOffered && (
        <ChartOption>
          <input type="checkbox" id={chartId} checked={chart} disabled={running} onChange={(e) => setChart(e.target.checked)} />
          <label htmlFor={chartId}>Include the balance chart</label>
        </ChartOption>
      )}
      {filtered && <Note>The file will hold only the transactions that match your filters.</Note>}
      {running ? (
        <Progress role="status">
          <progress aria-label="Export progress" max={Math.max(state.total, 1)} value={state.done} />
          <span>{state.total > 0 ? `Fetched ${state.done} of ${state.total} periods of up to 6 months…` : 'Preparing your file…'}</span>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel export
          </Button>
        </Progress>
      ) : (
        <DatePicker legend="Export period" min={minDate} max={maxDate} today={maxDate} initialRange={initialRange} applyLabel="Export" onApply={(range) => onExport(format, range, chartOffered && chart)} />
      )}
      {state.status === 'done' && (
        <Outcome role="status">
          {`${state.fileName} is ready (${state.rowCount} ${state.rowCount === 1 ? 'transaction' : 'transactions'}). Check your downloads.`}{' '}
          <Button type="button" $variant="link" onClick={onDismiss}>
            Dismiss
          </Button>
        </Outcome>
      )}
      {state.status === 'cancelled' && <Outcome role="status">Export cancelled. Nothing was downloaded.</Outcome>}
      {state.status === 'failed' && state.error && (
        <Failure role="alert">
          {`The export could not be finished. ${state.error.message}`}
        </Failure>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const FormatRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }
`;

const Select = styled.select`
  min-height: ${({ theme }) => theme.size.control};
  max-width: 24rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
`;

const ChartOption = styled(Option)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  progress {
    width: 12rem;
    height: 1rem;
  }
`;

const Outcome = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
