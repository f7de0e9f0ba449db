import { buildHref, type HrefArgs } from './buildHref';

/**
 * Every page of SPEC.md section 2, once: its address, the lazy chunk (area) that renders it, the export
 * of that area's module that is its screen, its title, and the permission it needs (section 6). The
 * router (src/app/routes.tsx), the start-up chunk map (pageChunks.ts), route access (routeAccess.ts) and
 * the menus are built from it, and features link to each other's pages through its `href` builders
 * without importing each other (bulletproof-react's `paths`).
 *
 * Data only, in shared (features may import it, not src/app): pageChunks.ts imports it, and main.tsx
 * evaluates that first, ahead of React and the router; so it imports nothing but the href builder.
 */

/** Each area of the app is one lazy chunk (pageChunks.ts holds their loaders). */
export type AreaName =
  | 'session'
  | 'credentials'
  | 'shell'
  | 'styleguide'
  | 'accounts'
  | 'statements'
  | 'accountServices'
  | 'payments'
  | 'bulk'
  | 'services'
  | 'secureMail'
  | 'settings'
  | 'approvals'
  | 'activityLog';

/**
 * SPEC.md section 6. Any one of `functions` among the permitted functions opens the page; `accounts`,
 * where present, also asks of the accounts: with 'and' both must pass (authorisations need an account),
 * with 'or' either (bulk opens for a bulk account). A rule covers its page and every path below the
 * page's fixed part: the new-payee page needs what the payees page needs.
 */
export interface AccessRule {
  functions: readonly string[];
  accounts?: { join: 'and' | 'or'; need: 'someAccount' | 'bulkAccount' };
}

export interface RouteEntry<P extends string = string> {
  /** react-router's pattern, whole from the root: ':id' one segment, ':id?' an optional last one; '*' any other path. */
  path: P;
  area: AreaName;
  /** The area module's export that renders the page; none for a section the router only redirects. */
  screen?: string;
  /** The document title's first part (RootLayout). */
  title?: string;
  access?: AccessRule;
  /** The address of this page: `ROUTES.transactions.href({ id })`, `ROUTES.enquiry.href({}, { service })`. */
  href(...args: HrefArgs<P>): string;
}

/** A page the router renders: it has a screen and a title. */
export type PageEntry<P extends string = string> = RouteEntry<P> & { screen: string; title: string };

function route<P extends string>(path: P, area: AreaName): RouteEntry<P>;
function route<P extends string>(path: P, area: AreaName, screen: string, title: string, access?: AccessRule): PageEntry<P>;
function route<P extends string>(path: P, area: AreaName, screen?: string, title?: string, access?: AccessRule): RouteEntry<P> {
  return { path, area, screen, title, access, href: (...args: HrefArgs<P>) => buildHref(path, ...args) };
}

const needs = (...functions: string[]): AccessRule => ({ functions });

