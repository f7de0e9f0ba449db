import { screen, waitFor } from '@testing-library/react';
import * as yup from 'yup';
import { renderInForm } from './testing/renderInForm';
import { TextInputField } from './TextInputField';

const schema = yup.object({ reference: yup.string().required('Enter a reference').max(5, 'Use 5 characters or fewer') });

describe('TextInputField', () => {
  it('binds to Formik: what is typed is what is submitted', async () => {
    const { user, submitted } = renderInForm(<TextInputField name="reference" label="Reference" hint="Shown on their statement" />, {
      initialValues: { reference: '' },
      validationSchema: schema,
    });
    const input = screen.getByRole('textbox', { name: 'Reference' });
    expect(input).toHaveAccessibleDescription('Shown on their statement');
    await user.type(input, 'RENT');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ reference: 'RENT' }]));
  });

  it('shows its error under it once left, tied by aria-describedby and aria-invalid', async () => {
    const { user } = renderInForm(<TextInputField name="reference" label="Reference" hint="Shown on their statement" />, {
      initialValues: { reference: '' },
      validationSchema: schema,
    });
    const input = screen.getByRole('textbox', { name: 'Reference' });
    await user.type(input, 'TOO LONG');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(await screen.findByText('Use 5 characters or fewer')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on their statement Use 5 characters or fewer');
    await user.clear(input);
    await user.type(input, 'OK');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Use 5 characters or fewer')).not.toBeInTheDocument();
  });

  it('takes a sanitiser, a prefix and extra input props', async () => {
    const { user } = renderInForm(<TextInputField name="code" label="Code" sanitise={(raw) => raw.toUpperCase()} prefix="#" autoComplete="off" />, {
      initialValues: { code: '' },
    });
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'ab1');
    expect(input).toHaveValue('AB1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByText('#')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its id from its name, so an error summary can link to it', () => {
    renderInForm(<TextInputField name="payee.name" label="Payee name" />, { initialValues: { payee: { name: '' } } });
    expect(screen.getByRole('textbox', { name: 'Payee name' })).toHaveAttribute('id', 'field-payee-name');
  });
});
