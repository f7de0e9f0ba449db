import { call, getContext, put, race, take, type SagaReturnType } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { parseChallengeHeader, type Challenge } from '../api/challenge';
import type { DigxClient, DigxRequest, DigxResponse } from '../api/digxClient';
import { DigxError, isDigxError } from '../api/DigxError';
import * as SESSION_ENDPOINTS from '../api/endpoints/session';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES } from '../api/errorMessages';
import { sessionExpiryDetected } from '../events';
import {
  challengeCancelled,
  challengeClosed,
  challengeIssued,
  challengeLocked,
  challengeRejected,
  challengeResendFailed,
  challengeResendRequested,
  challengeResent,
  challengeSubmitted,
} from './challengeSlice';

/** The saga context key under which the app's one DigxClient lives. */
export const DIGX_CONTEXT = 'digx';

/**
 * Every saga calls /digx through here. A 417 with X-CHALLENGE opens the one-time
 * passcode dialog; each submitted code replays the identical request once with
 * X-CHALLENGE_RESPONSE; cancel replays nothing. Features never handle 417 themselves.
 * `cancellable: false` takes the dialog's Cancel away (SPEC.md section 4: the bulk
 * upload's two-factor step has cancel disabled).
 */
export function* callDigx<T>(request: DigxRequest, options: { cancellable?: boolean } = {}): SagaIterator<DigxResponse<T>> {
  const client: DigxClient = yield getContext(DIGX_CONTEXT);
  try {
    try {
      const response: DigxResponse<T> = yield call([client, client.request], request);
      return response;
    } catch (error) {
      if (!isDigxError(error) || error.kind !== 'challenge' || !error.challenge) throw error;
      const response: DigxResponse<T> = yield call(answerChallenge<T>, client, request, error.challenge, options.cancellable !== false);
      return response;
    }
  } catch (error) {
    // 401, 419 or no nonce, wherever it happens: the session saga takes the user away.
    if (isDigxError(error) && error.kind === 'sessionExpired') yield put(sessionExpiryDetected());
    throw error;
  }
}

const lockedError = () => new DigxError({ kind: 'challengeLocked', status: 412, message: MAPPED_MESSAGES.otpLocked });

function* answerChallenge<T>(client: DigxClient, request: DigxRequest, first: Challenge, cancellable: boolean): SagaIterator<DigxResponse<T>> {
  let challenge = first;
  if (challenge.attemptsLeft <= 0) {
    yield put(challengeLocked(MAPPED_MESSAGES.otpLocked));
    throw lockedError();
  }
  yield put(challengeIssued({ ...challenge, cancellable }));
  for (;;) {
    const { submitted, resend } = (yield race({
      submitted: take(challengeSubmitted.type),
      cancelled: take(challengeCancelled.type),
      resend: take(challengeResendRequested.type),
    })) as { submitted?: ReturnType<typeof challengeSubmitted>; resend?: unknown };

    if (resend) {
      challenge = yield call(resendCode, client, challenge);
      continue;
    }
    if (!submitted) throw new DigxError({ kind: 'challengeCancelled', message: TRANSPORT_MESSAGES.challengeCancelled });

    try {
      const response: DigxResponse<T> = yield call([client, client.request], {
        ...request,
        challengeResponse: { authType: challenge.authType, otp: submitted.payload.otp, referenceNo: challenge.referenceNo },
      });
      yield put(challengeClosed());
      return response;
    } catch (error) {
      if (isDigxError(error) && error.kind === 'challenge' && error.challenge && error.challenge.attemptsLeft > 0) {
        challenge = error.challenge;
        yield put(challengeRejected({ challenge, message: error.message }));
        continue;
      }
      if (isDigxError(error) && (error.kind === 'challengeLocked' || error.kind === 'challenge')) {
        yield put(challengeLocked(MAPPED_MESSAGES.otpLocked));
        throw lockedError();
      }
      yield put(challengeClosed());
      throw error;
    }
  }
}

function* resendCode(client: DigxClient, challenge: Challenge): SagaIterator<Challenge> {
  try {
    const response: SagaReturnType<typeof client.request> = yield call(
      [client, client.request],
      SESSION_ENDPOINTS.resendPasscode.request({ referenceNo: challenge.referenceNo }),
    );
    const next = parseChallengeHeader(response.headers['x-challenge']) ?? { ...challenge, resendsLeft: Math.max(0, challenge.resendsLeft - 1) };
    yield put(challengeResent(next));
    return next;
  } catch (error) {
    // An expired session is not a failed resend: the dialog closes and callDigx ends the session.
    if (isDigxError(error) && error.kind === 'sessionExpired') {
      yield put(challengeClosed());
      throw error;
    }
    yield put(challengeResendFailed(isDigxError(error) ? error.message : TRANSPORT_MESSAGES.network));
    return challenge;
  }
}
