import { useField } from 'formik';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, FieldInput } from './Field';
import { useFieldId } from './FieldIdScope';

export interface TextInputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id' | 'children' | 'prefix'> {
  /** The Formik value it binds to ('payee.name' works). */
  name: string;
  label: string;
  hint?: string;
  /** Defaults to one made from the name, so an ErrorSummary can link here. */
  id?: string;
  /** Runs on every change before Formik stores the value (amounts, digits, upper case). */
  sanitise?: (raw: string) => string;
  /** A unit shown before the input ('£'); visual only, so say it in the label or hint too. */
  prefix?: ReactNode;
  /** Narrows the input to this many characters. */
  chars?: number;
  /** Extra ids to describe the input by (a tooltip, a live checklist). */
  describedBy?: string;
}

/**
 * A text input bound to Formik (useField). Its error shows under it once the field has
 * been touched (left, or the form submitted), tied by aria-describedby and aria-invalid.
 * AmountField and DigitsField are this with a sanitiser.
 */
export function TextInputField({ name, label, hint, id, sanitise, prefix, chars, describedBy, onBlur, ...input }: TextInputFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const controlId = useFieldId(name, id);
  const error = meta.touched && meta.error ? meta.error : undefined;
  // A field with a length limit is as wide as that limit (a 35-character reference), unless told otherwise.
  const width = chars ?? (typeof input.maxLength === 'number' ? input.maxLength : undefined);
  const onChange = sanitise ? (event: ChangeEvent<HTMLInputElement>) => void helpers.setValue(sanitise(event.target.value)) : field.onChange;

  return (
    <Field id={controlId} label={label} hint={hint} error={error} describedBy={describedBy}>
      {(control) => {
        const inputElement = (
          <FieldInput
            {...control}
            type="text"
            $chars={width}
            {...input}
            name={field.name}
            value={field.value ?? ''}
            onChange={onChange}
            onBlur={(event) => {
              field.onBlur(event);
              onBlur?.(event);
            }}
          />
        );
        return prefix ? (
          <Affixed $chars={width}>
            <Prefix aria-hidden="true">{prefix}</Prefix>
            {inputElement}
          </Affixed>
        ) : (
          inputElement
        );
      }}
    </Field>
  );
}

const Affixed = styled.div<{ $chars?: number }>`
  display: flex;
  align-items: stretch;
  width: 100%;
  max-width: ${({ $chars }) => ($chars ? `calc(${$chars + 4}ch + 2.5rem)` : 'none')};
  & > input {
    max-width: none;
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
`;

const Prefix = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.controlBorder};
  border-right: 0;
  border-radius: ${({ theme }) => theme.radius.sm} 0 0 ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.subtle};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
