import { useField } from 'formik';
import styled from 'styled-components';
import { Field, FieldInput } from '@/shared/ui/Field';
import { useFieldId } from '@/shared/ui/FieldIdScope';
import { characterCountText, MESSAGE_MAX_LENGTH } from '../rules';

/**
 * The message: a textarea bound to Formik with a live count of the characters left (the GOV.UK character
 * count). Nothing is cut off when the limit is passed, so a paste is never silently shortened; the count
 * and the validation say so instead. The count is read with the field, not announced on every key.
 */
export function MessageBodyField({ name = 'body', label = 'Message' }: { name?: string; label?: string }) {
  const [field, meta] = useField<string>(name);
  const id = useFieldId(name);
  const countId = `${id}-count`;
  const length = (field.value ?? '').length;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={`Up to ${MESSAGE_MAX_LENGTH} characters.`}
      error={error}
      describedBy={countId}
      after={
        <Count id={countId} $over={length > MESSAGE_MAX_LENGTH}>
          {characterCountText(length)}
        </Count>
      }
    >
      {(control) => <TextArea as="textarea" {...control} rows={8} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />}
    </Field>
  );
}

const TextArea = styled(FieldInput)`
  max-width: 40rem;
  resize: vertical;
  line-height: 1.5;
`;

const Count = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ $over }) => ($over ? 600 : 400)};
`;
