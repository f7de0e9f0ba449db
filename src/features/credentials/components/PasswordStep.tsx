import { Form, Formik } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/shared/ui/Button';
import { selectSubmission } from '../selectors';
import { passwordChangeSubmitted } from '../slice';
import { emptyPasswordChange, passwordChangeSchema, type PasswordChangeValues } from '../schemas';
import { PasswordChangeFields } from './PasswordChangeFields';
import { Actions, Lead } from './parts';
import { ServerFailure } from './ServerFailure';

/** The forced password change: PUT v1/me/credentials with both values encrypted (the saga's job). */
export function PasswordStep() {
  const dispatch = useDispatch();
  const { status, error, failedField } = useSelector(selectSubmission);
  const submit = ({ currentPassword, newPassword }: PasswordChangeValues) => {
    dispatch(passwordChangeSubmitted({ currentPassword, newPassword }));
  };
  return (
    <Formik initialValues={emptyPasswordChange} validationSchema={passwordChangeSchema} onSubmit={submit}>
      {({ values }) => (
        <Form noValidate>
          <Lead>For your security, please choose a new password that only you know.</Lead>
          <ServerFailure error={error} failedField={failedField} fields={{ current: 'currentPassword', new: 'newPassword' }} />
          <PasswordChangeFields />
          <Actions>
            <Button type="submit" disabled={status === 'submitting' || !passwordChangeSchema.isValidSync(values)}>
              Change password
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
