import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { RadioGroupField } from './RadioGroupField';
import { renderInForm } from './testing/renderInForm';

const options = [
  { value: 'now', label: 'Now' },
  { value: 'later', label: 'On a later date', hint: 'Up to a year ahead' },
];

describe('RadioGroupField', () => {
  it('is a group named by its legend whose choice goes to Formik', async () => {
    const { user, submitted } = renderInForm(<RadioGroupField name="when" legend="When should it be paid?" options={options} />, {
      initialValues: { when: '' },
    });
    const group = screen.getByRole('group', { name: 'When should it be paid?' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'On a later date' })).toHaveAccessibleDescription('Up to a year ahead');
    await user.click(screen.getByRole('radio', { name: 'On a later date' }));
    expect(screen.getByRole('radio', { name: 'On a later date' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    expect(screen.getByRole('radio', { name: 'On a later date' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ when: 'now' }]));
  });

  it('ties its error to the group and marks the radios invalid', async () => {
    const { user } = renderInForm(<RadioGroupField name="when" legend="When should it be paid?" hint="Payments after 3pm go the next working day" options={options} />, {
      initialValues: { when: '' },
      validationSchema: yup.object({ when: yup.string().required('Choose when to pay') }),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('group', { name: 'When should it be paid?' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Payments after 3pm go the next working day Choose when to pay'));
    expect(screen.getByRole('radio', { name: 'Now' })).toHaveAttribute('aria-invalid', 'true');
    // The first radio carries the field's id: the error summary's link lands on the group.
    expect(screen.getByRole('radio', { name: 'Now' })).toHaveAttribute('id', 'field-when');
  });
});
