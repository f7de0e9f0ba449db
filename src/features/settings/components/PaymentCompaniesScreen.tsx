import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Stack, StackList } from '@/shared/ui/Stack';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { ListState } from '@/shared/ui/ListState';
import { selectCompanies } from '../selectors';
import { companiesRequested, companyWithdrawalConfirmed } from '../slice';
import type { CompanyConsent } from '../types';
import { ConsentItem } from './ConsentItem';

export const COMPANIES_TITLE = 'Payment companies';
export const COMPANIES_LIST_LABEL = 'Payment companies with access';
export const COMPANIES_EMPTY_TEXT = 'You have not allowed any payment companies to see your accounts or make payments.';
export const CONFIRM_WITHDRAW_LABEL = 'Yes, withdraw access';
export const KEEP_ACCESS_LABEL = 'No, keep access';

export const withdrawnText = (company: string) => `${company} can no longer see your accounts or make payments from them.`;

/**
 * /settings/paymentcompanies (SPEC.md names only the route): the payment companies (open banking
 * providers) the customer has let see accounts or make payments, and the way to withdraw one, with a
 * confirmation and then the passcode. A refused withdrawal keeps the company listed with the reason.
 */
export function PaymentCompaniesScreen() {
  const dispatch = useDispatch();
  const { status, data, error, withdrawal } = useSelector(selectCompanies);
  const [asking, setAsking] = useState<CompanyConsent | null>(null);
  useEffect(() => {
    dispatch(companiesRequested());
  }, [dispatch]);

  const consents = data ?? [];
  return (
    <Page>
      <h1>{COMPANIES_TITLE}</h1>
      <p>
        These are the companies you have allowed, through their own apps, to see your accounts or to make payments from them.
        You can withdraw a company&apos;s access here at any time.
      </p>
      <Message role="status">{withdrawal.status === 'withdrawn' && withdrawal.company ? withdrawnText(withdrawal.company) : ''}</Message>
      {status === 'failed' ? (
        <ListState state="error" code={error?.code ?? error?.status} onRetry={() => dispatch(companiesRequested())} />
      ) : status !== 'succeeded' ? (
        <ListState state="loading" />
      ) : consents.length === 0 ? (
        <ListState state="empty" message={COMPANIES_EMPTY_TEXT} />
      ) : (
        <List aria-label={COMPANIES_LIST_LABEL}>
          {consents.map((consent) => (
            <ConsentItem
              key={consent.id}
              consent={consent}
              busy={withdrawal.status === 'withdrawing'}
              error={withdrawal.status === 'failed' && withdrawal.consentId === consent.id ? withdrawal.error?.message : undefined}
              onWithdraw={() => setAsking(consent)}
            />
          ))}
        </List>
      )}
      {asking && (
        <ConfirmModal
          title={`Withdraw access for ${asking.company}?`}
          confirmLabel={CONFIRM_WITHDRAW_LABEL}
          cancelLabel={KEEP_ACCESS_LABEL}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            dispatch(companyWithdrawalConfirmed(asking.id));
          }}
        >
          <p>
            {asking.company} will no longer be able to see your accounts or make payments from them. To use it with us again,
            you would need to give your permission again in its app.
          </p>
        </ConfirmModal>
      )}
    </Page>
  );
}

const Page = Stack;
const List = StackList;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
