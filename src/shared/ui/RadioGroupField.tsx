import { useField } from 'formik';
import styled from 'styled-components';
import { FieldError, FieldHint } from './Field';
import { useFieldId } from './FieldIdScope';

export interface RadioOption {
  value: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}

export interface RadioGroupFieldProps {
  name: string;
  /** The question; it labels the group (fieldset legend). */
  legend: string;
  options: readonly RadioOption[];
  hint?: string;
  /** Side by side instead of stacked, for two or three short answers (Yes / No). */
  inline?: boolean;
}

/**
 * One answer from a few, bound to Formik. A fieldset whose legend asks the question; the
 * first radio carries the field's id, so an error summary link lands on the group.
 */
export function RadioGroupField({ name, legend, options, hint, inline }: RadioGroupFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const groupId = useFieldId(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  return (
    <Fieldset aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <Legend>{legend}</Legend>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <Options $inline={inline}>
        {options.map((option, index) => {
          const id = index === 0 ? groupId : `${groupId}-${index}`;
          const optionHintId = option.hint ? `${id}-hint` : undefined;
          return (
            <Option key={option.value}>
              <input
                type="radio"
                id={id}
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={optionHintId}
                onChange={() => void helpers.setValue(option.value)}
                onBlur={field.onBlur}
              />
              <label htmlFor={id}>{option.label}</label>
              {option.hint && <OptionHint id={optionHintId}>{option.hint}</OptionHint>}
            </Option>
          );
        })}
      </Options>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const Options = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
`;

/** The whole row is the target, at least 44 px tall (WCAG 2.5.5). */
export const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;
  }
  label {
    cursor: pointer;
  }
`;

const OptionHint = styled(FieldHint)`
  grid-column: 2;
`;
