/**
 * The bulk upload, as the bank's process runs (SPEC.md section 4 "Bulk upload"):
 * 1. verify: the file name, the party's file identifier, every row (in a worker, never on the page),
 *    then the user's and party's limits and the account's funds; the summary, or every problem found;
 * 2. confirm: one POST with the file (two-factor: callDigx shows the passcode dialog); the bank's reference;
 * 3. track: 5 s later, read the file list for that file, and again while it is still processing, but
 *    only while a bulk address is open (SPEC.md section 2): leaving stops it.
 * A verified file is sent at most once: the flow forgets it as it sends it, and a send lost in transit
 * is "unsure" (the bank may have it), never retried.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { errorDetails, mayHaveReachedTheBank } from '@/shared/api/errorDetails';
import { bankProfile } from '@/shared/bankProfile';
import { entitySwitched, sessionEnded } from '@/shared/events';
import { base64ToBytes } from '@/shared/lib/base64';
import { londonToday } from '@/shared/lib/london';
import { mark, measure } from '@/shared/lib/userTiming';
import { fetchLimitSources } from '@/shared/limits/fetchLimitSources';
import type { LimitSources } from '@/shared/limits/limitPackages';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchBulkFiles, fetchMappings, submitBulkFile } from '../api';
import { bulkAddressLeft } from '../bulkAddress';
import { bulkLimits, checkBulkLimits } from '../rules/bulkLimits';
import { validateFileName } from '../rules/fileName';
import { pickMapping } from '../rules/pickMapping';
import { summariseBulkPayments } from '../rules/summary';
import type { BulkFile, FileIdentifierMapping } from '../types';
import { bulkLevelLimits } from './bulkLevelLimits';
import type { BulkFileCheck } from './checkBulkFile';
import { checkInWorker } from './checkInWorker';
import { BulkCheckFailedError } from './checkWithWorker';
import {
  bulkConfirmed,
  bulkMappingsFailed,
  bulkMappingsLoaded,
  bulkMappingsRequested,
  bulkSubmitFailed,
  bulkSubmitted,
  bulkTracked,
  bulkTrackingStopped,
  bulkUploadReset,
  bulkVerified,
  bulkVerifyError,
  bulkVerifyFailed,
  bulkVerifyRequested,
  selectBulkUpload,
  type BulkUploadState,
  type BulkVerifyRequest,
} from './uploadSlice';

/** SPEC.md section 9: bulk poll after upload. */
export const BULK_POLL_DELAY_MS = 5000;
/** How often, and how many times, a file still processing is read again. */
export const BULK_POLL_EVERY_MS = 5000;
export const BULK_POLL_TIMES = 12;

export const NO_MAPPING_MESSAGE = 'Bulk payments are not set up for this account. Please contact your private bank team or racing bank team.';

function* loadMappings(): SagaIterator<FileIdentifierMapping[]> {
  try {
    const items: FileIdentifierMapping[] = yield call(fetchMappings);
    yield put(bulkMappingsLoaded(items));
    return items;
  } catch (error) {
    yield put(bulkMappingsFailed(errorDetails(error)));
    throw error;
  }
}

/** The limits of the account's party; none when their calls fail (the bank checks the file again on upload). */
function* limitSources(partyId: string): SagaIterator<LimitSources | undefined> {
  try {
    return yield call(fetchLimitSources, partyId);
  } catch {
    return undefined;
  }
}

