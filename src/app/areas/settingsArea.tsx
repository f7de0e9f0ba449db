export { ManageAccountsPage } from '@/features/accounts/components/ManageAccounts';
export { ManageCredentialsPage } from './settings/credentialsPages';
export { AlertsPage, MarketingPreferencesPage, PaymentCompaniesPage } from './settings/settingsPages';
