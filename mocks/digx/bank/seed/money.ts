/** Money is computed in integer pennies and only turned into OBDX's `{currency, amount}` at the edge. */
import type { CurrencyCode, Money } from '../types';

export function money(currency: CurrencyCode, pennies: number): Money {
  return { currency, amount: Math.round(pennies) / 100 };
}

export function penniesOf(pounds: number): number {
  return Math.round(pounds * 100);
}
