/**
 * /settings/alerts, /settings/paymentcompanies and /settings/marketing-preferences (issue 12), and the
 * marketing consent modal the shell loads after a login. Each starts the settings saga (useFeatureSaga),
 * so its code ships in this lazy chunk, never in the login page's bundle.
 */
import { AlertsScreen } from '@/features/settings/components/AlertsScreen';
import { MarketingModal } from '@/features/settings/components/MarketingModal';
import { MarketingPreferencesScreen } from '@/features/settings/components/MarketingPreferencesScreen';
import { PaymentCompaniesScreen } from '@/features/settings/components/PaymentCompaniesScreen';
import { settingsSaga } from '@/features/settings/sagas';
import { useFeatureSaga } from '../../useFeatureSaga';

const useSettingsSaga = () => useFeatureSaga('settings', settingsSaga);

export function AlertsPage() {
  useSettingsSaga();
  return <AlertsScreen />;
}

export function PaymentCompaniesPage() {
  useSettingsSaga();
  return <PaymentCompaniesScreen />;
}

export function MarketingPreferencesPage() {
  useSettingsSaga();
  return <MarketingPreferencesScreen />;
}

/** Mounted by the shell (MarketingPrompt) once a login makes the consent check due. */
export function MarketingConsentModal() {
  useSettingsSaga();
  return <MarketingModal />;
}
