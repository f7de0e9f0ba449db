import { placeholder } from './placeholder';

export { ManageAccountsPage } from '@/features/accounts/components/ManageAccounts';

/** The settings area's screens, one lazy chunk. */
export const AlertsPage = placeholder('View & set up alerts');
export const PaymentCompaniesPage = placeholder('Payment companies');
export const ManageCredentialsPage = placeholder('Change password or PIN');
export const MarketingPreferencesPage = placeholder('Marketing preferences');
