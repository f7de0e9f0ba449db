import { lazily } from './lazily';

/**
 * Money as the customer reads it (SPEC.md section 9: GBP, USD, EUR symbols; amounts with
 * 2 decimals). One formatter for every screen, receipt and export preview.
 */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { GBP: '£', USD: '$', EUR: '€' };

// en-GB grouping and decimals; the symbol is ours, so unknown codes never become odd glyphs. Built on
// first use, not at import (lazily.ts).
const number = lazily(() => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** '£' for GBP; undefined for a currency without a symbol of ours (shown by its code). */
export function currencySymbol(currency: string): string | undefined {
  return CURRENCY_SYMBOLS[String(currency ?? '').trim().toUpperCase()];
}

/** The server sends amounts as numbers or numeric strings ('1234.5'); anything else is no amount. */
function toNumber(amount: number | string): number | undefined {
  const value = typeof amount === 'number' ? amount : amount.trim() === '' ? NaN : Number(amount.replace(/,/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * '£1,234.56', '-$0.50', '€12.00'; other currencies by code: 'CHF 1,234.56'. Negative
 * amounts lead with a minus sign; one that rounds to zero has none. '' when not a number.
 */
export function formatMoney(amount: number | string, currency: string): string {
  const value = toNumber(amount);
  if (value === undefined) return '';
  const digits = number().format(Math.abs(value));
  const negative = value < 0 && digits !== number().format(0);
  const code = String(currency ?? '').trim().toUpperCase();
  const symbol = currencySymbol(code);
  const body = symbol ? `${symbol}${digits}` : `${code} ${digits}`.trim();
  return negative ? `-${body}` : body;
}

/** What a screen reader should say: 'minus £5.00' rather than 'dash pound 5'. */
export function spokenMoney(amount: number | string, currency: string): string {
  const text = formatMoney(amount, currency);
  return text.startsWith('-') ? `minus ${text.slice(1)}` : text;
}
