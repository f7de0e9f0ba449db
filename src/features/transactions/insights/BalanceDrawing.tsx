import styled from 'styled-components';
import { formatShortDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { PLOT_HEIGHT, PLOT_WIDTH, areaPath, domainOf, stepCentrePercent, stepPath, yOf } from './chartScale';
import type { BalanceHistory } from './types';

/**
 * The balance history drawn (issue 30): end-of-day balances as steps in an SVG stretched to the card's
 * width, the lowest and highest days marked with shapes of their own (▼ and ▲, not colour alone) and named
 * in the key under it. Labels are HTML, not SVG text, so they keep their size at any width and grow with the
 * reader's text. Hidden from screen readers by its panel: the summary and the table say the same.
 */
export function BalanceDrawing({ history, currency }: { history: BalanceHistory; currency: string }) {
  const { days, lowest, highest } = history;
  const domain = domainOf(days);
  const money = (amount: number) => formatMoney(amount, currency);
  const at = (date: string) => days.findIndex((d) => d.date === date);
  const marker = (date: string, balance: number) => ({
    left: `${stepCentrePercent(at(date), days.length)}%`,
    top: `${(yOf(balance, domain) / PLOT_HEIGHT) * 100}%`,
  });
  const zero = domain.min < 0 && domain.max > 0 ? yOf(0, domain) : undefined;

  return (
    <Drawing>
      <Axis>
        <span>{money(highest.balance)}</span>
        <span>{money(lowest.balance)}</span>
      </Axis>
      <Plot>
        <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" focusable="false">
          <Area d={areaPath(days, domain)} />
          {zero !== undefined && <Zero x1={0} x2={PLOT_WIDTH} y1={zero} y2={zero} />}
          <Line d={stepPath(days, domain)} />
        </svg>
        <Marker data-point="highest" style={marker(highest.date, highest.balance)}>
          ▲
        </Marker>
        <Marker data-point="lowest" style={marker(lowest.date, lowest.balance)}>
          ▼
        </Marker>
      </Plot>
      <Dates>
        <span>{formatShortDate(days[0].date)}</span>
        <span>{formatShortDate(days[days.length - 1].date)}</span>
      </Dates>
      <Key>
        <li>
          <span aria-hidden="true">▲</span> Highest {money(highest.balance)}, {formatShortDate(highest.date)}
        </li>
        <li>
          <span aria-hidden="true">▼</span> Lowest {money(lowest.balance)}, {formatShortDate(lowest.date)}
        </li>
        {zero !== undefined && <li>Dashed line: a balance of {money(0)}</li>}
      </Key>
    </Drawing>
  );
}

const Drawing = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'axis plot'
    '. dates'
    'key key';
  column-gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Axis = styled.div`
  grid-area: axis;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const Plot = styled.div`
  grid-area: plot;
  position: relative;
  height: 10rem;
  border-left: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-bottom: 1px solid ${({ theme }) => theme.colors.controlBorder};

  svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
`;

const Area = styled.path`
  fill: ${({ theme }) => theme.colors.rangeSurface};
`;

const Line = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.colors.brand};
  stroke-width: 2.5px;
  vector-effect: non-scaling-stroke;
`;

const Zero = styled.line`
  stroke: ${({ theme }) => theme.colors.textMuted};
  stroke-width: 1px;
  stroke-dasharray: 6 4;
  vector-effect: non-scaling-stroke;
`;

const Marker = styled.span`
  position: absolute;
  transform: translate(-50%, -50%);
  color: ${({ theme }) => theme.colors.heading};
  line-height: 1;
`;

const Dates = styled.div`
  grid-area: dates;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Key = styled.ul`
  grid-area: key;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
`;
