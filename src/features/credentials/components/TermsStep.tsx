import { Field, Form, Formik } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { selectSubmission } from '../selectors';
import { termsAccepted } from '../slice';
import { termsSchema, type TermsValues } from '../schemas';
import { TermsText } from './TermsText';
import { Actions } from './parts';
import { ServerFailure } from './ServerFailure';

const initialValues: TermsValues = { accepted: false };

/** The terms in a scrollable region and the required acceptance; POST v1/me/loginFlow (the terms step's id) on Continue. */
export function TermsStep() {
  const dispatch = useDispatch();
  const { status, error } = useSelector(selectSubmission);
  return (
    <Formik initialValues={initialValues} validationSchema={termsSchema} onSubmit={() => void dispatch(termsAccepted())}>
      {({ values }) => (
        <Form noValidate>
          <p>Please read the terms and conditions of Online Banking.</p>
          {/* Focusable so keyboard users can scroll it (WCAG 2.1.1). */}
          <Scroller role="region" aria-label="Terms and conditions text" tabIndex={0}>
            <TermsText />
          </Scroller>
          <ServerFailure error={error} />
          <Check>
            <Field type="checkbox" name="accepted" required />
            <span>I accept the terms and conditions</span>
          </Check>
          <Actions>
            <Button type="submit" disabled={!values.accepted} $busy={status === 'submitting'}>
              Continue
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}

const Scroller = styled.div`
  max-height: 280px;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.page};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;
