/**
 * The main routes of SPEC.md section 2 the look checks walk (e2e/look.e2e.ts): every page a customer reaches
 * from the menus, signed in, plus the public pages. A route whose address needs one of the user's own ids
 * (an account's transactions) finds it on the page before.
 */
import type { Page } from '@playwright/test';

export type User = 'RETAIL1' | 'CORP1';

export const PASSWORDS: Record<User, string> = { RETAIL1: 'Private#2026', CORP1: 'Racing#2026' };

export interface MainRoute {
  /** The screenshot's name and the failure's label. */
  name: string;
  /** The address, or how to find it from the page the walk is on (the route before it in the list). */
  path: string | ((page: Page) => Promise<string>);
  /** Only for this user (CORP1's bulk files and authorisations); both when left out. */
  only?: User;
  /**
   * The window only, not the full page: the transactions list draws only the rows near the window (10 000+
   * rows), so a full-page capture, which resizes the window, makes it draw and measure other rows.
   */
  windowOnly?: true;
  /**
   * What must be on screen before the capture, beyond the heading and no spinner: parts that arrive later than
   * the heading without a spinner of their own (the transactions rows render at low priority, the charts
   * after their chunk).
   */
  ready?: (page: Page) => Promise<void>;
}

/** The transactions page is ready once its rows and both charts' summaries are on screen. */
const transactionsReady = async (page: Page) => {
  await page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1).waitFor();
  await page.getByRole('region', { name: 'Balance history' }).getByText(/^(From|Only|There are)/).first().waitFor();
  await page.getByRole('region', { name: 'Where it went' }).getByText(/^(In|Nothing|None|The chart)/).first().waitFor();
};

/** The first account's transactions, as the link in its details on /accounts names it. */
const firstTransactions = async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name: 'Details' }).first().click();
  const href = await page.locator('main a[href^="/accounts/transactions/"]').first().getAttribute('href');
  if (!href) throw new Error('No account links to its transactions on /accounts');
  return href;
};

export const SIGNED_IN_ROUTES: MainRoute[] = [
  { name: 'accounts', path: '/accounts' },
  { name: 'transactions', path: firstTransactions, windowOnly: true, ready: transactionsReady },
  { name: 'statements', path: '/accounts/statements' },
  { name: 'account-services', path: '/accounts/services' },
  { name: 'payments', path: '/payments' },
  { name: 'make-payment', path: '/payments/make' },
  { name: 'transfer-money', path: '/payments/transfer-money' },
  { name: 'request-international', path: '/payments/request-international' },
  { name: 'upcoming', path: '/payments/upcoming' },
  { name: 'payees', path: '/payments/payees' },
  { name: 'new-payee', path: '/payments/payees/new' },
  { name: 'bulk', path: '/payments/bulk', only: 'CORP1' },
  { name: 'bulk-all', path: '/payments/bulk/all', only: 'CORP1' },
  { name: 'services', path: '/services' },
  { name: 'service', path: '/services/mortgageloans' },
  { name: 'mail-inbox', path: '/secure-mail/f/inbox' },
  { name: 'mail-new', path: '/secure-mail/new' },
  { name: 'alerts', path: '/settings/alerts' },
  { name: 'manage-accounts', path: '/settings/manage-accounts' },
  { name: 'change-password', path: '/settings/manage-credentials/password' },
  { name: 'authorisations', path: '/settings/authorisations', only: 'CORP1' },
  { name: 'activity-log', path: '/settings/activity-log' },
  { name: 'marketing-preferences', path: '/settings/marketing-preferences' },
  { name: 'payment-companies', path: '/settings/paymentcompanies' },
  { name: 'not-found-signed-in', path: '/no/such/page' },
];

export const PUBLIC_ROUTES: MainRoute[] = [
  { name: 'login', path: '/login' },
  { name: 'logged-off', path: '/logged-off' },
  { name: 'session-expired', path: '/session-expired' },
  { name: 'not-found', path: '/no/such/page' },
];

export const routesOf = (user: User) => SIGNED_IN_ROUTES.filter((route) => !route.only || route.only === user);
