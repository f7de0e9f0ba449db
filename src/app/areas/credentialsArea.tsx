import { placeholder } from './placeholder';

/** The credential-change pages, one lazy chunk (the credentials feature replaces these). */
export const ChangeCredentialsPage = placeholder('Change your credentials');
export const ResetPasswordPage = placeholder('Reset your password');
export const PasswordChangedPage = placeholder('Your password has been changed');
