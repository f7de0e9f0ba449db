import { settingsSlice, type SettingsState } from './slice';
import { selectLazySlice } from '@/shared/state/selectLazySlice';

type WithSettings = { settings?: SettingsState };
const settingsOf = selectLazySlice(settingsSlice);

export const selectProfile = (state: WithSettings) => settingsOf(state).profile;
export const selectAlerts = (state: WithSettings) => settingsOf(state).alerts;
export const selectMarketing = (state: WithSettings) => settingsOf(state).marketing;
export const selectMarketingPrompt = (state: WithSettings) => settingsOf(state).marketing.prompt;
export const selectCompanies = (state: WithSettings) => settingsOf(state).companies;
