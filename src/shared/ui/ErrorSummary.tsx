import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { fieldId, useFieldIdPrefix } from './FieldIdScope';
import { linkStyles } from './Link';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export interface ErrorSummaryProps {
  title?: string;
}

/** Formik's nested errors as [field name, message] pairs: { payee: { name: 'x' } } → ['payee.name', 'x']. */
export function flattenErrors(errors: FormikErrors<unknown> | string | string[] | undefined, path = ''): [string, string][] {
  if (!errors) return [];
  if (typeof errors === 'string') return path ? [[path, errors]] : [];
  return Object.entries(errors).flatMap(([key, value]) => flattenErrors(value as FormikErrors<unknown>, path ? `${path}.${key}` : key));
}

/**
 * After a submit that failed validation: every error as a link to its field, and focus
 * moves here so a screen reader hears the list (the GOV.UK pattern). Put it inside the
 * form, above the fields. It updates as errors are fixed and goes once there are none.
 */
export function ErrorSummary({ title = ERROR_SUMMARY_TITLE }: ErrorSummaryProps) {
  const { errors, submitCount, isSubmitting } = useFormikContext();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const scope = useFieldIdPrefix();
  const entries = flattenErrors(errors);
  const failed = submitCount > 0 && entries.length > 0;

  useEffect(() => {
    // Once per failed submit, when validation has finished (Formik clears isSubmitting).
    if (failed && !isSubmitting && focusedFor.current !== submitCount) {
      focusedFor.current = submitCount;
      box.current?.focus();
    }
  }, [failed, isSubmitting, submitCount]);

  if (!failed) return null;

  const goTo = (name: string, id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // The field itself gets focus (a plain #hash jump would only scroll to it).
    const form = box.current?.closest('form');
    const byName = Array.from(form?.elements ?? []).find((element) => (element as HTMLInputElement).name === name);
    const target = document.getElementById(id) ?? (byName as HTMLElement | undefined);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Box ref={box} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <List>
        {entries.map(([name, message]) => {
          const id = fieldId(name, scope);
          return (
            <li key={name}>
              <SummaryLink href={`#${id}`} onClick={goTo(name, id)}>
                {message}
              </SummaryLink>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};
  /* Focus arrives by script after a click, which :focus-visible ignores; show it anyway. */
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
`;

// Doubled class: the links stay red inside page containers that colour every <a>.
const SummaryLink = styled.a`
  ${linkStyles}
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.heading};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