export const ROUTES = {
  // Without a session.
  login: route('/login', 'session', 'LoginPage', 'Log in'),
  changeCredentials: route('/change-credentials', 'credentials', 'ChangeCredentialsPage', 'Change your credentials'),
  resetPassword: route('/change-credentials-password', 'credentials', 'ResetPasswordPage', 'Reset your password'),
  /** Where the customer lands after resetting or changing the password (DECISIONS.md "/digital"). */
  passwordChanged: route('/digital', 'credentials', 'PasswordChangedPage', 'Password changed'),
  sessionExpired: route('/session-expired', 'session', 'SessionExpiredPage', 'Session ended'),
  loggedOff: route('/logged-off', 'session', 'LoggedOffPage', 'Logged out'),
  notFound: route('*', 'session', 'NotFoundPage', 'Page not found'),

  // In the shell.
  styleguide: route('/styleguide', 'styleguide', 'StyleguidePage', 'Style guide'),
  entityRedirect: route('/entity-redirect', 'shell', 'EntityRedirectPage', 'Taking you back to your accounts'),

  accounts: route('/accounts', 'accounts', 'AccountsOverviewPage', 'My accounts'),
  transactions: route('/accounts/transactions/:id', 'accounts', 'TransactionsPage', 'Transactions'),
  statements: route('/accounts/statements/:id?', 'statements', 'StatementsPage', 'Statements', needs('statements', 'loanStatements')),
  accountServices: route('/accounts/services', 'accountServices', 'AccountServicesPage', 'Account services', needs('chequeBooks', 'payInBooks')),

  payments: route('/payments', 'payments', 'PaymentsHubPage', 'Payments & Transfers'),
  makePayment: route('/payments/make/:fromAccountId?', 'payments', 'MakePaymentPage', 'Make a payment', needs('payment')),
  transferMoney: route('/payments/transfer-money/:id?', 'payments', 'TransferMoneyPage', 'Internal transfer', needs('transfer')),
  requestInternational: route('/payments/request-international/:id?', 'payments', 'RequestInternationalPage', 'Request an international payment', needs('payment')),
  upcoming: route('/payments/upcoming', 'payments', 'UpcomingPage', 'Standing orders & direct debits', needs('paymentsFuture')),
  editUpcoming: route('/payments/upcoming/edit/:id', 'payments', 'EditUpcomingPage', 'Change a standing order or future payment'),
  payees: route('/payments/payees', 'payments', 'PayeesPage', 'Manage my payees', needs('payeesManage')),
  newPayee: route('/payments/payees/new', 'payments', 'NewPayeePage', 'New payee'),
  bulk: route('/payments/bulk', 'bulk', 'BulkPage', 'Bulk payments', {
    functions: ['bulkUpload', 'bulkView'],
    accounts: { join: 'or', need: 'bulkAccount' },
  }),
  bulkFiles: route('/payments/bulk/all', 'bulk', 'BulkAllPage', 'All bulk files'),
  bulkFile: route('/payments/bulk/file/:id', 'bulk', 'BulkFilePage', 'Bulk file'),

  services: route('/services', 'services', 'ServicesIndexPage', 'Services'),
  service: route('/services/:service', 'services', 'ServicePage', 'Services'),
  subService: route('/services/:service/:sub', 'services', 'ServicePage', 'Services'),

  /** The router sends the mailbox itself to the inbox. */
  secureMail: route('/secure-mail', 'secureMail'),
  mailFolder: route('/secure-mail/f/:folderName', 'secureMail', 'MailFolderPage', 'Secure mailbox'),
  mailMessage: route('/secure-mail/f/:folderName/:id', 'secureMail', 'MailMessagePage', 'Message'),
  newMail: route('/secure-mail/new', 'secureMail', 'NewMailPage', 'New message'),
  enquiry: route('/secure-mail/enquiry', 'secureMail', 'EnquiryPage', 'Send an enquiry'),

  /** The router sends the settings themselves to the alerts. */
  settings: route('/settings', 'settings'),
  alerts: route('/settings/alerts', 'settings', 'AlertsPage', 'Alerts', needs('alerts')),
  paymentCompanies: route('/settings/paymentcompanies', 'settings', 'PaymentCompaniesPage', 'Payment companies'),
  manageAccounts: route('/settings/manage-accounts', 'settings', 'ManageAccountsPage', 'Reorder & Rename Accounts'),
  manageCredentials: route('/settings/manage-credentials/:type', 'settings', 'ManageCredentialsPage', 'Change password or PIN'),
  authorisations: route('/settings/authorisations', 'approvals', 'AuthorisationsPage', 'Authorisations', {
    functions: ['approver'],
    accounts: { join: 'and', need: 'someAccount' },
  }),
  marketingPreferences: route('/settings/marketing-preferences', 'settings', 'MarketingPreferencesPage', 'Marketing preferences'),
  activityLog: route('/settings/activity-log', 'activityLog', 'ActivityLogPage', 'Activity log', needs('transactionLog')),
  activityType: route('/settings/activity-log/type/:type', 'activityLog', 'ActivityTypePage', 'Activity log'),
  activityItem: route('/settings/activity-log/log/:id', 'activityLog', 'ActivityItemPage', 'Activity'),
};

export type RouteName = keyof typeof ROUTES;

/** The table as a list, for the modules that derive from it. */
export const ROUTE_LIST: readonly RouteEntry[] = Object.values(ROUTES);
