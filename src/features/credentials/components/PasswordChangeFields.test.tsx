import { screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { emptyNewPassword, emptyPasswordChange } from '../schemas';
import { PasswordChangeFields } from './PasswordChangeFields';

/** Settings' manage-credentials screens will put these fields in their own forms. */
describe('the reusable password fields', () => {
  it('bring the three password fields and the checklist into any Formik form', async () => {
    const { user } = renderWithProviders(
      <Formik initialValues={emptyPasswordChange} onSubmit={() => undefined}>
        <Form>
          <PasswordChangeFields />
        </Form>
      </Formik>,
    );
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Newuser#2027');
    expect(screen.getByText('Between 8 and 20 characters').closest('li')).toHaveTextContent(/, met$/);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it('can leave out the current password', () => {
    renderWithProviders(
      <Formik initialValues={emptyNewPassword} onSubmit={() => undefined}>
        <Form>
          <PasswordChangeFields withCurrent={false} />
        </Form>
      </Formik>,
    );
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
