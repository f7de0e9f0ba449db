import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { ListState } from '@/shared/ui/ListState';
import { TextInputField } from '@/shared/ui/TextInputField';
import { NewPayeeFields } from '../components/NewPayeeFields';
import { emptyPaymentForm, formContextOf, newPayeeDetails, validateNewPayeeForm, type PaymentFormValues } from '../paymentForm';
import { payeesRequested, paymentReset, selectPayments, type WithPayments } from '../slice';
import type { Payee } from '../types';
import { payeeCreateReset, payeeCreateSubmitted, selectPayeeChanges, type PayeesState, type WithPayees } from './payeesSlice';
import { ROUTES } from '@/shared/routes/routeTable';

export const NEW_PAYEE_TITLE = 'New payee';
export const PAYEE_SAVED_TEXT = 'The payee has been added.';
export const PAYEE_PENDING_TEXT = 'The payee is waiting for an authoriser. You can pay them once they have been approved.';
export const replaceTitle = (payee: Pick<Payee, 'title'>) => `Change ${payee.title}'s account details`;
export const REPLACE_HINT =
  'New account details are checked with Confirmation of Payee and saved as a new payee. The old details are removed once the new ones can be paid.';

/** What the customer is told once the bank has the payee, and what happened to the one it replaces. */
function outcomeText(create: PayeesState['create'], replacing: Payee | undefined): string {
  if (create.status === 'awaitingAuthoriser') {
    return replacing ? `${PAYEE_PENDING_TEXT} Until then ${replacing.title} keeps the old details; delete them once the new ones are approved.` : PAYEE_PENDING_TEXT;
  }
  if (!replacing) return PAYEE_SAVED_TEXT;
  if (create.replaced?.status === 'failed') {
    return `The new details have been saved, but the old ones could not be removed: ${create.replaced.error.message} You can delete them from your payees.`;
  }
  return `${replacing.title}'s new account details have been checked and saved, and the old ones removed.`;
}

function initialValues(replacing: Payee | undefined): PaymentFormValues {
  const empty = { ...emptyPaymentForm(), to: 'new' };
  if (!replacing) return empty;
  return { ...empty, newPayee: { ...empty.newPayee, title: replacing.title, accountName: replacing.accountName }, reference: replacing.payeeReference };
}

/**
 * /payments/payees/new: the same fields, sort code look-up and Confirmation of Payee as the payment
 * journey (one implementation, NewPayeeFields), then the bank's passcode when it asks. With
 * ?replaces={payeeId} it takes new account details for that payee: the bank does not change a payee's
 * account, so the new details become a new payee (checked again) and the old one is then removed.
 */
export function NewPayeeScreen({ replacesId }: { replacesId?: string }) {
  const dispatch = useDispatch();
  const payments = useSelector((state: WithPayments) => selectPayments(state));
  const { create } = useSelector((state: WithPayees) => selectPayeeChanges(state));
  // Held once found: after the save the list reloads without the old payee, and the outcome still names it.
  const listed = replacesId ? payments.payees.items.find((p) => p.id === replacesId) : undefined;
  const [kept, setKept] = useState<Payee>();
  // React's "adjust state while rendering" pattern: it settles in the same render pass.
  if (listed && !kept) setKept(listed);
  const replacing = kept ?? listed;
  useEffect(() => {
    dispatch(paymentReset());
    dispatch(payeeCreateReset());
    if (replacesId) dispatch(payeesRequested());
  }, [dispatch, replacesId]);
  const ctx = { ...formContextOf(payments), mode: 'payment' as const, accounts: [], payees: payments.payees.items, sortCode: payments.sortCode.check, copStatus: payments.cop.status };
  const title = replacing ? replaceTitle(replacing) : NEW_PAYEE_TITLE;

  if (create.status === 'saved' || create.status === 'awaitingAuthoriser') {
    return (
      <>
        <h1>{title}</h1>
        <p role="status">{outcomeText(create, replacing)}</p>
        <Link to={ROUTES.payees.href()}>Back to my payees</Link>
      </>
    );
  }
  if (replacesId && !replacing) {
    const loading = payments.payees.status === 'idle' || payments.payees.status === 'loading';
    return (
      <>
        <h1>{NEW_PAYEE_TITLE}</h1>
        {loading ? <ListState state="loading" /> : <p role="alert">We could not find that payee. <Link to={ROUTES.payees.href()}>Back to my payees</Link></p>}
      </>
    );
  }
  return (
    <>
      <h1>{title}</h1>
      {replacing && <p>{REPLACE_HINT}</p>}
      {create.status === 'failed' && create.error && <p role="alert">{create.error.message}</p>}
      <Formik<PaymentFormValues>
        initialValues={initialValues(replacing)}
        validate={(values) => validateNewPayeeForm(values, ctx)}
        onSubmit={(values) => {
          dispatch(payeeCreateSubmitted({ details: newPayeeDetails(values), replaces: replacing && { id: replacing.id, groupId: replacing.groupId } }));
        }}
      >
        <Form noValidate aria-label={title}>
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
