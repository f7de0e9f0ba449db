import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { emptyPinChange } from '../schemas';
import { PinChangeFields } from './PinChangeFields';

/** Settings' manage-credentials screens will put these fields in their own forms. */
describe('the reusable PIN fields', () => {
  it('bring the PIN fields and checklist into any Formik form, at the length given', () => {
    renderWithProviders(
      <Formik initialValues={emptyPinChange} onSubmit={() => undefined}>
        <Form>
          <PinChangeFields pinLength={4} />
        </Form>
      </Formik>,
    );
    expect(screen.getByText('Exactly 4 numbers')).toBeInTheDocument();
    expect(screen.getByLabelText('New PIN')).toHaveAttribute('maxlength', '4');
  });
});
