import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { AmountField } from '@/shared/ui/AmountField';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { RadioGroupField } from '@/shared/ui/RadioGroupField';
import { SelectField, type SelectOption } from '@/shared/ui/SelectField';
import { TextInputField } from '@/shared/ui/TextInputField';
import { emptyPaymentForm, limitHintFor, newPayeeComplete, orderFromForm, validatePaymentForm, type FormContext, type PaymentFormValues, type PaymentOptions } from '../paymentForm';
import { limitsRequested, paymentSubmitted, selectPayments, sortCodeEntered, type WithPayments } from '../slice';
import type { PaymentAccount } from '../paymentForm';
import { withFromAccount } from '../rules/transferAccounts';
import { NewPayeeFields } from './NewPayeeFields';
import { RepeatFields } from './RepeatFields';
import { PaymentSteps } from './PaymentSteps';
import { paymentProgress } from '../rules/progress';
import { accountNumberText, maskedNumberSpoken } from '@/shared/lib/maskedNumber';

export interface PaymentFormProps {
  mode: 'payment' | 'transfer';
  accounts: readonly PaymentAccount[];
  initial: Partial<PaymentFormValues>;
  /** Limits, funds and the London today the checks need. */
  context: Omit<FormContext, 'mode' | 'accounts' | 'payees' | 'sortCode' | 'copStatus'>;
  /** SPEC.md section 6: the options the customer's permitted functions allow. */
  may: PaymentOptions;
}

const WHEN_OPTIONS = [
  { value: 'now', label: 'Now' },
  { value: 'later', label: 'On a future date' },
  { value: 'recurring', label: 'Regularly (standing order)' },
];

/** The payment or transfer form; its values survive a failed prepare (the store keeps only the order). */
export function PaymentForm({ mode, accounts, initial, context, may }: PaymentFormProps) {
  const dispatch = useDispatch();
  const { payees, sortCode, cop, flow, draft } = useSelector((state: WithPayments) => selectPayments(state));
  const ctx: FormContext = { ...context, mode, may, accounts, payees: payees.items, sortCode: sortCode.check, copStatus: cop.status };
  return (
    <Formik<PaymentFormValues>
      initialValues={draft ?? { ...emptyPaymentForm(), ...initial }}
      validate={(values) => validatePaymentForm(values, ctx)}
      onSubmit={(values) => {
        dispatch(paymentSubmitted({ ...orderFromForm(values, ctx), draft: values }));
      }}
    >
      <Fields mode={mode} accounts={accounts} ctx={ctx} preparing={flow.status === 'preparing'} savedPayee={draft?.to.startsWith('payee:') ? draft.to : undefined} />
    </Formik>
  );
}

interface FieldsProps {
  mode: 'payment' | 'transfer';
  accounts: readonly PaymentAccount[];
  ctx: FormContext;
  preparing: boolean;
  /** The draft's payee once the bank holds the new payee the customer entered. */
  savedPayee?: string;
}

