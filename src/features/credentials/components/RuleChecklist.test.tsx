import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { passwordRules, pinRules } from '../rules';
import { RuleChecklist } from './RuleChecklist';

describe('the rule checklist', () => {
  it('lists every rule, each telling screen readers whether it is met', () => {
    renderWithProviders(<RuleChecklist title="Your new password must have" rules={passwordRules('newuser#2027', 'newuser#2027')} />);
    const items = within(screen.getByRole('list', { name: 'Your new password must have' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Between 8 and 20 characters, met',
      '○At least one upper case and one lower case letter, not met',
      '✓Only letters, numbers and _ # @ $, met',
      '✓No more than 3 characters in a sequence (like abcd or 1234), met',
      '✓No more than 5 of the same character in a row, met',
      '✓Both passwords match, met',
    ]);
  });

  it('keeps the marks out of what screen readers hear', () => {
    renderWithProviders(<RuleChecklist title="Your new PIN must have" rules={pinRules('', 6)} />);
    for (const item of screen.getAllByRole('listitem')) {
      expect(item.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^[✓○]$/);
      expect(item).toHaveTextContent(/, not met$/);
    }
  });
});
