import { useFormikContext } from 'formik';
import { passwordRules } from '../rules';
import type { NewPasswordValues } from '../schemas';
import { RuleChecklist } from './RuleChecklist';
import { SecretField } from './SecretField';

export interface PasswordChangeFieldsProps {
  /** Leave out "Current password" (reset by token has none). */
  withCurrent?: boolean;
}

/**
 * Current, new and confirm password with the live checklist of every rule of
 * passwordRules. Use inside a Formik form whose values are PasswordChangeValues (or
 * NewPasswordValues without the current one): the first-login step, the reset page and
 * settings' manage-credentials all share it.
 */
export function PasswordChangeFields({ withCurrent = true }: PasswordChangeFieldsProps) {
  const { values } = useFormikContext<NewPasswordValues>();
  return (
    <>
      {withCurrent && <SecretField name="currentPassword" label="Current password" autoComplete="current-password" />}
      <SecretField name="newPassword" label="New password" autoComplete="new-password" hint="It must meet every rule in the list below." />
      <SecretField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <RuleChecklist title="Your new password must have" rules={passwordRules(values.newPassword, values.confirmPassword)} />
    </>
  );
}
