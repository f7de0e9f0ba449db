import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import type { Schema } from 'yup';
import { Button } from '@/shared/ui/Button';
import { emptyPasswordChange, emptyPinChange, passwordChangeSchema, pinChangeSchema, type PasswordChangeValues, type PinChangeValues } from '../schemas';
import type { FailedField, ManageStatus, SubmissionStatus } from '../types';
import { PasswordChangeFields } from './PasswordChangeFields';
import { PinChangeFields } from './PinChangeFields';
import { Actions, Lead } from './parts';
import { ServerFailure } from './ServerFailure';

/** How the one submission of a form went, from the slice (first login or settings). */
export interface CredentialSubmission {
  status: SubmissionStatus | ManageStatus;
  error?: string;
  failedField?: FailedField;
}

interface CredentialFormProps<Values> {
  lead: string;
  submission: CredentialSubmission;
  onSubmit: (values: Values) => void;
}

/** Once saved, nothing typed stays on screen, so the same values cannot be sent again by mistake. */
function ClearWhenChanged({ status }: { status: CredentialSubmission['status'] }) {
  const { resetForm } = useFormikContext();
  useEffect(() => {
    if (status === 'changed') resetForm();
  }, [status, resetForm]);
  return null;
}

/**
 * The same values go to the bank once (DECISIONS.md "Security"). The button is busy while a
 * change is in flight, but a second click can land between the bank's answer and the form
 * clearing or the refused field emptying. Formik hands over a new values object on every
 * edit, so "the same object" means "nothing typed since": sent again only as a retry of a
 * failure about no field (network, technical). Formik may also validate the values of before
 * a reset and submit those of after it, so what goes is checked against the rules again.
 */
function useSendOnce<V extends object>(onSubmit: (values: V) => void, schema: Schema<V>, { status, failedField }: CredentialSubmission) {
  const lastSent = useRef<V | undefined>(undefined);
  return (values: V) => {
    const retry = status === 'failed' && failedField === undefined;
    if ((values === lastSent.current && !retry) || !schema.isValidSync(values)) return;
    lastSent.current = values;
    onSubmit(values);
  };
}

/**
 * Current, new and confirm password with the live checklist, and the bank's refusal at the
 * top: the one form of the first-login step and of settings (PUT v1/me/credentials).
 */
export function PasswordChangeForm({ lead, submission, onSubmit }: CredentialFormProps<PasswordChangeValues>) {
  const { status, error, failedField } = submission;
  const send = useSendOnce(onSubmit, passwordChangeSchema, submission);
  return (
    <Formik initialValues={emptyPasswordChange} validationSchema={passwordChangeSchema} onSubmit={send}>
      {({ values }) => (
        <Form noValidate>
          <Lead>{lead}</Lead>
          <ServerFailure error={error} failedField={failedField} fields={{ current: 'currentPassword', new: 'newPassword' }} />
          <ClearWhenChanged status={status} />
          <PasswordChangeFields />
          <Actions>
            <Button type="submit" disabled={!passwordChangeSchema.isValidSync(values)} $busy={status === 'submitting'}>
              Change password
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}

/** The same for the transaction PIN (PUT cz/v1/credentials/transactionPin), at the policy's length. */
export function PinChangeForm({ lead, submission, onSubmit, pinLength }: CredentialFormProps<PinChangeValues> & { pinLength: number }) {
  const { status, error, failedField } = submission;
  const schema = useMemo(() => pinChangeSchema(pinLength), [pinLength]);
  const send = useSendOnce(onSubmit, schema, submission);
  return (
    <Formik initialValues={emptyPinChange} validationSchema={schema} onSubmit={send}>
      {({ values }) => (
        <Form noValidate>
          <Lead>{lead}</Lead>
          <ServerFailure error={error} failedField={failedField} fields={{ current: 'currentPin', new: 'newPin' }} />
          <ClearWhenChanged status={status} />
          <PinChangeFields pinLength={pinLength} />
          <Actions>
            <Button type="submit" disabled={!schema.isValidSync(values)} $busy={status === 'submitting'}>
              Change PIN
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
