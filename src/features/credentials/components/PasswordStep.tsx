import { useDispatch, useSelector } from 'react-redux';
import { selectSubmission } from '../selectors';
import { passwordChangeSubmitted } from '../slice';
import type { PasswordChangeValues } from '../schemas';
import { PasswordChangeForm } from './CredentialChangeForms';

/** The forced password change: PUT v1/me/credentials with both values encrypted (the saga's job). */
export function PasswordStep() {
  const dispatch = useDispatch();
  const submission = useSelector(selectSubmission);
  const submit = ({ currentPassword, newPassword }: PasswordChangeValues) => {
    dispatch(passwordChangeSubmitted({ currentPassword, newPassword }));
  };
  return <PasswordChangeForm lead="For your security, please choose a new password that only you know." submission={submission} onSubmit={submit} />;
}
