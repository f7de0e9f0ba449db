import { Form, Formik } from 'formik';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { cautionCss } from '@/shared/ui/cautionCss';
import { mayHaveReachedTheBank } from '@/shared/api/errorDetails';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { FieldIdScope } from '@/shared/ui/FieldIdScope';
import { SelectField, type SelectOption } from '@/shared/ui/SelectField';
import { composeSchema } from '../composeSchema';
import { mailSendCleared, mailSendSubmitted } from '../mailboxSlice';
import { selectMailDraft, selectMailSend, type WithMailbox } from '../mailboxSelectors';
import { mailPath } from '../rules';
import type { MailDraft, MailParty, MailSendRequest } from '../types';
import { MessageBodyField } from './MessageBodyField';

export const SENDING_LABEL = 'Sending…';
export const MAYBE_SENT_TEXT = 'It may still have reached us: check your Outbox before you send it again.';
export const PARTY_LABEL = 'Which entity is this about?';

export interface ComposeFormProps {
  /** The form's accessible name ('New message', 'Reply to …'). */
  label: string;
  /** Where the draft is kept: 'new', 'reply:{id}', 'enquiry:…'. */
  draftKey: string;
  /** The bank's subjects to choose from; without them the caller's subject is used. */
  subjects?: readonly SelectOption[];
  /** The customer's entities; a choice only when there is more than one. */
  parties: readonly MailParty[];
  defaultPartyId?: string;
  bodyLabel?: string;
  submitLabel: string;
  /** What the bank is sent for these values (subject, party and HTML body). */
  toRequest: (draft: MailDraft) => MailSendRequest;
  children?: ReactNode;
}

/**
 * Every message form (new, reply, enquiry): Formik until submit, then one mailSendSubmitted. The button is
 * busy while sending (it does nothing, but keeps focus); a refusal is shown above the form and what was
 * typed stays (kept in the store, so it survives leaving and coming back). Once sent, the customer is taken
 * to the outbox, where it is listed.
 */
export function ComposeForm({ label, draftKey, subjects, parties, defaultPartyId, bodyLabel, submitLabel, toRequest, children }: ComposeFormProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const send = useSelector((state: WithMailbox) => selectMailSend(state));
  const draft = useSelector((state: WithMailbox) => selectMailDraft(state, draftKey));
  const mine = send.draftKey === draftKey;
  const askParty = parties.length > 1;

  useEffect(() => {
    if (mine && send.status === 'sent') void navigate(mailPath('outbox'), { state: { sent: true } });
  }, [mine, send.status, navigate]);
  // A send that finished for another form is old news here.
  useEffect(() => {
    if (!mine) dispatch(mailSendCleared());
  }, [mine, dispatch]);

  const initialValues: MailDraft = draft ?? { subjectId: '', partyId: askParty ? (defaultPartyId ?? '') : (parties[0]?.id ?? ''), body: '' };
  // Busy while sending and once sent (on the way to the outbox): a second click never sends again.
  const sending = mine && (send.status === 'sending' || send.status === 'sent');
  const failed = mine && send.status === 'failed' ? send.error : undefined;
  const scope = draftKey.replace(/[^A-Za-z0-9_-]/g, '-');

  return (
    <>
      {failed && (
        <Refusal role="alert">
          <p>Your message has not been sent. {failed.message}</p>
          {mayHaveReachedTheBank(failed) && <p>{MAYBE_SENT_TEXT}</p>}
        </Refusal>
      )}
      <Formik<MailDraft>
        initialValues={initialValues}
        validationSchema={composeSchema({ askSubject: Boolean(subjects), askParty })}
        onSubmit={(values) => {
          if (!sending) dispatch(mailSendSubmitted({ draftKey, draft: values, request: toRequest(values) }));
        }}
      >
        <FieldIdScope prefix={scope}>
          <Form noValidate aria-label={label}>
            <ErrorSummary />
            {children}
            {subjects && <SelectField name="subjectId" label="Subject" placeholder="Choose a subject" options={subjects} />}
            {askParty && <SelectField name="partyId" label={PARTY_LABEL} placeholder="Choose an entity" options={parties.map((p) => ({ value: p.id, label: p.name }))} />}
            <MessageBodyField label={bodyLabel} />
            <Button type="submit" $busy={sending}>
              {sending ? SENDING_LABEL : submitLabel}
            </Button>
          </Form>
        </FieldIdScope>
      </Formik>
    </>
  );
}

const Refusal = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  ${cautionCss}
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  p {
    margin: 0;
  }
`;
