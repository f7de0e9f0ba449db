import type { SagaIterator } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { useParams } from 'react-router-dom';
import { injectLazySlices } from '../../rootReducer';
import { ManageCredentialsScreen } from '@/features/credentials/components/ManageCredentialsScreen';
import { manageCredentialsSaga } from '@/features/credentials/manageSagas';
import { credentialsSlice } from '@/features/credentials/slice';
import { logoutConfirmed } from '@/features/session/slice';
import { sessionEnded } from '@/shared/events';
import { NotFoundNotice } from '../../pages/NotFoundPage';
import { useFeatureSaga } from '../../useFeatureSaga';

// The change of password or PIN keeps its progress in the credentials slice, lazy like its first-login pages.
injectLazySlices(credentialsSlice);

/**
 * After a password change the session ends as a logout does (the server told, the tab's
 * marker and nonces forgotten, every slice reset), landing on the credentials flow's
 * destination (/digital, to log in again) instead of /logged-off.
 */
function* endSessionAfterPasswordChange(destination: string): SagaIterator {
  yield put(logoutConfirmed({ destination }));
  yield take(sessionEnded.type);
}

const manageCredentials = () => manageCredentialsSaga(endSessionAfterPasswordChange);

/** /settings/manage-credentials/{password|pin} (issue 12); any other {type} is not found. */
export function ManageCredentialsPage() {
  useFeatureSaga('manageCredentials', manageCredentials);
  const { type } = useParams();
  return <ManageCredentialsScreen type={type} notFound={<NotFoundNotice />} />;
}
