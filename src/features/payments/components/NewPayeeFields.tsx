import { useFormikContext } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { DigitsField } from '@/shared/ui/DigitsField';
import { RadioGroupField } from '@/shared/ui/RadioGroupField';
import { TextInputField } from '@/shared/ui/TextInputField';
import { newPayeeDetails, type PaymentFormValues } from '../paymentForm';
import { copGuidance } from '../rules/confirmationOfPayee';
import { payeeBankName, SORT_CODE_MESSAGES } from '../rules/sortCode';
import { ACCOUNT_NAME_MAX } from '../rules/validators';
import { copBypassed, copKey, copRequested, copReset, selectPayments, sortCodeEntered, type WithPayments } from '../slice';

/**
 * A new payee's details (SPEC.md section 5 "Payee name", section 8 "Sort code") and its Confirmation of
 * Payee check. The sort code look-up runs as soon as six digits are in; the check runs on request, and
 * its result says what the customer may do next. The same fields serve the payees screen (issue 8).
 */
export function NewPayeeFields() {
  const dispatch = useDispatch();
  const { values, setFieldValue } = useFormikContext<PaymentFormValues>();
  const { sortCode, cop } = useSelector((state: WithPayments) => selectPayments(state));
  const details = newPayeeDetails(values);
  const bankName = payeeBankName(sortCode.check);
  const checkedCurrent = cop.checkedFor === copKey(details);
  const guidance = checkedCurrent && cop.result ? copGuidance(cop.result) : undefined;

  return (
    <Group aria-label="New payee">
      <TextInputField name="newPayee.title" label="Payee name" hint="Up to 35 characters." maxLength={35} />
      <TextInputField name="newPayee.accountName" label="Name on the account" hint="As the payee's bank has it: letters, numbers and spaces, up to 35." maxLength={ACCOUNT_NAME_MAX} />
      <RadioGroupField
        name="newPayee.accountType"
        legend="Account type"
        inline
        options={[
          { value: 'PERSONAL', label: 'Personal' },
          { value: 'BUSINESS', label: 'Business' },
        ]}
      />
      <DigitsField name="newPayee.sortCode" label="Sort code" maxLength={6} hint="6 digits, for example 200000." />
      {sortCode.loading && <Muted role="status">Checking the sort code…</Muted>}
      {!sortCode.loading && bankName && <Muted role="status">{bankName}</Muted>}
      {!sortCode.loading && sortCode.failed && sortCode.failed.sortCode === details.sortCode && (
        <LookupFailed role="alert">
          <p>
            {SORT_CODE_MESSAGES.lookupFailed} {sortCode.failed.error.message}
          </p>
          <Button type="button" $variant="secondary" onClick={() => dispatch(sortCodeEntered(details.sortCode))}>
            Check the sort code again
          </Button>
        </LookupFailed>
      )}
      <DigitsField name="newPayee.accountNumber" label="Account number" maxLength={8} hint="8 digits." />
      <Check>
        <Button
          type="button"
          $variant="secondary"
          disabled={cop.loading}
          onClick={() => dispatch(copRequested(details))}
        >
          {cop.loading ? 'Checking the name…' : 'Check the name on the account'}
        </Button>
        {checkedCurrent && cop.status === 'SUCCESS' && <Good role="status">The name matches the account.</Good>}
        {guidance && cop.status !== 'SUCCESS' && (
          <Warning role="alert" aria-label="Confirmation of Payee">
            <strong>{guidance.title}</strong>
            <p>{guidance.text}</p>
            {guidance.details.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <Choices>
              {guidance.actions.map((action) => (
                <Button
                  key={action.id}
                  type="button"
                  $variant={action.id === 'cancel' ? 'link' : 'secondary'}
                  onClick={() => {
                    if (action.id === 'updateAndProceed' && guidance.suggested) {
                      void setFieldValue('newPayee.accountName', guidance.suggested.accountName);
                      if (guidance.suggested.accountType) void setFieldValue('newPayee.accountType', guidance.suggested.accountType);
                      dispatch(copBypassed({ selection: action.id }));
                    } else if (action.id === 'proceedWithoutUpdating' || action.id === 'continueAnyway') {
                      dispatch(copBypassed({ selection: action.id }));
                    } else if (action.id === 'cancel') {
                      void setFieldValue('to', '');
                    } else {
                      // Edit details: back to the fields, the old answer no longer applies.
                      dispatch(copReset());
                    }
                  }}
                >
                  {action.label}
                </Button>
              ))}
            </Choices>
            {cop.status === 'SUCCESS_BYPASS' && <p role="status">You chose to go on. Your choice is recorded with the payment.</p>}
          </Warning>
        )}
      </Check>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  /* A fieldset is at least as wide as its widest word by default: the bank's names must wrap instead. */
  min-width: 0;
`;

const Muted = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const LookupFailed = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Check = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Good = styled.p`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

const Warning = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.subtle};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
