import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
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
  const token = useTokenTakenFromAddress();
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

/**
 * The link's token, read once and then taken out of the address bar (a replace: Back does not bring it back
 * either). Until it is spent the token is as good as the password it resets: in the address it would sit in
 * the browser's history and its address-bar suggestions, be seen over a shoulder or in a screen share, and
 * go into a bookmark or a copied link. It stays in this page's state only, never in the store or in web
 * storage; a reload has no token, and the customer opens the link from the e-mail again.
 */
function useTokenTakenFromAddress(): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const inAddress = params.has('token');
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('token');
        return rest;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  return token;
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
