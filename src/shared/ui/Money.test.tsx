import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Money } from './Money';

describe('Money', () => {
  it.each([
    [1234.5, 'GBP', '£1,234.50'],
    ['99', 'USD', '$99.00'],
    [0.1, 'EUR', '€0.10'],
    [10, 'CHF', 'CHF 10.00'],
  ])('shows %p %s as %s', (amount, currency, text) => {
    renderWithProviders(<Money amount={amount} currency={currency} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('reads a negative amount as minus, and shows the minus sign', () => {
    const { container } = renderWithProviders(<Money amount={-42.1} currency="GBP" />);
    expect(screen.getByText('minus £42.10')).toBeInTheDocument();
    expect(screen.getByText('-£42.10')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('-£42.10');
  });
});
