import { sanitiseDigits } from '@/shared/lib/digits';
import { TextInputField, type TextInputFieldProps } from './TextInputField';

export interface DigitsFieldProps extends Omit<TextInputFieldProps, 'sanitise' | 'inputMode' | 'maxLength'> {
  /** SPEC.md section 5: 8 for an account number, 6 for a sort code, 2 or 4 elsewhere. */
  maxLength: number;
}

/**
 * Digits only, bound to Formik: a numeric keypad on phones, and a pasted '12-34-56' keeps
 * its digits. Text, not type="number": leading zeros matter and there are no spinners. No
 * maxLength attribute either: the browser would cut the paste before the dashes are removed.
 */
export function DigitsField({ maxLength, ...props }: DigitsFieldProps) {
  return (
    <TextInputField
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      chars={maxLength}
      {...props}
      sanitise={(raw) => sanitiseDigits(raw, maxLength)}
    />
  );
}
