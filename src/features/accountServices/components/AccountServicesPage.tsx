import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { DigitsField } from '@/shared/ui/DigitsField';
import { ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { SelectField } from '@/shared/ui/SelectField';
import { BOOK_TITLES, CHEQUE_NUMBER_LENGTH, CHEQUE_NUMBER_MAX, CHEQUE_NUMBER_MIN, chequeStatusTitle, displayDate, offersBook, serviceAccounts, validateChequeRange } from '../rules';
import { CONTACT_TEAM } from '@/shared/api/errorMessages';
import { bookKey, bookRequestReset, bookRequestSubmitted, chequeStatusRequested, chequeStatusReset, selectBookRequest, selectChequeStatus, selectUnsureBooks } from '../slice';
import type { BookKind, ServiceAccount } from '../types';
import { accountNumberText } from '@/shared/lib/maskedNumber';

export const ACCOUNT_SERVICES_TITLE = 'Cheque and pay-in book services';
export const NO_SERVICE_ACCOUNTS = 'None of your accounts has cheque books or pay-in books.';
export const NO_CHEQUES = 'No cheques were issued in this range.';
/** A request whose send may have reached the bank is not offered again (DECISIONS.md: nothing is sent twice). */
export const BOOK_MAYBE_SENT_TEXT = `Your request may still have reached us, so you cannot send it again here. To check, ${CONTACT_TEAM}.`;

export interface AccountServicesPageProps {
  /** The user's accounts (the lead passes the accounts feature's list); only those with books are offered. */
  accounts: readonly ServiceAccount[];
  /** The accounts are still loading. */
  loading?: boolean;
}

interface Values {
  accountId: string;
  start: string;
  end: string;
}

const BOOK_KINDS: readonly BookKind[] = ['cheque', 'payIn'];

/** SPEC.md section 2 /accounts/services: request cheque and pay-in books, and see cheque status. */
export function AccountServicesPage({ accounts, loading = false }: AccountServicesPageProps) {
  const dispatch = useDispatch();
  const eligible = serviceAccounts(accounts);
  return (
    <Page>
      <h1>{ACCOUNT_SERVICES_TITLE}</h1>
      {loading ? (
        <ListState state="loading" />
      ) : eligible.length === 0 ? (
        <ListState state="empty" message={NO_SERVICE_ACCOUNTS} />
      ) : (
        <Formik<Values>
          initialValues={{ accountId: eligible[0].id, start: '', end: '' }}
          validate={(values) => validateChequeRange(values.start, values.end)}
          onSubmit={({ accountId, start, end }) => {
            const account = eligible.find((a) => a.id === accountId);
            if (account) dispatch(chequeStatusRequested({ accountId: account.accountId, start, end }));
          }}
        >
          <Services accounts={eligible} />
        </Formik>
      )}
    </Page>
  );
}

function Services({ accounts }: { accounts: ServiceAccount[] }) {
  const dispatch = useDispatch();
  const { values } = useFormikContext<Values>();
  const account = accounts.find((a) => a.id === values.accountId) ?? accounts[0];

  // Another account: what was shown belongs to the old one.
  useEffect(() => {
    dispatch(bookRequestReset());
    dispatch(chequeStatusReset());
  }, [account.id, dispatch]);

  return (
    <>
      <SelectField
        name="accountId"
        label="Account"
        options={accounts.map((a) => ({ value: a.id, label: `${a.title} (${accountNumberText(a.accountNumber)})` }))}
      />
      <BookRequests account={account} />
      {account.hasChequeStatus && <ChequeStatus account={account} />}
    </>
  );
}

function BookRequests({ account }: { account: ServiceAccount }) {
  const dispatch = useDispatch();
  const request = useSelector(selectBookRequest);
  const [confirming, setConfirming] = useState<BookKind | undefined>();
  const headingId = useId();
  const sending = request.status === 'sending';
  const unsure = useSelector(selectUnsureBooks);
  const kinds = BOOK_KINDS.filter((kind) => offersBook(account, kind));

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Request a book</h2>
      <Actions>
        {kinds.map((kind) => (
          <Button key={kind} type="button" disabled={unsure.includes(bookKey(kind, account.accountId))} $busy={sending} aria-busy={sending && request.kind === kind} onClick={() => setConfirming(kind)}>
            Request a {BOOK_TITLES[kind]}
          </Button>
        ))}
      </Actions>
      <div role="status">
        {request.status === 'sending' && <p>Sending your {BOOK_TITLES[request.kind ?? 'cheque']} request...</p>}
        {request.status === 'sent' && (
          <p>
            Your {BOOK_TITLES[request.kind ?? 'cheque']} request has been sent. Reference: <strong>{request.reference}</strong>
          </p>
        )}
      </div>
      {(request.status === 'failed' || request.status === 'unsure') && (
        <ErrorText role="alert">
          {request.error?.message}
          {request.status === 'unsure' && <> {BOOK_MAYBE_SENT_TEXT}</>}
        </ErrorText>
      )}
      {confirming && (
        <ConfirmModal
          title={`Request a ${BOOK_TITLES[confirming]}?`}
          confirmLabel={`Request ${BOOK_TITLES[confirming]}`}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            setConfirming(undefined);
            if (!sending) dispatch(bookRequestSubmitted({ kind: confirming, accountId: account.accountId }));
          }}
        >
          <p>
            A new {BOOK_TITLES[confirming]} for {account.title} ({accountNumberText(account.accountNumber)}) will be sent to the account&apos;s correspondence address.
          </p>
        </ConfirmModal>
      )}
    </Section>
  );
}

