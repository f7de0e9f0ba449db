import type { SettingsState } from './slice';

type WithSettings = { settings: SettingsState };

export const selectProfile = (state: WithSettings) => state.settings.profile;
export const selectAlerts = (state: WithSettings) => state.settings.alerts;
export const selectMarketing = (state: WithSettings) => state.settings.marketing;
export const selectMarketingPrompt = (state: WithSettings) => state.settings.marketing.prompt;
export const selectCompanies = (state: WithSettings) => state.settings.companies;
