import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Stack, StackList } from '@/shared/ui/Stack';
import { Button } from '@/shared/ui/Button';
import { FieldIdScope } from '@/shared/ui/FieldIdScope';
import { ListState } from '@/shared/ui/ListState';
import { SavedToast, SAVED_MESSAGE_MS } from '@/shared/ui/SavedToast';
import { TextInputField } from '@/shared/ui/TextInputField';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ACCOUNT_NAME_MAX, GROUP_TITLES, reorderSwap, validateAccountName, type MoveDirection } from '../rules';
import { selectAccountGroups, selectAccountSave, selectAccountsError, selectAccountsStatus, selectAllAccounts } from '../selectors';
import { accountMoveRequested, accountRenameSubmitted, accountSaveDismissed, accountsRequested } from '../slice';
import type { Account } from '../types';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { SurfaceCard } from '@/shared/ui/SurfaceCard';

export const MANAGE_ACCOUNTS_TITLE = 'Reorder & Rename Accounts';
/** SPEC.md section 9: the rename confirmation shows for 5 s. */
export const RENAME_CONFIRMATION_MS = 5000;
export const RENAME_SAVED_MESSAGE = 'The account name has been saved.';
export const REORDER_SAVED_MESSAGE = 'The account order has been saved.';

/**
 * SPEC.md section 4 "Account reorder/rename" (/settings/manage-accounts): each account of the
 * active entity (all of them under 'All Accounts'), by group, with its name form and buttons that
 * swap it with its neighbour in the same group and entity.
 */
export function ManageAccountsPage() {
  const dispatch = useDispatch();
  const groups = useSelector(selectAccountGroups);
  const status = useSelector(selectAccountsStatus);
  const error = useSelector(selectAccountsError);
  const save = useSelector(selectAccountSave);

  const saved = save.status === 'saved';
  return (
    <Page>
      <h1>{MANAGE_ACCOUNTS_TITLE}</h1>
      <p>Give an account a name of your own, or move it up or down its group.</p>
      <SavedToast
        open={saved}
        onClose={() => dispatch(accountSaveDismissed())}
        message={save.kind === 'reorder' ? REORDER_SAVED_MESSAGE : RENAME_SAVED_MESSAGE}
        durationMs={save.kind === 'reorder' ? SAVED_MESSAGE_MS : RENAME_CONFIRMATION_MS}
      />
      {save.status === 'failed' && save.kind === 'reorder' && <ErrorText role="alert">{save.error?.message}</ErrorText>}
      {status === 'loading' || status === 'idle' ? (
        <ListState state="loading" />
      ) : status === 'failed' ? (
        <ListState state="error" code={error?.code ?? error?.status} onRetry={() => dispatch(accountsRequested())} />
      ) : groups.length === 0 ? (
        <ListState state="empty" message="You have no accounts to manage." />
      ) : (
        groups.map((view) => <GroupSection key={view.group} title={GROUP_TITLES[view.group]} accounts={view.accounts} />)
      )}
    </Page>
  );
}

function GroupSection({ title, accounts }: { title: string; accounts: Account[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <List>
        {accounts.map((account) => (
          <AccountItem key={account.id} account={account} />
        ))}
      </List>
    </section>
  );
}

function AccountItem({ account }: { account: Account }) {
  const dispatch = useDispatch();
  const all = useSelector(selectAllAccounts);
  const save = useSelector(selectAccountSave);
  const busy = save.status === 'saving';
  const renameError = save.status === 'failed' && save.kind === 'rename' && save.accountId === account.id ? save.error?.message : undefined;

  const moveButton = (direction: MoveDirection, label: string) => (
    <Button
      type="button"
      $variant="secondary"
      disabled={!reorderSwap(all, account.id, direction)}
      $busy={busy}
      onClick={() => dispatch(accountMoveRequested({ accountId: account.id, direction }))}
    >
      {label}
      <VisuallyHidden> {account.title}</VisuallyHidden>
    </Button>
  );

  return (
    <Item>
      <h3>
        {account.title} <Number>
          <MaskedNumber number={account.accountNumber} keepWhole />
        </Number>
      </h3>
      <FieldIdScope prefix={`account-${account.id}-`}>
        <Formik
          initialValues={{ name: account.nickname ?? account.title }}
          validate={({ name }) => {
            const message = validateAccountName(name.trim());
            return message ? { name: message } : {};
          }}
          onSubmit={({ name }) => {
            dispatch(accountRenameSubmitted({ accountId: account.id, nickname: name }));
          }}
        >
          <Form noValidate>
            <Row>
              <TextInputField name="name" label="Account name" chars={ACCOUNT_NAME_MAX} autoComplete="off" />
              <Button type="submit" $busy={busy}>
                Save name<VisuallyHidden> for {account.title}</VisuallyHidden>
              </Button>
            </Row>
            {renameError && <ErrorText role="alert">{renameError}</ErrorText>}
          </Form>
        </Formik>
      </FieldIdScope>
      <Row>
        {moveButton('up', 'Move up')}
        {moveButton('down', 'Move down')}
      </Row>
    </Item>
  );
}

const Page = Stack;
const List = StackList;

const Item = styled(SurfaceCard)`
  h3 {
    margin-top: 0;
  }
`;

const Number = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