function ChequeStatus({ account }: { account: ServiceAccount }) {
  const dispatch = useDispatch();
  const list = useSelector(selectChequeStatus);
  const { values } = useFormikContext<Values>();
  const headingId = useId();
  const retry = () => dispatch(chequeStatusRequested({ accountId: account.accountId, start: values.start, end: values.end }));

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Cheque status</h2>
      <Form noValidate>
        <Fields>
          <DigitsField name="start" label="Start cheque number" hint={`From ${CHEQUE_NUMBER_MIN}`} maxLength={CHEQUE_NUMBER_LENGTH} />
          <DigitsField name="end" label="End cheque number" hint={`Up to ${CHEQUE_NUMBER_MAX}`} maxLength={CHEQUE_NUMBER_LENGTH} />
        </Fields>
        <Button type="submit" disabled={list.status === 'loading'}>
          Show cheque status
        </Button>
      </Form>
      <ChequeList onRetry={retry} />
    </Section>
  );
}

function ChequeList({ onRetry }: { onRetry: () => void }) {
  const list = useSelector(selectChequeStatus);
  if (list.status === 'idle') return null;
  if (list.status === 'loading') return <ListState state="loading" />;
  if (list.status === 'failed') {
    const code = list.error?.code ?? list.error?.status;
    // A refusal (the range's own check, or the bank's check of the account) says why; asked again, it would refuse again.
    return list.error?.kind === 'business' ? (
      <ListState state="error" message={list.error.message} code={code} />
    ) : (
      <ListState state="error" code={code} onRetry={onRetry} />
    );
  }
  if (list.cheques.length === 0) return <ListState state="noResults" message={NO_CHEQUES} />;
  // A column the bank filled for no cheque is left out (a stock OBDX sends no paid date).
  const paidDates = list.cheques.some((cheque) => cheque.paidDate);
  const reasons = list.cheques.some((cheque) => cheque.reason);
  return (
    <Table>
      <caption>
        Cheques {list.start} to {list.end}
      </caption>
      <thead>
        <tr>
          <th scope="col">Cheque number</th>
          <th scope="col">Amount</th>
          {paidDates && <th scope="col">Paid date</th>}
          <th scope="col">Status</th>
          {reasons && <th scope="col">Reason</th>}
        </tr>
      </thead>
      <tbody>
        {list.cheques.map((cheque) => (
          <tr key={cheque.number}>
            <th scope="row">{cheque.number}</th>
            <td>{cheque.amount ? <Money amount={cheque.amount.amount} currency={cheque.amount.currency} /> : '–'}</td>
            {paidDates && <td>{cheque.paidDate ? displayDate(cheque.paidDate) : '–'}</td>}
            <td>{chequeStatusTitle(cheque.status)}</td>
            {reasons && <td>{cheque.reason ?? '–'}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Table = DataTable;
