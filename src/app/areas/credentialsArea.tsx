/**
 * The credential-change pages, one lazy chunk. The credentials saga and slice start with them, not with the
 * app: the login page then carries neither their flows nor their state (issues 28 and 29 kept /login under
 * its 180 KiB budget this way).
 */
import { injectLazySlices } from '../rootReducer';
import { ChangeCredentialsPage as ChangeCredentialsScreen } from '@/features/credentials/components/ChangeCredentialsPage';
import { PasswordChangedPage as PasswordChangedScreen } from '@/features/credentials/components/PasswordChangedPage';
import { ResetPasswordPage as ResetPasswordScreen } from '@/features/credentials/components/ResetPasswordPage';
import { credentialsSaga } from '@/features/credentials/sagas';
import { credentialsSlice } from '@/features/credentials/slice';
import { IdleWarningDialog } from '@/features/session/components/IdleWarningDialog';
import { LogoutButton } from '@/features/session/components/LogoutButton';
import { selectCredentialChange } from '@/features/session/selectors';
import { useAppSelector } from '../hooks';
import { useFeatureSaga } from '../useFeatureSaga';

injectLazySlices(credentialsSlice);

/*
 * The login's flags (what must change) arrive before this chunk has loaded, so the credentials slice never
 * hears them: the session keeps them, and the pages and the saga read them from there, handed in here. Read
 * from the store that is always there, the stepper's very first render already shows the right step.
 */
const credentials = () => credentialsSaga(selectCredentialChange);
const useCredentialsSaga = () => useFeatureSaga('credentials', credentials);

/** The first-login steps run on a live bank session: the idle warning and Log Out are there, as in the shell. */
export function ChangeCredentialsPage() {
  useCredentialsSaga();
  const flags = useAppSelector(selectCredentialChange);
  return (
    <>
      <ChangeCredentialsScreen flags={flags} logout={<LogoutButton />} />
      <IdleWarningDialog />
    </>
  );
}

export function PasswordChangedPage() {
  useCredentialsSaga();
  return <PasswordChangedScreen />;
}

export function ResetPasswordPage() {
  useCredentialsSaga();
  return <ResetPasswordScreen />;
}
