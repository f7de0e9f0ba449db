import { sanitiseAmount } from '@/shared/lib/amount';
import { currencySymbol } from '@/shared/lib/money';
import { TextInputField, type TextInputFieldProps } from './TextInputField';

export interface AmountFieldProps extends Omit<TextInputFieldProps, 'sanitise' | 'prefix' | 'inputMode'> {
  /** Shows its symbol (£, $, €) or code before the input. */
  currency?: string;
}

/**
 * An amount bound to Formik: only digits and one dot, no leading zeros, at most 2 decimals
 * (SPEC.md section 5), cleaned as it is typed or pasted by sanitiseAmount.
 */
export function AmountField({ currency, chars = 12, ...props }: AmountFieldProps) {
  const prefix = currency ? (currencySymbol(currency) ?? currency.toUpperCase()) : undefined;
  return <TextInputField inputMode="decimal" autoComplete="off" spellCheck={false} chars={chars} {...props} prefix={prefix} sanitise={sanitiseAmount} />;
}
