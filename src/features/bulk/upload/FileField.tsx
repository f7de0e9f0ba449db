import { useField } from 'formik';
import styled from 'styled-components';
import { Field } from '@/shared/ui/Field';
import { useFieldId } from '@/shared/ui/FieldIdScope';

/**
 * A file chooser bound to Formik: the value is the chosen File (or null). The browser's own control,
 * so it reads and works like every other file chooser on the customer's device.
 */
export function FileField({ name, label, hint, accept }: { name: string; label: string; hint?: string; accept: string }) {
  const [, meta, helpers] = useField<File | null>(name);
  const id = useFieldId(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <Input
          {...control}
          type="file"
          name={name}
          accept={accept}
          onChange={(event) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(event.currentTarget.files?.[0] ?? null);
          }}
        />
      )}
    </Field>
  );
}

const Input = styled.input`
  max-width: 100%;
  padding: ${({ theme }) => theme.space.sm} 0;
  font: inherit;
`;
