import { entitySelectorDisabled, entitySwitchOutcome } from './rules';

describe('entity switching (SPEC.md section 2)', () => {
  it.each([
    ['/accounts/transactions/ACC1', 'redirect'],
    ['/accounts/services', 'redirect'],
    ['/accounts/statements', 'redirect'],
    ['/accounts/statements/ACC1', 'redirect'],
    ['/secure-mail/f/inbox', 'redirect'],
    ['/secure-mail/new', 'redirect'],
    ['/settings/alerts', 'redirect'],
    ['/settings/activity-log', 'redirect'],
    ['/settings/authorisations', 'stay'],
    ['/payments/make', 'resetPayment'],
    ['/payments/make/ACC1', 'resetPayment'],
    ['/payments/makeover', 'stay'],
    ['/accounts', 'stay'],
    ['/payments', 'stay'],
    ['/payments/transfer-money', 'stay'],
    ['/services/racingplus', 'stay'],
    ['/accounts/transactionsx', 'stay'],
  ])('%s → %s', (path, outcome) => {
    expect(entitySwitchOutcome(path)).toBe(outcome);
  });

  it.each([
    ['/settings/activity-log', true],
    ['/settings/activity-log/type/payments', true],
    ['/settings/alerts', false],
    ['/accounts', false],
  ])('selector disabled on %s: %p', (path, disabled) => {
    expect(entitySelectorDisabled(path)).toBe(disabled);
  });
});
