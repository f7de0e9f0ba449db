import { canUseRoute, routeAccess, type AccessFacts } from './routeAccess';

const facts = (permitted: string[], extra: Partial<AccessFacts> = {}): AccessFacts => ({ permitted, anyBulkAccount: false, accountCount: 3, ...extra });

describe('route access (SPEC.md section 6)', () => {
  it.each([
    ['/payments/make', [], false],
    ['/payments/make/ACC1', ['payment'], true],
    ['/payments/transfer-money', ['payment'], false],
    ['/payments/transfer-money', ['transfer'], true],
    ['/payments/request-international', ['payment'], true],
    ['/payments/payees/new', ['payment'], false],
    ['/payments/payees', ['payeesManage'], true],
    ['/payments/upcoming', ['paymentsFuture'], true],
    ['/payments/upcoming/edit/1', [], false],
    ['/payments/bulk', ['bulkView'], true],
    ['/payments/bulk/all', ['bulkUpload'], true],
    ['/payments/bulk', [], false],
    ['/accounts/statements', ['loanStatements'], true],
    ['/accounts/statements/1', [], false],
    ['/accounts/services', ['payInBooks'], true],
    ['/accounts/services', ['statements'], false],
    ['/settings/authorisations', ['approver'], true],
    ['/settings/authorisations', [], false],
    ['/settings/activity-log/type/x', ['transactionLog'], true],
    ['/settings/alerts', [], false],
    ['/accounts', [], true],
    ['/payments', [], true],
    ['/settings/marketing-preferences', [], true],
  ])('%s with %p → %p', (path, permitted, allowed) => {
    expect(canUseRoute(path, facts(permitted))).toBe(allowed);
  });

  it('opens bulk when any account allows it, even without the bulk functions', () => {
    expect(canUseRoute('/payments/bulk', facts([], { anyBulkAccount: true }))).toBe(true);
  });

  it.each([
    ['/settings/authorisations', ['approver'], false, 'wait'],
    ['/settings/authorisations', [], false, 'denied'],
    ['/payments/bulk', [], false, 'wait'],
    ['/payments/bulk', [], true, 'denied'],
    ['/payments/make', [], false, 'denied'],
    ['/accounts', [], false, 'allowed'],
  ])('%s with %p, accounts known %p → %s', (path, permitted, accountsKnown, expected) => {
    expect(routeAccess(path, facts(permitted, { accountCount: 0, accountsKnown }))).toBe(expected);
  });

  it('needs at least one account for authorisations', () => {
    expect(canUseRoute('/settings/authorisations', facts(['approver'], { accountCount: 0 }))).toBe(false);
  });
});
