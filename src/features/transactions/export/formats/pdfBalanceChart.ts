/**
 * The transactions PDF's "Balance history" block (issue 30), drawn on page 1 between the account header
 * and the table (places in pdfLayout.ts BALANCE_BLOCK): a heading, the text summary the screen's chart
 * has (insights/summaries.ts, so the PDF says what the screen says), and a line chart of the end-of-day
 * balances drawn with jsPDF's own primitives, no chart library in the export chunk. Or, when the data
 * cannot carry a chart, the heading and the words saying why.
 *
 * Honest without colour: the lowest and highest points are a down and an up triangle, each labelled with
 * its amount and date; zero, when the balance crosses it, is a dashed line. Colours are design tokens.
 */
import type { jsPDF } from 'jspdf';
import { formatShortDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { theme } from '@/shared/theme/tokens';
import { balanceSummary } from '../../insights/summaries';
import type { BalanceHistory, BalancePoint } from '../../insights/types';
import type { BalanceChartBlock } from '../balanceChartBlock';
import { BALANCE_BLOCK, PAGE } from './pdfLayout';
import { windows1252Text } from './windows1252';

export const BALANCE_HEADING = 'Balance history';

const TEXT_SIZE = 9;
const LABEL_SIZE = 7.5;
/** Half the width of a point's triangle, and how far its tip reaches from the point. */
const MARK = 4.5;

/** The block on the current page; leaves the font, colours and dash as the table expects them. */
export function drawBalanceBlock(doc: jsPDF, block: BalanceChartBlock, currency: string): void {
  const { headingBaseline, textBaseline, lineHeight, maxTextLines, textWidth } = BALANCE_BLOCK;
  doc.setFont('helvetica', 'bold').setFontSize(12);
  doc.text(BALANCE_HEADING, PAGE.marginX, headingBaseline);
  doc.setFont('helvetica', 'normal').setFontSize(TEXT_SIZE);
  const chart = 'history' in block;
  const words = chart ? balanceSummary(block.history, currency) : block.message;
  // Wrapped at the current font, within the lines the block keeps for it (the longest summary takes three).
  const lines = (doc.splitTextToSize(windows1252Text(words), textWidth) as string[]).slice(0, maxTextLines[chart ? 'chart' : 'message']);
  lines.forEach((line, i) => doc.text(line, PAGE.marginX, textBaseline + i * lineHeight));
  if (chart) drawChart(doc, block.history, currency);
  doc.setTextColor(0).setDrawColor(0).setLineDashPattern([], 0).setFont('helvetica', 'normal');
}

function drawChart(doc: jsPDF, history: BalanceHistory, currency: string): void {
  const { plot, padding, datesBaseline } = BALANCE_BLOCK;
  const { days, lowest, highest } = history;
  const left = plot.x + padding.x;
  const right = plot.x + plot.width - padding.x;
  const top = plot.y + padding.top;
  const bottom = plot.y + plot.height - padding.bottom;
  const span = highest.balance - lowest.balance;
  // A flat history is drawn across the middle: there is no span to scale by.
  const yOf = (balance: number) => (span === 0 ? (top + bottom) / 2 : bottom - ((balance - lowest.balance) / span) * (bottom - top));
  const step = days.length > 1 ? (right - left) / (days.length - 1) : 0;
  const xOf = (index: number) => (days.length > 1 ? left + index * step : (left + right) / 2);
  const money = (amount: number) => windows1252Text(formatMoney(amount, currency));

  doc.setDrawColor(theme.colors.border).setLineWidth(0.5);
  doc.rect(plot.x, plot.y, plot.width, plot.height, 'S');

  doc.setFontSize(LABEL_SIZE).setTextColor(theme.colors.textMuted);
  const axisLabel = (amount: number) => {
    const y = yOf(amount);
    doc.line(plot.x - 3, y, plot.x, y);
    doc.text(money(amount), plot.x - 5, y + LABEL_SIZE / 3, { align: 'right' });
  };
  axisLabel(highest.balance);
  if (span !== 0) axisLabel(lowest.balance);
  if (lowest.balance < 0 && highest.balance > 0) {
    doc.setDrawColor(theme.colors.textMuted).setLineWidth(0.75).setLineDashPattern([3, 2], 0);
    doc.line(plot.x, yOf(0), plot.x + plot.width, yOf(0));
    doc.setLineDashPattern([], 0);
    // Its amount only where it does not overprint the lowest's or highest's.
    if (Math.min(yOf(0) - yOf(highest.balance), yOf(lowest.balance) - yOf(0)) > LABEL_SIZE + 2) axisLabel(0);
  }
  doc.text(windows1252Text(formatShortDate(days[0].date)), plot.x, datesBaseline);
  if (days.length > 1) doc.text(windows1252Text(formatShortDate(days[days.length - 1].date)), plot.x + plot.width, datesBaseline, { align: 'right' });

  // One path of relative steps, not a line call a day: two years are 730 segments.
  const steps: [number, number][] = [];
  for (let i = 1; i < days.length; i += 1) steps.push([step, yOf(days[i].balance) - yOf(days[i - 1].balance)]);
  doc.setDrawColor(theme.colors.brand).setLineWidth(1.25);
  if (steps.length > 0) doc.lines(steps, xOf(0), yOf(days[0].balance), [1, 1], 'S', false);

  const indexOf = (point: BalancePoint) => Math.max(0, days.findIndex((day) => day.date === point.date));
  doc.setFillColor(theme.colors.text).setTextColor(theme.colors.text);
  markPoint(doc, 'Highest', highest, xOf(indexOf(highest)), yOf(highest.balance), money, left, right);
  markPoint(doc, 'Lowest', lowest, xOf(indexOf(lowest)), yOf(lowest.balance), money, left, right);
}

/** An up triangle labelled above the highest point, a down triangle labelled below the lowest. */
function markPoint(doc: jsPDF, name: 'Highest' | 'Lowest', point: BalancePoint, x: number, y: number, money: (amount: number) => string, left: number, right: number): void {
  const up = name === 'Highest';
  const tip = up ? -MARK : MARK;
  doc.triangle(x, y + tip, x - MARK, y - tip * 0.6, x + MARK, y - tip * 0.6, 'F');
  const label = `${name} ${money(point.balance)}, ${windows1252Text(formatShortDate(point.date))}`;
  const baseline = up ? y - MARK - 3 : y + MARK + LABEL_SIZE + 1;
  // Kept inside the frame: a point near an edge has its label run inwards from it.
  const third = (right - left) / 3;
  if (x < left + third) doc.text(label, Math.max(x - MARK, left), baseline);
  else if (x > right - third) doc.text(label, Math.min(x + MARK, right), baseline, { align: 'right' });
  else doc.text(label, x, baseline, { align: 'center' });
}
