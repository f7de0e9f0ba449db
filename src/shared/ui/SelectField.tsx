import { useField } from 'formik';
import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Field, FieldInput } from './Field';
import { useFieldId } from './FieldIdScope';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'id' | 'children'> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  hint?: string;
  id?: string;
  /** A first option with the value '' ('Select an account'), for a choice not made yet. */
  placeholder?: string;
}

/** A native select bound to Formik: the platform's own picker on phones and screen readers. */
export function SelectField({ name, label, options, hint, id, placeholder, ...select }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const controlId = useFieldId(name, id);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Field id={controlId} label={label} hint={hint} error={error}>
      {(control) => (
        <Select as="select" {...control} {...select} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** As wide as the form's column: an account's name and balance fit on one line. */
const Select = styled(FieldInput)`
  cursor: pointer;
`;
