import { placeholder } from '../placeholder';

/** /settings/alerts, /settings/paymentcompanies and /settings/marketing-preferences (issue 12). */
export const AlertsPage = placeholder('View & set up alerts');
export const PaymentCompaniesPage = placeholder('Payment companies');
export const MarketingPreferencesPage = placeholder('Marketing preferences');
