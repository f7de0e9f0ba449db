/**
 * Where the balance chart puts things (issue 30), kept apart from the drawing so it is table-tested: the
 * amounts the plot spans, and the line through the end-of-day balances as an SVG path in a fixed box that
 * the browser stretches to the chart's width (so the path is built once, whatever the screen).
 */
import type { DayBalance } from './types';

/** The drawing's own coordinates: the SVG's viewBox is 0 0 PLOT_WIDTH PLOT_HEIGHT. */
export const PLOT_WIDTH = 1000;
export const PLOT_HEIGHT = 200;

export interface Domain {
  min: number;
  max: number;
}

/**
 * The amounts the plot spans: the lowest and highest balance with a twentieth of the range above and below,
 * so neither point sits on the frame; a flat balance gets a pound either side, so it is drawn mid-height.
 */
export function domainOf(days: readonly DayBalance[]): Domain {
  let min = Infinity;
  let max = -Infinity;
  for (const { balance } of days) {
    if (balance < min) min = balance;
    if (balance > max) max = balance;
  }
  if (!Number.isFinite(min)) return { min: -1, max: 1 };
  const pad = max === min ? 1 : (max - min) / 20;
  return { min: min - pad, max: max + pad };
}

/** An amount's height in the plot: the domain's top at 0, its bottom at PLOT_HEIGHT (SVG grows downwards). */
export const yOf = (amount: number, domain: Domain) => ((domain.max - amount) / (domain.max - domain.min)) * PLOT_HEIGHT;

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The balance as steps: it holds all day and changes at the day's end, so each day is a flat run joined to
 * the next by an upright (a sloping line would draw balances the account never had).
 */
export function stepPath(days: readonly DayBalance[], domain: Domain): string {
  if (days.length === 0) return '';
  const parts: string[] = [];
  const width = PLOT_WIDTH / days.length;
  days.forEach((day, i) => {
    const y = round(yOf(day.balance, domain));
    const left = round(i * width);
    const right = round((i + 1) * width);
    parts.push(`${i === 0 ? 'M' : 'L'}${left} ${y}H${right}`);
  });
  return parts.join('');
}

/** The same steps closed down to the plot's bottom edge: the shaded area under the line. */
export function areaPath(days: readonly DayBalance[], domain: Domain): string {
  const line = stepPath(days, domain);
  return line ? `${line}V${PLOT_HEIGHT}H0Z` : '';
}

/** A day's place across the step chart, in percent: the middle of its step. */
export const stepCentrePercent = (index: number, count: number) => ((index + 0.5) / Math.max(count, 1)) * 100;
