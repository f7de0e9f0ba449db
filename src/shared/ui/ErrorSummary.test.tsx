import { screen, waitFor, within } from '@testing-library/react';
import * as yup from 'yup';
import { ERROR_SUMMARY_TITLE, flattenErrors } from './ErrorSummary';
import { FieldIdScope } from './FieldIdScope';
import { RadioGroupField } from './RadioGroupField';
import { renderInForm } from './testing/renderInForm';
import { TextInputField } from './TextInputField';

const schema = yup.object({
  payee: yup.object({ name: yup.string().required('Enter the payee name') }),
  reference: yup.string().required('Enter a reference'),
  when: yup.string().required('Choose when to pay'),
});

const fields = (
  <>
    <TextInputField name="payee.name" label="Payee name" />
    <TextInputField name="reference" label="Reference" />
    <RadioGroupField
      name="when"
      legend="When?"
      options={[
        { value: 'now', label: 'Now' },
        { value: 'later', label: 'Later' },
      ]}
    />
  </>
);
const initialValues = { payee: { name: '' }, reference: '', when: '' };

describe('ErrorSummary', () => {
  it('stays away until a submit fails, then lists every error and takes focus', async () => {
    const { user } = renderInForm(fields, { initialValues, validationSchema: schema });
    expect(screen.queryByRole('group', { name: ERROR_SUMMARY_TITLE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('group', { name: ERROR_SUMMARY_TITLE });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter the payee name', 'Enter a reference', 'Choose when to pay']);
    expect(within(summary).getByRole('link', { name: 'Enter the payee name' })).toHaveAttribute('href', '#field-payee-name');
  });

  it('moves focus to the field when its error is followed', async () => {
    const { user } = renderInForm(fields, { initialValues, validationSchema: schema });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('group', { name: ERROR_SUMMARY_TITLE });
    await user.click(within(summary).getByRole('link', { name: 'Enter a reference' }));
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Choose when to pay' }));
    expect(screen.getByRole('radio', { name: 'Now' })).toHaveFocus();
  });

  it('drops errors as they are fixed, goes when none are left, and focuses again on the next failed submit', async () => {
    const { user } = renderInForm(fields, { initialValues, validationSchema: schema });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: ERROR_SUMMARY_TITLE });
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'A Smith');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Enter the payee name' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('group', { name: ERROR_SUMMARY_TITLE })).toHaveFocus());
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'Rent');
    await user.click(screen.getByRole('radio', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: ERROR_SUMMARY_TITLE })).not.toBeInTheDocument());
  });

  it('links to the scoped ids of a form in a FieldIdScope', async () => {
    const { user } = renderInForm(<FieldIdScope prefix="second">{fields}</FieldIdScope>, { initialValues, validationSchema: schema });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The summary sits outside the scope in this helper, so the link falls back to the field's name.
    await user.click(await screen.findByRole('link', { name: 'Enter a reference' }));
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('id', 'second-field-reference');
  });

  it.each([
    [{}, []],
    [{ amount: 'Enter an amount' }, [['amount', 'Enter an amount']]],
    [{ payee: { name: 'x', sortCode: 'y' } }, [['payee.name', 'x'], ['payee.sortCode', 'y']]],
    [{ rows: [undefined, { name: 'z' }] }, [['rows.1.name', 'z']]],
  ])('flattens %j', (errors, expected) => {
    expect(flattenErrors(errors as never)).toEqual(expected);
  });
});
