import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { parseAmount } from '@/shared/lib/amount';
import { AmountField } from '@/shared/ui/AmountField';
import { Button } from '@/shared/ui/Button';
import { ErrorSummary } from '@/shared/ui/ErrorSummary';
import { ListState } from '@/shared/ui/ListState';
import { SelectField } from '@/shared/ui/SelectField';
import { TextInputField } from '@/shared/ui/TextInputField';
import { INTERNATIONAL_CURRENCIES, validateInternational, type InternationalValues, type PaymentAccount } from '../paymentForm';
import { internationalReset, internationalSubmitted, selectPayments, type WithPayments } from '../slice';
import { accountNumberText } from '@/shared/lib/maskedNumber';

export const INTERNATIONAL_TITLE = 'Request an international payment';

export interface InternationalRequestScreenProps {
  accounts: readonly PaymentAccount[];
  initialFrom: string;
  accountsLoading: boolean;
}

/**
 * /payments/request-international: the bank's payments team makes international payments by hand, so
 * the customer sends a request with everything the team needs, and gets a reference back. The form is
 * kept if the request fails; it is sent once.
 */
export function InternationalRequestScreen({ accounts, initialFrom, accountsLoading }: InternationalRequestScreenProps) {
  const dispatch = useDispatch();
  const international = useSelector((state: WithPayments) => selectPayments(state).international);
  useEffect(() => {
    dispatch(internationalReset());
  }, [dispatch]);
  if (accountsLoading) return <ListState state="loading" />;
  const payers = accounts.filter((a) => a.canPay);

  return (
    <>
      <h1>{INTERNATIONAL_TITLE}</h1>
      {international.status === 'sent' ? (
        <Sent role="status">
          <h2>Your request has been sent.</h2>
          <p>Reference: {international.reference}</p>
          <p>Your private bank team or racing bank team will contact you before the payment is made.</p>
          <Button type="button" onClick={() => dispatch(internationalReset())}>
            Make another request
          </Button>
        </Sent>
      ) : (
        <Formik<InternationalValues>
          initialValues={{
            from: payers.some((a) => a.id === initialFrom) ? initialFrom : '',
            beneficiaryName: '',
            beneficiaryAddress: '',
            accountNumberOrIban: '',
            swiftCode: '',
            bankName: '',
            bankCountry: '',
            currency: 'EUR',
            amount: '',
            reference: '',
            purpose: '',
          }}
          validate={validateInternational}
          onSubmit={(values) => {
            const account = payers.find((a) => a.id === values.from);
            dispatch(
              internationalSubmitted({
                debitAccountId: account?.accountId ?? values.from,
                beneficiaryName: values.beneficiaryName.trim(),
                beneficiaryAddress: values.beneficiaryAddress.trim(),
                accountNumberOrIban: values.accountNumberOrIban.replace(/\s+/g, '').toUpperCase(),
                swiftCode: values.swiftCode.trim().toUpperCase(),
                bankName: values.bankName.trim(),
                bankCountry: values.bankCountry.trim(),
                currency: values.currency,
                amount: parseAmount(values.amount) ?? 0,
                reference: values.reference.trim(),
                purpose: values.purpose.trim(),
              }),
            );
          }}
        >
          <Form noValidate aria-label={INTERNATIONAL_TITLE}>
            {international.status === 'failed' && international.error && <p role="alert">{international.error.message}</p>}
            <ErrorSummary />
            <SelectField name="from" label="From" placeholder="Choose an account" options={payers.map((a) => ({ value: a.id, label: `${a.title} (${accountNumberText(a.accountNumber)})` }))} />
            <TextInputField name="beneficiaryName" label="Beneficiary name" maxLength={70} />
            <TextInputField name="beneficiaryAddress" label="Beneficiary address" maxLength={140} />
            <TextInputField name="accountNumberOrIban" label="Account number or IBAN" maxLength={34} autoComplete="off" />
            <TextInputField name="swiftCode" label="SWIFT (BIC) code" hint="8 or 11 letters and numbers." maxLength={11} autoComplete="off" />
            <TextInputField name="bankName" label="Bank name" maxLength={70} />
            <TextInputField name="bankCountry" label="Bank country" maxLength={50} />
            <SelectField name="currency" label="Currency" options={INTERNATIONAL_CURRENCIES.map((c) => ({ value: c, label: c }))} />
            <AmountField name="amount" label="Amount" currency="" />
            <TextInputField name="reference" label="Reference" hint="Letters, numbers and spaces, up to 35." maxLength={35} />
            <TextInputField name="purpose" label="Purpose of the payment" maxLength={140} />
            <Button type="submit" $busy={international.status === 'sending'}>
              {international.status === 'sending' ? 'Sending…' : 'Send request'}
            </Button>
          </Form>
        </Formik>
      )}
    </>
  );
}

const Sent = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSurface};
`;
