import { screen } from '@testing-library/react';
import { DigitsField } from './DigitsField';
import { renderInForm } from './testing/renderInForm';

describe('DigitsField', () => {
  it('keeps only digits, up to its length', async () => {
    const { user } = renderInForm(<DigitsField name="accountNumber" label="Account number" maxLength={8} />, { initialValues: { accountNumber: '' } });
    const input = screen.getByRole('textbox', { name: 'Account number' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12a34 5678999');
    expect(input).toHaveValue('12345678');
  });

  it('keeps the digits of a pasted sort code with dashes', async () => {
    const { user } = renderInForm(<DigitsField name="sortCode" label="Sort code" maxLength={6} />, { initialValues: { sortCode: '' } });
    const input = screen.getByRole('textbox', { name: 'Sort code' });
    await user.click(input);
    await user.paste('60-93-03');
    expect(input).toHaveValue('609303');
  });

  it.each([2, 4])('holds %i digits', async (length) => {
    const { user } = renderInForm(<DigitsField name="code" label="Code" maxLength={length} />, { initialValues: { code: '' } });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '0123456789');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('0123456789'.slice(0, length));
  });
});
