/**
 * The credential-change pages, one lazy chunk. The credentials saga starts with them, not with the app: the
 * login page then does not carry its flows (issue 28 kept /login under its 180 KiB budget this way).
 */
import { ChangeCredentialsPage as ChangeCredentialsScreen } from '@/features/credentials/components/ChangeCredentialsPage';
import { PasswordChangedPage as PasswordChangedScreen } from '@/features/credentials/components/PasswordChangedPage';
import { ResetPasswordPage as ResetPasswordScreen } from '@/features/credentials/components/ResetPasswordPage';
import { credentialsSaga } from '@/features/credentials/sagas';
import { useFeatureSaga } from '../useFeatureSaga';

const useCredentialsSaga = () => useFeatureSaga('credentials', credentialsSaga);

export function ChangeCredentialsPage() {
  useCredentialsSaga();
  return <ChangeCredentialsScreen />;
}

export function PasswordChangedPage() {
  useCredentialsSaga();
  return <PasswordChangedScreen />;
}

export function ResetPasswordPage() {
  useCredentialsSaga();
  return <ResetPasswordScreen />;
}
