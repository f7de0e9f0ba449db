import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { CheckboxField } from './CheckboxField';
import { renderInForm } from './testing/renderInForm';

describe('CheckboxField', () => {
  it('binds a boolean to Formik', async () => {
    const { user, submitted } = renderInForm(<CheckboxField name="save" label="Save this payee" hint="You can pay them again without typing their details" />, {
      initialValues: { save: false },
    });
    const box = screen.getByRole('checkbox', { name: 'Save this payee' });
    expect(box).toHaveAccessibleDescription('You can pay them again without typing their details');
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ save: true }]));
  });

  it('shows its error, described and invalid', async () => {
    const { user } = renderInForm(<CheckboxField name="terms" label="I accept the terms" />, {
      initialValues: { terms: false },
      validationSchema: yup.object({ terms: yup.boolean().oneOf([true], 'Accept the terms to continue') }),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  });
});