/** Verify; the file identifier to send it with when it passed, else undefined. */
function* verify(request: BulkVerifyRequest): SagaIterator<string | undefined> {
  try {
    const nameError = validateFileName(request.fileName);
    if (nameError) {
      yield put(bulkVerifyFailed([nameError]));
      return undefined;
    }
    const { mappings }: BulkUploadState = yield select(selectBulkUpload);
    const known: FileIdentifierMapping[] = mappings.status === 'succeeded' ? mappings.items : yield call(loadMappings);
    const mapping = pickMapping(known, request.account, bankProfile.fileIdentifier);
    if (!mapping) {
      yield put(bulkVerifyFailed([NO_MAPPING_MESSAGE]));
      return undefined;
    }
    mark('bulk:check:start');
    const check: BulkFileCheck = yield call(checkInWorker, request.fileName, base64ToBytes(request.fileData).buffer);
    mark('bulk:check:end');
    // `npm run bench` times the worker's read and row check of a large file by this measure.
    measure(`bulk:check:${check.ok ? check.payments.length : check.errors.length}`, 'bulk:check:start', 'bulk:check:end');
    if (!check.ok) {
      yield put(bulkVerifyFailed(check.errors));
      return undefined;
    }
    const sources: LimitSources | undefined = yield call(limitSources, request.account.partyId);
    const today = londonToday();
    const limits = bulkLimits(bulkLevelLimits(sources?.user, sources?.userUse, today), bulkLevelLimits(sources?.party, sources?.partyUse, today));
    const failures = checkBulkLimits(check.payments, limits, request.account.availableBalance);
    if (failures.length) {
      yield put(bulkVerifyFailed(failures.map((f) => f.message)));
      return undefined;
    }
    const summary = summariseBulkPayments(check.payments);
    yield put(
      bulkVerified({
        fileName: request.fileName,
        accountId: request.account.id,
        accountLabel: request.account.label,
        valueDate: request.valueDate,
        count: summary.count,
        total: summary.total,
        currency: request.account.currency,
        payees: summary.distinctPayees,
      }),
    );
    return mapping.fileIdentifier;
  } catch (error) {
    // A check that could not run (the worker failed) is not the file's fault: the form stays as chosen, to check again.
    yield put(bulkVerifyError(error instanceof BulkCheckFailedError ? { kind: 'technical', code: 'CLIENT', message: error.message } : errorDetails(error)));
    return undefined;
  }
}

interface Verified {
  request: BulkVerifyRequest;
  fileIdentifier: string;
}

function* submit({ request, fileIdentifier }: Verified): SagaIterator {
  try {
    const sent: { reference: string; needsAuthoriser: boolean } = yield call(submitBulkFile, {
      fileName: request.fileName,
      fileIdentifier,
      accountId: request.account.id,
      customerId: request.account.customerId,
      valueDate: request.valueDate,
      fileData: request.fileData,
    });
    yield put(bulkSubmitted(sent));
  } catch (error) {
    const details = errorDetails(error);
    yield put(bulkSubmitFailed({ error: details, unsure: mayHaveReachedTheBank(details) }));
  }
}

/** The verify → confirm loop. The verified file lives only here, and is forgotten as it is sent. */
function* uploadFlow(): SagaIterator {
  let verified: Verified | undefined;
  for (;;) {
    const action: { type: string; payload?: unknown } = yield take([bulkVerifyRequested.type, bulkConfirmed.type, bulkUploadReset.type, sessionEnded.type, entitySwitched.type]);
    if (bulkVerifyRequested.match(action)) {
      verified = undefined;
      const { done }: { done?: string } = yield race({ done: call(verify, action.payload), stop: take([bulkUploadReset.type, sessionEnded.type, entitySwitched.type]) });
      if (done) verified = { request: action.payload, fileIdentifier: done };
    } else if (bulkConfirmed.match(action) && verified) {
      const sending = verified;
      verified = undefined;
      yield call(submit, sending);
    } else {
      verified = undefined;
    }
  }
}

/** Reads the submitted file's status: at 5 s, then while it is still processing. */
function* pollFile(reference: string): SagaIterator {
  yield delay(BULK_POLL_DELAY_MS);
  for (let i = 0; i < BULK_POLL_TIMES; i += 1) {
    const today = londonToday();
    try {
      const page: { items: BulkFile[] } = yield call(fetchBulkFiles, { start: today, end: today });
      const file = page.items.find((f) => f.id === reference);
      if (file) {
        const settled = file.status === 'ERROR' || file.overall !== 'Under process';
        yield put(bulkTracked({ fileStatus: file.status, overall: file.overall, settled }));
        if (settled) return;
      }
    } catch {
      // A failed read is tried again at the next tick; the file list page shows the truth either way.
    }
    yield delay(BULK_POLL_EVERY_MS);
  }
  yield put(bulkTrackingStopped());
}

/**
 * Tracking runs inside the bulk addresses only: each submit starts it, leaving /payments/bulk… stops it
 * (coming back does not restart it: the file list has the status).
 */
function* trackSubmitted({ payload }: ReturnType<typeof bulkSubmitted>): SagaIterator {
  const { left } = yield race({ done: call(pollFile, payload.reference), left: take(bulkAddressLeft.type) });
  if (left) yield put(bulkTrackingStopped());
}

export function* bulkUploadSaga(): SagaIterator {
  yield takeLatest(bulkMappingsRequested.type, untilSessionEnds(function* mappings() {
    try {
      yield call(loadMappings);
    } catch {
      // The slice holds the failure.
    }
  }));
  yield takeLatest(bulkSubmitted.type, untilSessionEnds(trackSubmitted));
  yield call(uploadFlow);
}
