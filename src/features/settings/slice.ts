import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { sessionEnded } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import type {
  AlertChoices,
  AlertSettings,
  AlertSubscription,
  CompanyConsent,
  MarketingAnswer,
  MarketingPreferences,
  Profile,
} from './types';

/**
 * Details & settings: the profile, login alerts, marketing preferences (and the consent modal after
 * login) and payment companies. Registered with the store from the start (the login's modal check needs
 * it), so it holds state and small transitions only; mapping, rules and screens load with the pages.
 */
export interface Loadable<T> {
  status: LoadStatus;
  data?: T;
  error?: DigxErrorDetails;
}

/** A form's save: 'unchanged' means nothing differed, so nothing was sent. */
export interface SaveState {
  status: 'idle' | 'saving' | 'saved' | 'unchanged' | 'failed';
  error?: DigxErrorDetails;
}

/** The consent modal: due after a login, open once the answer is known to be missing, done for this session. */
export type PromptState = 'idle' | 'due' | 'open' | 'done';

export interface WithdrawalState {
  status: 'idle' | 'withdrawing' | 'withdrawn' | 'failed';
  consentId?: string;
  company?: string;
  error?: DigxErrorDetails;
}

export interface SettingsState {
  profile: Loadable<Profile>;
  alerts: Loadable<AlertSettings> & { save: SaveState };
  marketing: Loadable<MarketingPreferences> & { save: SaveState; prompt: PromptState };
  companies: Loadable<CompanyConsent[]> & { withdrawal: WithdrawalState };
}

const initialState: SettingsState = {
  profile: { status: 'idle' },
  alerts: { status: 'idle', save: { status: 'idle' } },
  marketing: { status: 'idle', save: { status: 'idle' }, prompt: 'idle' },
  companies: { status: 'idle', withdrawal: { status: 'idle' } },
};

const loading = (part: Loadable<unknown>) => {
  part.status = 'loading';
  part.error = undefined;
};
const failed = (part: { status: string; error?: DigxErrorDetails }, error: DigxErrorDetails) => {
  part.status = 'failed';
  part.error = error;
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    profileRequested: (state) => loading(state.profile),
    profileLoaded: (state, { payload }: PayloadAction<Profile>) => {
      state.profile = { status: 'succeeded', data: payload };
    },
    profileFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => failed(state.profile, payload),

    alertsRequested: (state) => {
      loading(state.alerts);
      state.alerts.save = { status: 'idle' };
    },
    alertsLoaded: (state, { payload }: PayloadAction<AlertSettings>) => {
      state.alerts.status = 'succeeded';
      state.alerts.data = payload;
    },
    alertsFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => failed(state.alerts, payload),
    alertsSaveSubmitted: (state, _action: PayloadAction<{ choices: AlertChoices }>) => {
      state.alerts.save = { status: 'saving' };
    },
    /** The subscription as it now stands; null once deleted. */
    alertsSaved: (state, { payload }: PayloadAction<AlertSubscription | null>) => {
      if (state.alerts.data) state.alerts.data.subscription = payload;
      state.alerts.save = { status: 'saved' };
    },
    alertsSaveUnchanged: (state) => {
      state.alerts.save = { status: 'unchanged' };
    },
    alertsSaveFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => failed(state.alerts.save, payload),
    alertsSavedMessageClosed: (state) => {
      state.alerts.save = { status: 'idle' };
    },

    marketingPromptDue: (state) => {
      state.marketing.prompt = 'due';
    },
    marketingRequested: (state) => loading(state.marketing),
    marketingLoaded: (state, { payload }: PayloadAction<MarketingPreferences>) => {
      state.marketing.status = 'succeeded';
      state.marketing.data = payload;
      if (state.marketing.prompt === 'due') state.marketing.prompt = payload.answered ? 'done' : 'open';
    },
    marketingFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => {
      failed(state.marketing, payload);
      // The modal is a nicety: when the answer cannot be read, it is not shown.
      if (state.marketing.prompt === 'due') state.marketing.prompt = 'done';
    },
    /** Closing the modal answers nothing: it goes at once and comes back at the next login. */
    marketingAnswerSubmitted: (state, { payload }: PayloadAction<MarketingAnswer>) => {
      if (payload.outcome === 'closed') state.marketing.prompt = 'done';
      else state.marketing.save = { status: 'saving' };
    },
    marketingAnswerSaved: (state, { payload }: PayloadAction<MarketingPreferences>) => {
      state.marketing.data = payload;
      state.marketing.save = { status: 'saved' };
    },
    marketingAnswerUnchanged: (state) => {
      state.marketing.save = { status: 'unchanged' };
    },
    marketingAnswerFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => failed(state.marketing.save, payload),
    /** After the saved message's 3 s the modal, if it was open, is done too. */
    marketingSavedMessageClosed: (state) => {
      state.marketing.save = { status: 'idle' };
      if (state.marketing.prompt === 'open') state.marketing.prompt = 'done';
    },

    companiesRequested: (state) => {
      loading(state.companies);
      state.companies.withdrawal = { status: 'idle' };
    },
    companiesLoaded: (state, { payload }: PayloadAction<CompanyConsent[]>) => {
      state.companies.status = 'succeeded';
      state.companies.data = payload;
    },
    companiesFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => failed(state.companies, payload),
    /** The customer confirmed; the passcode comes next (callDigx). */
    companyWithdrawalConfirmed: (state, { payload }: PayloadAction<string>) => {
      state.companies.withdrawal = { status: 'withdrawing', consentId: payload };
    },
    companyWithdrawn: (state, { payload }: PayloadAction<string>) => {
      const consent = state.companies.data?.find((c) => c.id === payload);
      state.companies.data = state.companies.data?.filter((c) => c.id !== payload);
      state.companies.withdrawal = { status: 'withdrawn', consentId: payload, company: consent?.company };
    },
    companyWithdrawalFailed: (state, { payload }: PayloadAction<DigxErrorDetails>) => failed(state.companies.withdrawal, payload),
    /** The passcode dialog was cancelled: nothing was sent, nothing to say. */
    companyWithdrawalCancelled: (state) => {
      state.companies.withdrawal = { status: 'idle' };
    },
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const {
  profileRequested,
  profileLoaded,
  profileFailed,
  alertsRequested,
  alertsLoaded,
  alertsFailed,
  alertsSaveSubmitted,
  alertsSaved,
  alertsSaveUnchanged,
  alertsSaveFailed,
  alertsSavedMessageClosed,
  marketingPromptDue,
  marketingRequested,
  marketingLoaded,
  marketingFailed,
  marketingAnswerSubmitted,
  marketingAnswerSaved,
  marketingAnswerUnchanged,
  marketingAnswerFailed,
  marketingSavedMessageClosed,
  companiesRequested,
  companiesLoaded,
  companiesFailed,
  companyWithdrawalConfirmed,
  companyWithdrawn,
  companyWithdrawalFailed,
  companyWithdrawalCancelled,
} = settingsSlice.actions;
