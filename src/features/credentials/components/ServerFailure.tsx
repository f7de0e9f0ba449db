import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { FailedField } from '../types';
import { Alert } from './parts';

export interface ServerFailureProps {
  /** The catalogue's message, from the slice. */
  error?: string;
  failedField?: FailedField;
  /** The form's field names for "current" and "new". */
  fields?: { current?: string; new?: string };
}

/**
 * The bank's refusal, at the top of the form. A rejected current password or PIN is
 * cleared and focused; a refused new one is focused and kept, so the customer can change
 * it. Everything else the customer typed stays (DECISIONS.md: a failed call keeps it).
 */
export function ServerFailure({ error, failedField, fields = {} }: ServerFailureProps) {
  const { setFieldValue } = useFormikContext();
  const anchor = useRef<HTMLDivElement>(null);
  const name = failedField === 'current' ? fields.current : failedField === 'new' ? fields.new : undefined;

  useEffect(() => {
    if (!error || !name) return;
    if (failedField === 'current') void setFieldValue(name, '', false);
    const input = anchor.current?.closest('form')?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.focus();
  }, [error, failedField, name, setFieldValue]);

  return <div ref={anchor}>{error && <Alert role="alert">{error}</Alert>}</div>;
}
