import { useField } from 'formik';
import styled from 'styled-components';
import { FieldError, FieldHint } from './Field';
import { useFieldId } from './FieldIdScope';
import { Option } from './RadioGroupField';

export interface CheckboxFieldProps {
  /** A boolean Formik value. */
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** A yes/no tick bound to Formik ('I accept the terms'), its error tied to the box. */
export function CheckboxField({ name, label, hint, disabled }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useFieldId(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Wrapper>
      <Option>
        <input
          type="checkbox"
          id={id}
          name={field.name}
          checked={Boolean(field.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
        <label htmlFor={id}>{label}</label>
        {hint && <Hint id={hintId}>{hint}</Hint>}
      </Option>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Hint = styled(FieldHint)`
  grid-column: 2;
`;
