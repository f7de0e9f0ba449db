import { screen, waitFor } from '@testing-library/react';
import { AmountField } from './AmountField';
import { renderInForm } from './testing/renderInForm';

describe('AmountField', () => {
  it.each([
    ['00012.345', '12.34'],
    ['1a2b3', '123'],
    ['0.5.0', '0.50'],
    ['-7', '7'],
  ])('typing %j keeps %j', async (typed, kept) => {
    const { user } = renderInForm(<AmountField name="amount" label="Amount" />, { initialValues: { amount: '' } });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, typed);
    expect(input).toHaveValue(kept);
  });

  it('cleans a pasted amount and submits the clean text', async () => {
    const { user, submitted } = renderInForm(<AmountField name="amount" label="Amount" currency="GBP" />, { initialValues: { amount: '' } });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.click(input);
    await user.paste('£1,250.505');
    expect(input).toHaveValue('1250.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ amount: '1250.50' }]));
  });

  it.each([
    ['GBP', '£'],
    ['usd', '$'],
    ['EUR', '€'],
    ['CHF', 'CHF'],
  ])('shows the %s symbol before the input', (currency, symbol) => {
    renderInForm(<AmountField name="amount" label="Amount" currency={currency} />, { initialValues: { amount: '' } });
    expect(screen.getByText(symbol)).toBeInTheDocument();
  });
});
