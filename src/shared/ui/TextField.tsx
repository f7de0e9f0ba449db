import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  label: string;
  /** Shown right under the input (e.g. a Caps Lock tooltip); give it an id and pass it in aria-describedby. */
  children?: ReactNode;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: string;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, error, hint, children, 'aria-describedby': describedBy, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined} {...input} />
      {children}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Input = styled.input`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
