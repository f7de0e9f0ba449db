import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { LOGIN_ALERTS_MODULE } from '@/shared/api/endpoints/settings';
import { londonToday } from '@/shared/lib/london';
import { putOutcome } from '@/shared/sagas/putOutcome';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import {
  createSubscription,
  deleteSubscription,
  fetchAlertSettings,
  fetchConsents,
  fetchMarketing,
  fetchProfile,
  prepareSubscription,
  saveMarketing,
  updateSubscription,
  withdrawConsent,
} from './api';
import { ALERT_END_DATE, alertSaveCall, marketingSaveNeeded, type AlertSaveCall } from './rules';
import { selectAlerts, selectMarketing } from './selectors';
import {
  alertsFailed,
  alertsLoaded,
  alertsRequested,
  alertsSaved,
  alertsSaveFailed,
  alertsSaveSubmitted,
  alertsSaveUnchanged,
  companiesFailed,
  companiesLoaded,
  companiesRequested,
  companyWithdrawalCancelled,
  companyWithdrawalConfirmed,
  companyWithdrawalFailed,
  companyWithdrawn,
  marketingAnswerFailed,
  marketingAnswerSaved,
  marketingAnswerSubmitted,
  marketingAnswerUnchanged,
  marketingFailed,
  marketingLoaded,
  marketingRequested,
  profileFailed,
  profileLoaded,
  profileRequested,
} from './slice';
import type { AlertSubscription } from './types';

function* loadProfile(): SagaIterator {
  yield* putOutcome(call(fetchProfile), profileLoaded, profileFailed);
}

function* loadAlerts(): SagaIterator {
  yield* putOutcome(call(fetchAlertSettings), alertsLoaded, alertsFailed);
}

/**
 * Saving alerts: the rule picks the call (or none); a create or change is first checked by the bank's prepare
 * call; the slice then holds the subscription as it stands.
 */
function* saveAlerts({ payload }: ReturnType<typeof alertsSaveSubmitted>): SagaIterator {
  const { data }: ReturnType<typeof selectAlerts> = yield select(selectAlerts);
  if (!data) return;
  const today: string = yield call(londonToday);
  const context = { subscriber: data.subscriber, today, module: LOGIN_ALERTS_MODULE };
  const decided: AlertSaveCall = alertSaveCall(data.events, data.subscription, payload.choices, context);
  if (decided.kind === 'none') {
    yield put(alertsSaveUnchanged());
    return;
  }
  try {
    // A delete has no body to check: the prepare checks a subscription as it would be stored, and none will be.
    if (decided.kind === 'delete') {
      yield call(deleteSubscription, decided.id);
      yield put(alertsSaved(null));
      return;
    }
    yield call(prepareSubscription, decided.body);
    if (decided.kind === 'create') {
      const held: AlertSubscription | null = yield call(createSubscription, decided.body, data.subscriber, data.events);
      yield put(alertsSaved(held));
    } else {
      yield call(updateSubscription, decided.id, decided.body);
      const { startDate = today, others = [] } = data.subscription ?? {};
      yield put(alertsSaved({ id: decided.id, startDate, endDate: ALERT_END_DATE, choices: payload.choices, others }));
    }
  } catch (error) {
    yield put(alertsSaveFailed(errorDetails(error)));
  }
}

function* loadMarketing(): SagaIterator {
  yield* putOutcome(call(fetchMarketing), marketingLoaded, marketingFailed);
}

/**
 * The modal's three outcomes and the page's save. A close is recorded without a word to the customer
 * (the modal has gone; a failure changes nothing for them). The page's unchanged channels send nothing.
 */
function* answerMarketing({ payload }: ReturnType<typeof marketingAnswerSubmitted>): SagaIterator {
  if (payload.outcome === 'closed') {
    try {
      yield call(saveMarketing, payload);
    } catch {
      // Nothing to show: the modal simply comes back at the next login.
    }
    return;
  }
  const { data }: ReturnType<typeof selectMarketing> = yield select(selectMarketing);
  if (payload.outcome === 'submitted' && payload.channels && !marketingSaveNeeded(data, payload.channels)) {
    yield put(marketingAnswerUnchanged());
    return;
  }
  yield* putOutcome(call(saveMarketing, payload), marketingAnswerSaved, marketingAnswerFailed);
}

function* loadCompanies(): SagaIterator {
  yield* putOutcome(call(fetchConsents), companiesLoaded, companiesFailed);
}

/** After the confirmation: the call, the passcode it asks for, then the company leaves the list. */
function* withdrawCompany({ payload }: ReturnType<typeof companyWithdrawalConfirmed>): SagaIterator {
  try {
    yield call(withdrawConsent, payload);
    yield put(companyWithdrawn(payload));
  } catch (error) {
    const details = errorDetails(error);
    yield put(details.kind === 'challengeCancelled' ? companyWithdrawalCancelled() : companyWithdrawalFailed(details));
  }
}

/** Started by the settings screens and the consent modal (useFeatureSaga), never at login. */
export function* settingsSaga(): SagaIterator {
  yield takeLatest(profileRequested.type, untilSessionEnds(loadProfile));
  yield takeLatest(alertsRequested.type, untilSessionEnds(loadAlerts));
  // Leading: a double click saves once.
  yield takeLeading(alertsSaveSubmitted.type, untilSessionEnds(saveAlerts));
  yield takeLatest(marketingRequested.type, untilSessionEnds(loadMarketing));
  yield takeLeading(marketingAnswerSubmitted.type, untilSessionEnds(answerMarketing));
  yield takeLatest(companiesRequested.type, untilSessionEnds(loadCompanies));
  yield takeLeading(companyWithdrawalConfirmed.type, untilSessionEnds(withdrawCompany));
}
