import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What the control inside a Field needs so its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and tied to it with aria-describedby; sets aria-invalid. */
  error?: string;
  /**
   * Announce the error as soon as it appears. For errors that arrive on their own (a
   * server refusal); validation errors are read with the field and the error summary.
   */
  announceError?: boolean;
  /** More ids to describe the control by (a Caps Lock warning, a tooltip). */
  describedBy?: string;
  /** Rendered right under the control, before the error. */
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint, control and error in the order a customer reads them, with the ids tied
 * together. TextField and every Formik field are built on it, so they all look and read alike.
 */
export function Field({ id, label, hint, error, announceError, describedBy, after, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  };
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {children(control)}
      {after}
      {error && (
        <FieldError id={errorId} role={announceError ? 'alert' : undefined}>
          {error}
        </FieldError>
      )}
    </FieldWrapper>
  );
}

/**
 * The readable column every form sits in (issue 25): fields are never wider than this, whatever the
 * screen, so a label, its control and its error read as one; in rem, so it grows with the text.
 */
export const FORM_MEASURE = '36rem';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  max-width: min(100%, ${FORM_MEASURE});
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.heading};
`;

export const FieldHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

/**
 * Inputs and selects share one look: 44 px tall at default text size, growing with it. They fill the
 * form's column (FORM_MEASURE), or `$chars` narrows one to what it holds (an 8-digit account number, a
 * 35-character reference), in ch so it grows too.
 */
export const FieldInput = styled.input<{ $chars?: number }>`
  width: 100%;
  max-width: ${({ $chars }) => ($chars ? `calc(${$chars + 2}ch + 1.25rem)` : 'none')};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.subtle};
    cursor: not-allowed;
  }
`;
