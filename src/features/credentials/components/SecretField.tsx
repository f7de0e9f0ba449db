import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import { TextField } from '@/shared/ui/TextField';

export interface SecretFieldProps {
  name: string;
  label: string;
  autoComplete: string;
  hint?: string;
  /** PINs: numbers only, a numeric keypad on phones. */
  digitsOnly?: boolean;
  maxLength?: number;
}

/**
 * A password or PIN field bound to Formik. Always masked; the value lives only in the
 * form (never in Redux or storage, DECISIONS.md "Security").
 */
export function SecretField({ name, label, autoComplete, hint, digitsOnly, maxLength }: SecretFieldProps) {
  const [field, , helpers] = useField<string>(name);
  const onChange = digitsOnly ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(event.target.value.replace(/\D/g, '')) : field.onChange;
  return (
    <TextField
      {...field}
      onChange={onChange}
      label={label}
      hint={hint}
      type="password"
      autoComplete={autoComplete}
      inputMode={digitsOnly ? 'numeric' : undefined}
      maxLength={maxLength}
      spellCheck={false}
      autoCapitalize="off"
    />
  );
}
