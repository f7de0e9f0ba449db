import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardList } from '../components/CardList';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { Button } from '@/shared/ui/Button';
import { ListState } from '@/shared/ui/ListState';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { TextField } from '@/shared/ui/TextField';
import { formatSortCode } from '../rules/sortCode';
import { payeesRequested, selectPayments, type WithPayments } from '../slice';
import type { Payee } from '../types';
import { PayeeEditForm } from './PayeeEditForm';
import { payeeDeleteRequested, payeeEditSubmitted, selectPayeeChanges, type WithPayees } from './payeesSlice';
import { ROUTES } from '@/shared/routes/routeTable';

export const PAYEES_TITLE = 'Manage my payees';

/**
 * /payments/payees: every payee with its bank details and last reference, searchable by name; pay one
 * (the payment form opens with it chosen) or delete one after a confirmation and the passcode.
 */
export function PayeesScreen() {
  const dispatch = useDispatch();
  const { payees } = useSelector((state: WithPayments) => selectPayments(state));
  const changes = useSelector((state: WithPayees) => selectPayeeChanges(state));
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<Payee>();
  const [editing, setEditing] = useState<string>();
  const searchId = useId();
  useEffect(() => {
    dispatch(payeesRequested());
  }, [dispatch]);

  const needle = search.trim().toLowerCase();
  const shown = payees.items.filter((p) => !needle || p.title.toLowerCase().includes(needle) || p.accountName.toLowerCase().includes(needle));

  return (
    <>
      <h1>{PAYEES_TITLE}</h1>
      <Bar>
        <TextField id={searchId} label="Search payees" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Link to={ROUTES.newPayee.href()}>Add a new payee</Link>
      </Bar>
      {changes.delete.status === 'deleted' && <p role="status">The payee has been deleted.</p>}
      {changes.edit.status === 'saved' && <p role="status">The payee has been updated.</p>}
      {changes.edit.status === 'failed' && changes.edit.error && <p role="alert">{changes.edit.error.message}</p>}
      {changes.delete.status === 'failed' && changes.delete.error && <p role="alert">{changes.delete.error.message}</p>}
      {payees.status === 'loading' || payees.status === 'idle' ? (
        <ListState state="loading" />
      ) : payees.status === 'failed' ? (
        <ListState state="error" code={payees.error?.code ?? payees.error?.status} onRetry={() => dispatch(payeesRequested())} />
      ) : shown.length === 0 ? (
        <ListState state={payees.items.length ? 'noResults' : 'completelyEmpty'} message={payees.items.length ? undefined : 'You have no payees yet.'} />
      ) : (
        <List aria-label="Payees">
          {shown.map((payee) => (
            <Item key={payee.id} aria-labelledby={`payee-${payee.id}`}>
              <h2 id={`payee-${payee.id}`}>{payee.title}</h2>
              <dl>
                <div>
                  <dt>Name on the account</dt>
                  <dd>{payee.accountName}</dd>
                </div>
                <div>
                  <dt>Sort code and account</dt>
                  <dd>
                    {formatSortCode(payee.sortCode)} <MaskedNumber number={payee.accountNumber} />
                  </dd>
                </div>
                <div>
                  <dt>Bank</dt>
                  <dd>{payee.bankName || '–'}</dd>
                </div>
                <div>
                  <dt>Last payment reference</dt>
                  <dd>{payee.lastPaymentReference || '–'}</dd>
                </div>
                <div>
                  <dt>Payee reference</dt>
                  <dd>{payee.payeeReference || '–'}</dd>
                </div>
                <div>
                  <dt>Description</dt>
                  <dd>{payee.payeeDescription || '–'}</dd>
                </div>
              </dl>
              {!payee.active && <Pending>Waiting for an authoriser</Pending>}
              {editing === payee.id && changes.edit.status !== 'saved' ? (
                <PayeeEditForm
                  payee={payee}
                  saving={changes.edit.status === 'saving'}
                  onSave={(edited) => dispatch(payeeEditSubmitted({ id: payee.id, groupId: payee.groupId, changes: edited }))}
                  onCancel={() => setEditing(undefined)}
                />
              ) : null}
              <Actions>
                <Button type="button" $variant="secondary" onClick={() => setEditing(payee.id)}>
                  Edit {payee.title}
                </Button>
                {payee.active && <Link to={ROUTES.makePayment.href({}, { toAccountId: payee.id })}>Pay {payee.title}</Link>}
                <Button type="button" $variant="secondary" disabled={changes.delete.status === 'deleting'} onClick={() => setDeleting(payee)}>
                  Delete {payee.title}
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      )}
      {deleting && (
        <ConfirmModal
          title={`Delete ${deleting.title}?`}
          confirmLabel="Yes, delete"
          cancelLabel="Keep"
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            dispatch(payeeDeleteRequested({ id: deleting.id, groupId: deleting.groupId }));
            setDeleting(undefined);
          }}
        >
          <p>You will need to add them again to pay them.</p>
        </ConfirmModal>
      )}
    </>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const List = CardList;

const Item = Card;

const Pending = styled.p`
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  /* "Pay …" names the payee in the bank's words: a long word wraps rather than widen the page. */
  > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
