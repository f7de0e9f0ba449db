import { Form, Formik } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { CheckboxField } from '@/shared/ui/CheckboxField';
import { FieldHint } from '@/shared/ui/Field';
import { Fieldset, Legend } from '@/shared/ui/RadioGroupField';
import { SavedToast } from '@/shared/ui/SavedToast';
import { initialAlertChoices, offersChannel } from '../rules';
import { selectAlerts } from '../selectors';
import { alertsSavedMessageClosed, alertsSaveSubmitted } from '../slice';
import type { AlertChoices, AlertSettings } from '../types';

export const ALERTS_FORM_LABEL = 'Login alerts';
export const ALERTS_UNCHANGED_TEXT = 'You have not changed any alerts, so there was nothing to save.';
export const SAVE_ALERTS_LABEL = 'Save alerts';

/** What each of SPEC.md's two alerts is for; an alert the bank adds later shows without a hint. */
const ALERT_HINTS: Record<string, string> = {
  'Failed Login Alert': 'When someone tries to log in to Online Banking as you and the password is wrong.',
  'Login Alert': 'Each time someone logs in to Online Banking as you.',
};

type Row = { name: string; email: boolean; sms: boolean };

const toRows = (settings: AlertSettings): Row[] => {
  const choices = initialAlertChoices(settings.events, settings.subscription);
  return settings.events.map(({ name }) => ({ name, ...choices[name] }));
};
const toChoices = (rows: Row[]): AlertChoices => Object.fromEntries(rows.map(({ name, email, sms }) => [name, { email, sms }]));

/**
 * Each alert with its two channels. Redux hears of the form once, on submit; the saga's rule decides
 * whether that creates, changes or deletes the subscription, or sends nothing.
 */
export function AlertsForm({ settings }: { settings: AlertSettings }) {
  const dispatch = useDispatch();
  const { save } = useSelector(selectAlerts);
  const { email, sms } = settings.contacts;
  return (
    <Formik
      initialValues={{ alerts: toRows(settings) }}
      enableReinitialize
      onSubmit={({ alerts }) => {
        dispatch(alertsSaveSubmitted({ choices: toChoices(alerts) }));
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label={ALERTS_FORM_LABEL}>
          <p>
            {email && sms
              ? `We send alerts by email to ${email} and by text message to ${sms}.`
              : `We send alerts to the contact details we hold for you${email || sms ? `: ${email || sms}` : ''}.`}
          </p>
          {values.alerts.map((row, index) => (
            <Fieldset key={row.name} aria-describedby={ALERT_HINTS[row.name] ? `alert-hint-${index}` : undefined}>
              <Legend>{row.name}</Legend>
              {ALERT_HINTS[row.name] && <FieldHint id={`alert-hint-${index}`}>{ALERT_HINTS[row.name]}</FieldHint>}
              <Channels>
                {offersChannel(settings.events[index], 'EMAIL') && <CheckboxField name={`alerts[${index}].email`} label="Email" />}
                {offersChannel(settings.events[index], 'SMS') && <CheckboxField name={`alerts[${index}].sms`} label="Text message (SMS)" />}
              </Channels>
            </Fieldset>
          ))}
          <Button type="submit" $busy={save.status === 'saving'}>
            {SAVE_ALERTS_LABEL}
          </Button>
          {save.status === 'failed' && <ErrorText role="alert">{save.error?.message}</ErrorText>}
          <SavedToast open={save.status === 'saved'} onClose={() => dispatch(alertsSavedMessageClosed())} />
          <Note role="status">{save.status === 'unchanged' ? ALERTS_UNCHANGED_TEXT : ''}</Note>
        </Form>
      )}
    </Formik>
  );
}

const Channels = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.lg};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    margin: 0;
  }
`;
