import type { AccessFacts } from '../../routeAccess';
import { accountServicesMenu, paymentsMenu, servicesMenu, settingsMenu } from './menuItems';

const ALL = ['payment', 'transfer', 'payeesManage', 'paymentsFuture', 'transactionLog', 'statements', 'loanStatements', 'bulkUpload', 'bulkView', 'alerts', 'payInBooks', 'chequeBooks', 'chequeStatus', 'approver'];
const facts = (permitted: string[], extra: Partial<AccessFacts> = {}): AccessFacts => ({ permitted, anyBulkAccount: false, accountCount: 2, ...extra });
const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('menus follow permissions', () => {
  it('shows every payments entry to a user with every function, in SPEC order', () => {
    expect(labels(paymentsMenu(facts(ALL)))).toEqual([
      'Make a Payment',
      'Internal Transfer',
      'Bulk payments',
      'Standing orders & direct debits',
      'Request international payment',
      'Manage my payees',
    ]);
  });

  it.each([
    [['transfer'], false, ['Internal Transfer']],
    [['payment'], false, ['Make a Payment', 'Request international payment']],
    [[], true, ['Bulk payments']],
    [[], false, []],
  ])('payments menu for %p (bulk account %p)', (permitted, anyBulkAccount, expected) => {
    expect(labels(paymentsMenu(facts(permitted, { anyBulkAccount })))).toEqual(expected);
  });

  it.each([
    [['statements', 'chequeBooks'], ['Statements', 'Cheque services']],
    [['loanStatements'], ['Statements']],
    [['payInBooks'], ['Cheque services']],
    [[], []],
  ])('account services for %p', (permitted, expected) => {
    expect(labels(accountServicesMenu(facts(permitted)))).toEqual(expected);
  });

  it.each([
    [['current', 'deposit'], 'Private account services', 'Mortgages and loans'],
    [['current', 'racing'], 'Racing account services', 'Racing Plus'],
    [[], 'Private account services', 'Mortgages and loans'],
  ])('services menu for groups %p', (groups, title, first) => {
    const menu = servicesMenu(groups);
    expect(menu.title).toBe(title);
    expect(menu.links[0].label).toBe(first);
  });

  it('lists Authorisations only when some wait, for approvers with accounts', () => {
    expect(labels(settingsMenu(facts(ALL), 0))).not.toContain('Authorisations');
    expect(labels(settingsMenu(facts(ALL), 2))).toContain('Authorisations');
    expect(labels(settingsMenu(facts(ALL.filter((f) => f !== 'approver')), 2))).not.toContain('Authorisations');
    expect(labels(settingsMenu(facts([]), 0))).toEqual([
      'Reorder & Rename Accounts',
      'Change password',
      'Change Transaction PIN',
      'Marketing preferences',
    ]);
  });
});