function Fields({ mode, accounts, ctx, preparing, savedPayee }: FieldsProps) {
  const dispatch = useDispatch();
  const { values, setFieldValue, setFieldTouched, validateForm } = useFormikContext<PaymentFormValues>();
  const from = accounts.find((a) => a.id === values.from);

  // The bank created the new payee before it refused the payment: the form pays that payee from now on
  // (once: the customer may still choose "A new payee" again).
  const shownPayee = useRef(savedPayee);
  useEffect(() => {
    if (!savedPayee || savedPayee === shownPayee.current) return;
    shownPayee.current = savedPayee;
    void setFieldValue('to', savedPayee);
  }, [savedPayee, setFieldValue]);

  // SPEC.md section 4: choosing a from account equal to the to account clears to (rules/transferAccounts).
  useEffect(() => {
    const { to } = withFromAccount({ from: values.from, to: values.to }, values.from);
    if (to !== values.to) void setFieldValue('to', to);
  }, [values.from, values.to, setFieldValue]);

  // The amount is held to the debit account's party's limits (as a bulk file's are): a new account's party,
  // a new ask. The screen asked for the active entity's before an account was chosen.
  const partyId = from?.partyId || undefined;
  useEffect(() => {
    if (partyId) dispatch(limitsRequested({ partyId }));
  }, [dispatch, partyId]);

  const sortCodeDigits = values.newPayee.sortCode.replace(/\D/g, '');
  useEffect(() => {
    if (values.to === 'new' && sortCodeDigits.length === 6) dispatch(sortCodeEntered(sortCodeDigits));
  }, [dispatch, values.to, sortCodeDigits]);

  // SPEC.md section 8: a bad sort code or one without Faster Payments is a field error as soon as the
  // look-up says so; a new Confirmation of Payee answer re-checks the form.
  const check = ctx.sortCode;
  useEffect(() => {
    if (check && (check.badSortCode || check.noFastPayments)) void setFieldTouched('newPayee.sortCode', true, true);
  }, [check, setFieldTouched]);
  useEffect(() => {
    void validateForm();
  }, [ctx.copStatus, validateForm]);

  const fromOptions: SelectOption[] = accounts.map((a) => ({ value: a.id, label: `${a.title} (${accountNumberText(a.accountNumber)}) · ${a.availableLabel}` }));
  const toOptions: SelectOption[] = [
    ...accounts.filter((a) => ctx.may?.transfer && a.id !== values.from && a.currency === (from?.currency ?? a.currency)).map((a) => ({ value: `account:${a.id}`, label: `${a.title} (${accountNumberText(a.accountNumber)})` })),
    ...(mode === 'payment'
      ? [
          ...ctx.payees.map((p) => ({ value: `payee:${p.id}`, label: `${p.title} · ${p.sortCode.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3')}, ${maskedNumberSpoken(p.accountNumber)}${p.active ? '' : ' (awaiting approval)'}`, disabled: !p.active })),
          ...(ctx.may?.newPayee ? [{ value: 'new', label: 'A new payee' }] : []),
        ]
      : []),
  ];

  return (
    <Form noValidate aria-label={mode === 'payment' ? 'Make a payment' : 'Internal transfer'}>
      <PaymentSteps
        progress={paymentProgress({
          from: values.from,
          to: values.to === 'new' ? (newPayeeComplete(values) ? 'new' : '') : values.to,
          isNewPayee: values.to === 'new',
          amount: values.amount,
          success: false,
        })}
      />
      <ErrorSummary />
      <SelectField name="from" label="From" placeholder="Choose an account" options={fromOptions} />
      <SelectField name="to" label="To" placeholder={mode === 'payment' ? 'Choose who to pay' : 'Choose an account'} options={toOptions} />
      {values.to === 'new' && ctx.may?.newPayee && <NewPayeeFields />}
      <AmountField name="amount" label="Amount" currency={from?.currency ?? 'GBP'} hint={limitHintFor(values, ctx)} />
      <TextInputField name="reference" label="Reference" hint="Letters, numbers and spaces, up to 35." maxLength={35} />
      <RadioGroupField name="when" legend="When" options={ctx.may?.future ? WHEN_OPTIONS : WHEN_OPTIONS.filter((o) => o.value === 'now')} />
      {ctx.may?.future && (values.when === 'later' || values.when === 'recurring') && (
        <TextInputField name="date" label={values.when === 'later' ? 'Payment date' : 'First payment date'} hint="For example, 05/03/27 (DD/MM/YY)" inputMode="numeric" autoComplete="off" />
      )}
      {ctx.may?.future && values.when === 'recurring' && <RepeatFields />}
      <Actions>
        <Button type="submit" disabled={preparing}>
          {preparing ? 'Checking…' : 'Continue'}
        </Button>
      </Actions>
    </Form>
  );
}

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
