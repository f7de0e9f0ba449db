import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Button } from '../Button';
import { ErrorSummary } from '../ErrorSummary';

export interface RenderInFormOptions<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: AnyObjectSchema;
}

/**
 * Test helper: Formik fields inside a real form with an error summary and a 'Continue'
 * submit button, rendered with the app's providers. `submitted` holds what was submitted.
 */
export function renderInForm<Values extends FormikValues>(fields: ReactNode, { initialValues, validationSchema }: RenderInFormOptions<Values>) {
  const submitted: Values[] = [];
  const view = renderWithProviders(
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={(values) => void submitted.push(values)}>
      <Form noValidate>
        <ErrorSummary />
        {fields}
        <Button type="submit">Continue</Button>
      </Form>
    </Formik>,
  );
  return { ...view, submitted };
}
