/**
 * What a chart may honestly draw from the rows on screen (issue 30: "no chart pretends to know more than the
 * data"). Pure and table-tested. In order:
 * - rows that answer a search leave out every other entry, so neither the walk nor the groups would be true;
 * - a chosen range that ends before today cannot be walked back from today's balance (the entries between
 *   its end and today are not loaded);
 * - a period without entries has nothing to draw;
 * - fewer than MIN_TREND_TRANSACTIONS entries are given as figures, never as a trend.
 */
import type { IsoDate } from '@/shared/lib/dates';
import type { TransactionFilters } from '../types';
import type { ChartReadiness } from './types';

/** The fewest entries a trend is drawn from: with three, the chart says so instead. */
export const MIN_TREND_TRANSACTIONS = 4;

export interface ReadinessInput {
  /** The search and chosen dates the loaded rows answer. */
  loadedFor: Pick<TransactionFilters, 'search' | 'datesStartEnd'>;
  today: IsoDate;
  /** Entries in the chart's period. */
  count: number;
}

export function chartReadiness({ loadedFor, today, count }: ReadinessInput): ChartReadiness {
  if (loadedFor.search.trim() !== '') return { ready: false, reason: 'search', count };
  if (loadedFor.datesStartEnd && loadedFor.datesStartEnd.end < today) return { ready: false, reason: 'dateRange', count };
  if (count === 0) return { ready: false, reason: 'none', count };
  if (count < MIN_TREND_TRANSACTIONS) return { ready: false, reason: 'tooFew', count };
  return { ready: true };
}

/**
 * "Where it went" needs no walk and no trend: any rows of the month can be grouped, whatever the dates and
 * however few. Only a search stops it, since its rows leave every other payee out.
 */
export function flowsReadiness(loadedFor: ReadinessInput['loadedFor']): ChartReadiness {
  return loadedFor.search.trim() !== '' ? { ready: false, reason: 'search', count: 0 } : { ready: true };
}

/** Issue 30: current, racing and deposit accounts are charted; a loan's balance is a debt paid down, not money to watch move. */
export const isCharted = (group: string) => group === 'current' || group === 'racing' || group === 'deposit';
