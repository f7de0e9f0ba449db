/** The credential-change pages, one lazy chunk. */
export { ChangeCredentialsPage } from '@/features/credentials/components/ChangeCredentialsPage';
export { PasswordChangedPage } from '@/features/credentials/components/PasswordChangedPage';
export { ResetPasswordPage } from '@/features/credentials/components/ResetPasswordPage';
