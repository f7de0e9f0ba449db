import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { SelectField } from './SelectField';
import { renderInForm } from './testing/renderInForm';

const options = [
  { value: '10', label: 'Once' },
  { value: '30', label: 'Weekly' },
  { value: '50', label: 'Monthly' },
  { value: '90', label: 'Yearly', disabled: true },
];

describe('SelectField', () => {
  it('binds the chosen option to Formik', async () => {
    const { user, submitted } = renderInForm(<SelectField name="frequency" label="How often" options={options} placeholder="Choose how often" />, {
      initialValues: { frequency: '' },
    });
    const select = screen.getByRole('combobox', { name: 'How often' });
    expect(select).toHaveDisplayValue('Choose how often');
    expect(screen.getByRole('option', { name: 'Yearly' })).toBeDisabled();
    await user.selectOptions(select, 'Monthly');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ frequency: '50' }]));
  });

  it('shows its error under it, described and invalid', async () => {
    const { user } = renderInForm(<SelectField name="frequency" label="How often" options={options} placeholder="Choose how often" />, {
      initialValues: { frequency: '' },
      validationSchema: yup.object({ frequency: yup.string().required('Choose how often to pay') }),
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const select = screen.getByRole('combobox', { name: 'How often' });
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'));
    expect(select).toHaveAccessibleDescription('Choose how often to pay');
  });
});
