import type { SagaIterator } from 'redux-saga';
import { delay, put, take } from 'redux-saga/effects';
import { useParams } from 'react-router-dom';
import { ManageCredentialsScreen } from '@/features/credentials/components/ManageCredentialsScreen';
import { manageCredentialsSaga } from '@/features/credentials/manageSagas';
import { logoutConfirmed } from '@/features/session/slice';
import { sessionEnded } from '@/shared/events';
import { ListState } from '@/shared/ui/ListState';
import { NOT_FOUND_TEXT } from '../../pages/NotFoundPage';
import { useFeatureSaga } from '../../useFeatureSaga';

/**
 * After a password change the session ends as a logout does (the server told, the tab's
 * marker and nonces forgotten, every slice reset); the credentials saga then takes the
 * customer to /digital to log in again. The session saga lands on /logged-off first, and the
 * shell's guard may render once more with the ended session and redirect there too: one
 * turn of the event loop lets both finish, so /digital is the last navigation.
 */
function* endSessionAfterPasswordChange(): SagaIterator {
  yield put(logoutConfirmed());
  yield take(sessionEnded.type);
  yield delay(0);
}

const manageCredentials = () => manageCredentialsSaga(endSessionAfterPasswordChange);

/** /settings/manage-credentials/{password|pin} (issue 12); any other {type} is not found. */
export function ManageCredentialsPage() {
  useFeatureSaga('manageCredentials', manageCredentials);
  const { type } = useParams();
  return <ManageCredentialsScreen type={type} notFound={<ListState state="empty" message={NOT_FOUND_TEXT} />} />;
}
