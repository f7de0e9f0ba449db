import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Button } from '@/shared/ui/Button';
import { selectReset } from '../selectors';
import { resetLinkOpened, resetPasswordSubmitted } from '../slice';
import { emptyNewPassword, newPasswordSchema, type NewPasswordValues } from '../schemas';
import { PasswordChangeFields } from './PasswordChangeFields';
import { Actions, Alert, Card, Done, Heading, Lead, Page } from './parts';
import { ServerFailure } from './ServerFailure';
import { ROUTES } from '@/shared/routes/routeTable';

/**
 * /change-credentials-password?token=… (DECISIONS.md): checks the link, then a new
 * password and its confirmation. After saving, the saga moves on to /digital.
 */
export function ResetPasswordPage() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useSelector(selectReset);
  const open = () => void dispatch(resetLinkOpened({ token }));

  // Once per link (a StrictMode double run is harmless: the saga takes the latest).
  useEffect(() => {
    dispatch(resetLinkOpened({ token }));
  }, [dispatch, token]);

  if (reset.status === 'invalid') {
    return (
      <Page>
        <Card>
          <Heading>This link is not valid</Heading>
          <Lead>This password reset link is not valid, has expired or has already been used. Please ask us for a new link.</Lead>
          <Link to={ROUTES.login.href()}>Back to log in</Link>
        </Card>
      </Page>
    );
  }

  return (
    <Page>
      <Card>
        <Heading>Reset your password</Heading>
        {(reset.status === 'idle' || reset.status === 'checking') && <p role="status">{TRANSPORT_MESSAGES.loading}</p>}
        {reset.status === 'unavailable' && (
          <>
            <Alert role="alert">{reset.error}</Alert>
            <Actions>
              <Button type="button" onClick={open}>
                Try again
              </Button>
            </Actions>
          </>
        )}
        {reset.status === 'changed' && <Done role="status">Your password has been changed.</Done>}
        {(reset.status === 'ready' || reset.status === 'submitting' || reset.status === 'failed') && token && (
          <NewPasswordForm token={token} submitting={reset.status === 'submitting'} error={reset.error} failedField={reset.failedField} />
        )}
      </Card>
    </Page>
  );
}

interface NewPasswordFormProps {
  token: string;
  submitting: boolean;
  error?: string;
  failedField?: 'current' | 'new';
}

function NewPasswordForm({ token, submitting, error, failedField }: NewPasswordFormProps) {
  const dispatch = useDispatch();
  const submit = ({ newPassword }: NewPasswordValues) => {
    dispatch(resetPasswordSubmitted({ token, newPassword }));
  };
  return (
    <Formik initialValues={emptyNewPassword} validationSchema={newPasswordSchema} onSubmit={submit}>
      {({ values }) => (
        <Form noValidate>
          <Lead>Choose a new password for Online Banking.</Lead>
          <ServerFailure error={error} failedField={failedField} fields={{ new: 'newPassword' }} />
          <PasswordChangeFields withCurrent={false} />
          <Actions>
            <Button type="submit" disabled={!newPasswordSchema.isValidSync(values)} $busy={submitting}>
              Change password
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
