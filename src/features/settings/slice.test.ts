import type { UnknownAction } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/events';
import {
  companiesLoaded,
  companyWithdrawalConfirmed,
  companyWithdrawn,
  marketingAnswerSaved,
  marketingAnswerSubmitted,
  marketingFailed,
  marketingLoaded,
  marketingPromptDue,
  marketingSavedMessageClosed,
  settingsSlice,
  type PromptState,
} from './slice';
import type { MarketingPreferences } from './types';

const reduce = (actions: UnknownAction[]) => actions.reduce(settingsSlice.reducer, settingsSlice.getInitialState());
const prefs = (answered: boolean): MarketingPreferences => ({
  answered,
  outcome: answered ? 'submitted' : null,
  channels: { email: false, sms: false, post: false, phone: false },
  updatedOn: null,
});
const submitted = marketingAnswerSubmitted({ outcome: 'submitted', channels: prefs(true).channels });

describe('the consent modal (SPEC.md section 4 "Marketing modal")', () => {
  it.each<[string, UnknownAction[], PromptState]>([
    ['the preferences page alone never opens it', [marketingLoaded(prefs(false))], 'idle'],
    ['a login makes it due', [marketingPromptDue()], 'due'],
    ['due and not answered: open', [marketingPromptDue(), marketingLoaded(prefs(false))], 'open'],
    ['due and answered: done', [marketingPromptDue(), marketingLoaded(prefs(true))], 'done'],
    ['due and the answer unreadable: done, silently', [marketingPromptDue(), marketingFailed({ kind: 'network', message: 'x' })], 'done'],
    ['closed: done at once', [marketingPromptDue(), marketingLoaded(prefs(false)), marketingAnswerSubmitted({ outcome: 'closed' })], 'done'],
    ['submitted: open while the saved message shows', [marketingPromptDue(), marketingLoaded(prefs(false)), submitted, marketingAnswerSaved(prefs(true))], 'open'],
    ['then done', [marketingPromptDue(), marketingLoaded(prefs(false)), submitted, marketingAnswerSaved(prefs(true)), marketingSavedMessageClosed()], 'done'],
    ['logging out forgets it', [marketingPromptDue(), marketingLoaded(prefs(false)), sessionEnded({ reason: 'loggedOut' })], 'idle'],
  ])('%s', (_name, actions, expected) => {
    expect(reduce(actions).marketing.prompt).toBe(expected);
  });
});

describe('withdrawing a payment company', () => {
  it('takes it off the list and remembers its name for the message', () => {
    const consent = { id: 'C1', company: 'Moneybox Ltd', permissions: [], accounts: [], grantedOn: '2026-01-01', expiresOn: null };
    const state = reduce([companiesLoaded([consent, { ...consent, id: 'C2', company: 'Emma' }]), companyWithdrawalConfirmed('C1'), companyWithdrawn('C1')]);
    expect(state.companies.data?.map((c) => c.id)).toEqual(['C2']);
    expect(state.companies.withdrawal).toEqual({ status: 'withdrawn', consentId: 'C1', company: 'Moneybox Ltd' });
  });
});
