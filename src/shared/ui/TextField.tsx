import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, FieldInput } from './Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Shown right under the input (e.g. a Caps Lock tooltip); give it an id and pass it in aria-describedby. */
  children?: ReactNode;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** Needed only when something links to the input; otherwise a unique one is made. */
  id?: string;
  /** The input itself, for a caller that moves focus to it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input whose hint and error are tied to it for screen readers. Not bound to
 * Formik: forms use TextInputField. The error is announced when it appears, because here
 * it comes from the server (a wrong one-time passcode), not from typing.
 */
export function TextField({ label, error, hint, children, id: ownId, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const autoId = useId();
  return (
    <Field id={ownId ?? autoId} label={label} hint={hint} error={error} announceError describedBy={describedBy} after={children}>
      {(control) => <FieldInput {...control} {...input} />}
    </Field>
  );
}
