import { Navigate, type RouteObject } from 'react-router-dom';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Spinner } from '@/shared/ui/Spinner';
import { IndexRedirect, PublicOnly, RequireCredentialChange, RequireSession } from './guards';
import { RootLayout } from './layout/RootLayout';
import { areas, loadShell, type AreaName } from './pageChunks';

/**
 * The route tree of SPEC.md section 2. Each area is one lazy chunk (pageChunks.ts); `screen` names the
 * export of the area module that renders the route, and keeps the area in the route's handle, where
 * pageChunks.test.ts reads it.
 */
const load = (area: AreaName, name: string) => async () => ({ Component: (await areas[area]())[name] as React.ComponentType });

function screen(area: AreaName, name: string, title: string, path: string): RouteObject {
  return { path, handle: { title, area }, lazy: load(area, name) };
}

function index(area: AreaName, name: string, title: string): RouteObject {
  return { index: true, handle: { title, area }, lazy: load(area, name) };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first lazy screen loads: a labelled spinner, never a blank page.
    hydrateFallbackElement: <Spinner label={TRANSPORT_MESSAGES.loading} />,
    children: [
      { element: <PublicOnly />, children: [screen('session', 'LoginPage', 'Log in', '/login')] },
      { element: <RequireCredentialChange />, children: [screen('credentials', 'ChangeCredentialsPage', 'Change your credentials', '/change-credentials')] },
      screen('credentials', 'ResetPasswordPage', 'Reset your password', '/change-credentials-password'),
      screen('credentials', 'PasswordChangedPage', 'Password changed', '/digital'),
      {
        // The plain pages outside the shell, in the page frame (their main, column and gutters).
        lazy: load('session', 'PublicLayout'),
        children: [
          screen('session', 'SessionExpiredPage', 'Session ended', '/session-expired'),
          screen('session', 'LoggedOffPage', 'Logged out', '/logged-off'),
          screen('session', 'NotFoundPage', 'Page not found', '*'),
        ],
      },
      {
        path: '/',
        element: <RequireSession />,
        children: [
          {
            lazy: async () => ({ Component: (await loadShell()).AppShell }),
            children: [
              { index: true, element: <IndexRedirect /> },
              screen('styleguide', 'StyleguidePage', 'Style guide', 'styleguide'),
              screen('shell', 'EntityRedirectPage', 'Taking you back to your accounts', 'entity-redirect'),
              {
                path: 'accounts',
                children: [
                  index('accounts', 'AccountsOverviewPage', 'My accounts'),
                  screen('accounts', 'TransactionsPage', 'Transactions', 'transactions/:id'),
                  screen('statements', 'StatementsPage', 'Statements', 'statements/:id?'),
                  screen('accountServices', 'AccountServicesPage', 'Account services', 'services'),
                ],
              },
              {
                path: 'payments',
                children: [
                  index('payments', 'PaymentsHubPage', 'Payments & Transfers'),
                  screen('payments', 'MakePaymentPage', 'Make a payment', 'make/:fromAccountId?'),
                  screen('payments', 'TransferMoneyPage', 'Internal transfer', 'transfer-money/:id?'),
                  screen('payments', 'RequestInternationalPage', 'Request an international payment', 'request-international/:id?'),
                  screen('payments', 'UpcomingPage', 'Standing orders & direct debits', 'upcoming'),
                  screen('payments', 'EditUpcomingPage', 'Change a standing order or future payment', 'upcoming/edit/:id'),
                  screen('payments', 'PayeesPage', 'Manage my payees', 'payees'),
                  screen('payments', 'NewPayeePage', 'New payee', 'payees/new'),
                  {
                    path: 'bulk',
                    lazy: load('bulk', 'BulkLayout'),
                    children: [
                      index('bulk', 'BulkPage', 'Bulk payments'),
                      screen('bulk', 'BulkAllPage', 'All bulk files', 'all'),
                      screen('bulk', 'BulkFilePage', 'Bulk file', 'file/:id'),
                    ],
                  },
                ],
              },
              {
                path: 'services',
                children: [
                  index('services', 'ServicesIndexPage', 'Services'),
                  screen('services', 'ServicePage', 'Services', ':service'),
                  screen('services', 'ServicePage', 'Services', ':service/:sub'),
                ],
              },
              {
                path: 'secure-mail',
                children: [
                  { index: true, element: <Navigate to="f/inbox" replace /> },
                  screen('secureMail', 'MailFolderPage', 'Secure mailbox', 'f/:folderName'),
                  screen('secureMail', 'MailMessagePage', 'Message', 'f/:folderName/:id'),
                  screen('secureMail', 'NewMailPage', 'New message', 'new'),
                  screen('secureMail', 'EnquiryPage', 'Send an enquiry', 'enquiry'),
                ],
              },
              {
                path: 'settings',
                // The settings pages' own links (wide screens); in the shell's chunk, never the login page's.
                lazy: async () => ({ Component: (await import(/* webpackChunkName: "app-shell" */ './layout/SettingsLayout')).SettingsLayout }),
                children: [
                  { index: true, element: <Navigate to="alerts" replace /> },
                  screen('settings', 'AlertsPage', 'Alerts', 'alerts'),
                  screen('settings', 'PaymentCompaniesPage', 'Payment companies', 'paymentcompanies'),
                  screen('settings', 'ManageAccountsPage', 'Reorder & Rename Accounts', 'manage-accounts'),
                  screen('settings', 'ManageCredentialsPage', 'Change password or PIN', 'manage-credentials/:type'),
                  screen('approvals', 'AuthorisationsPage', 'Authorisations', 'authorisations'),
                  screen('settings', 'MarketingPreferencesPage', 'Marketing preferences', 'marketing-preferences'),
                  screen('activityLog', 'ActivityLogPage', 'Activity log', 'activity-log'),
                  screen('activityLog', 'ActivityTypePage', 'Activity log', 'activity-log/type/:type'),
                  screen('activityLog', 'ActivityItemPage', 'Activity', 'activity-log/log/:id'),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
