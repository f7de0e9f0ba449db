import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { TextInputField } from '@/shared/ui/TextInputField';
import { NewPayeeFields } from '../components/NewPayeeFields';
import { emptyPaymentForm, formContextOf, newPayeeDetails, validateNewPayeeForm, type PaymentFormValues } from '../paymentForm';
import { paymentReset, selectPayments, type WithPayments } from '../slice';
import { payeeCreateReset, payeeCreateSubmitted, selectPayeeChanges, type WithPayees } from './payeesSlice';

export const NEW_PAYEE_TITLE = 'New payee';
export const PAYEE_SAVED_TEXT = 'The payee has been added.';
export const PAYEE_PENDING_TEXT = 'The payee is waiting for an authoriser. You can pay them once they have been approved.';

/**
 * /payments/payees/new: the same fields, sort code look-up and Confirmation of Payee as the payment
 * journey (one implementation, NewPayeeFields), then the bank's passcode when it asks.
 */
export function NewPayeeScreen() {
  const dispatch = useDispatch();
  const payments = useSelector((state: WithPayments) => selectPayments(state));
  const { create } = useSelector((state: WithPayees) => selectPayeeChanges(state));
  useEffect(() => {
    dispatch(paymentReset());
    dispatch(payeeCreateReset());
  }, [dispatch]);
  const ctx = { ...formContextOf(payments, 'payment'), mode: 'payment' as const, accounts: [], payees: payments.payees.items, sortCode: payments.sortCode.check, copStatus: payments.cop.status };

  if (create.status === 'saved' || create.status === 'awaitingAuthoriser') {
    return (
      <>
        <h1>{NEW_PAYEE_TITLE}</h1>
        <p role="status">{create.status === 'saved' ? PAYEE_SAVED_TEXT : PAYEE_PENDING_TEXT}</p>
        <Link to="/payments/payees">Back to my payees</Link>
      </>
    );
  }
  return (
    <>
      <h1>{NEW_PAYEE_TITLE}</h1>
      {create.status === 'failed' && create.error && <p role="alert">{create.error.message}</p>}
      <Formik<PaymentFormValues>
        initialValues={{ ...emptyPaymentForm(), to: 'new' }}
        validate={(values) => validateNewPayeeForm(values, ctx)}
        onSubmit={(values) => {
          dispatch(payeeCreateSubmitted(newPayeeDetails(values)));
        }}
      >
        <Form noValidate aria-label={NEW_PAYEE_TITLE}>
          <ErrorSummary />
          <NewPayeeFields />
          <TextInputField name="reference" label="Reference" hint="What the payee sees on their statement: letters, numbers and spaces, up to 35." maxLength={35} />
          <Button type="submit" disabled={create.status === 'saving'}>
            {create.status === 'saving' ? 'Saving…' : 'Save payee'}
          </Button>
        </Form>
      </Formik>
    </>
  );
}
