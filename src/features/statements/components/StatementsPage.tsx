import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { Button } from '@/shared/ui/Button';
import { Field, FieldInput } from '@/shared/ui/Field';
import { ListState } from '@/shared/ui/ListState';
import { ResponsiveTable, type Column } from '@/shared/ui/ResponsiveTable';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import {
  statementAccounts,
  statementDisplayDate,
  statementFileName,
  STATEMENTS_TEXT,
  statementsOfYear,
  statementYears,
} from '../rules';
import { selectStatementDownload, selectStatementList, type WithStatements } from '../selectors';
import { statementDownloadRequested, statementsRequested } from '../slice';
import type { Statement, StatementAccount } from '../types';
import { accountNumberText } from '@/shared/lib/maskedNumber';
import { ROUTES } from '@/shared/routes/routeTable';

export interface StatementsPageProps {
  /** The active entity's accounts (the app passes the accounts feature's list). */
  accounts: readonly StatementAccount[];
  /** The user's permitted functions (SPEC.md section 6): statements, loanStatements. */
  permitted: readonly string[];
  /** The accounts are still loading. */
  loading?: boolean;
}


/**
 * SPEC.md section 2 /accounts/statements/{id}: one account's statements by year, newest first, each
 * downloadable as a PDF. Without an id the first account with statements is shown (the URL is left
 * as it is); choosing another account goes to its URL.
 */
export function StatementsPage({ accounts, permitted, loading = false }: StatementsPageProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const eligible = useMemo(() => statementAccounts(accounts, permitted), [accounts, permitted]);
  // Without an id in the URL, the first account with statements (the URL stays as it is).
  const selectedId = id ?? eligible[0]?.id;

  let body;
  if (loading) {
    body = <ListState state="loading" />;
  } else if (eligible.length === 0) {
    body = <ListState state="empty" message={STATEMENTS_TEXT.noAccounts} />;
  } else {
    const account = accounts.find((a) => a.id === selectedId);
    const offered = account ? eligible.find((a) => a.id === account.id) : undefined;
    let content;
    if (!account) content = <ListState state="error" message={STATEMENTS_TEXT.notFound} />;
    else if (!offered) content = <ListState state="empty" message={STATEMENTS_TEXT.notAvailable} />;
    else content = <AccountStatements key={offered.id} account={offered} />;
    body = (
      <>
        <AccountChooser accounts={eligible} value={offered?.id ?? ''} onChoose={(next) => navigate(ROUTES.statements.href({ id: next }))} />
        {content}
      </>
    );
  }

  return (
    <Page>
      <h1>{STATEMENTS_TEXT.title}</h1>
      {body}
    </Page>
  );
}

function AccountChooser({ accounts, value, onChoose }: { accounts: StatementAccount[]; value: string; onChoose: (id: string) => void }) {
  const id = useId();
  return (
    <Field id={id} label={STATEMENTS_TEXT.accountLabel}>
      {(control) => (
        <Select as="select" {...control} value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => event.target.value && onChoose(event.target.value)}>
          {value === '' && <option value="">{STATEMENTS_TEXT.chooseAccount}</option>}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title} ({accountNumberText(a.accountNumber)})
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const STATEMENT_TITLE: Column<Statement> = { header: 'Statement', cell: (statement) => statement.title };
const STATEMENT_COLUMNS: readonly Column<Statement>[] = [
  { header: 'Date', cell: (statement) => statementDisplayDate(statement.date) },
  { header: 'Type', cell: (statement) => statement.typeTitle },
];

function AccountStatements({ account }: { account: StatementAccount }) {
  const dispatch = useDispatch();
  const list = useSelector(selectStatementList);
  const requested = useRef<string | undefined>(undefined);
  const [chosenYear, setChosenYear] = useState<number | undefined>();
  const yearId = useId();

  // Load on arrival, and again when the slice was emptied (an entity switch) while this account is shown.
  useEffect(() => {
    if (requested.current !== account.accountId || list.accountId !== account.accountId) {
      requested.current = account.accountId;
      dispatch(statementsRequested({ accountId: account.accountId }));
    }
  }, [account.accountId, list.accountId, dispatch]);

  const mine = list.accountId === account.accountId;
  const status = mine ? list.status : 'loading';
  const years = useMemo(() => (mine ? statementYears(list.statements) : []), [mine, list.statements]);
  const year = chosenYear !== undefined && years.includes(chosenYear) ? chosenYear : years[0];
  const shown = useMemo(() => (year === undefined ? [] : statementsOfYear(list.statements, year)), [list.statements, year]);

  if (status === 'loading' || status === 'idle') return <ListState state="loading" />;
  if (status === 'failed') {
    const error = list.error;
    return (
      <ListState
        state="error"
        message={error?.kind === 'business' ? error.message : undefined}
        code={error?.code ?? error?.status}
        onRetry={() => dispatch(statementsRequested({ accountId: account.accountId }))}
      />
    );
  }
  if (year === undefined) return <ListState state="empty" message={STATEMENTS_TEXT.empty} />;

  return (
    <>
      <Field id={yearId} label={STATEMENTS_TEXT.yearLabel}>
        {(control) => (
          <Select as="select" {...control} value={String(year)} onChange={(event: ChangeEvent<HTMLSelectElement>) => setChosenYear(Number(event.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ResponsiveTable
        caption={`${STATEMENTS_TEXT.title} for ${year}`}
        rows={shown}
        rowKey={(statement) => statement.documentId}
        title={STATEMENT_TITLE}
        columns={[...STATEMENT_COLUMNS, { header: STATEMENTS_TEXT.download, action: true, cell: (statement) => <Download statement={statement} account={account} /> }]}
        headingLevel={2}
      />
    </>
  );
}

/** A statement's Download button, named by the statement, and how its download went. */
function Download({ statement, account }: { statement: Statement; account: StatementAccount }) {
  const dispatch = useDispatch();
  const download = useSelector((state: WithStatements) => selectStatementDownload(state, statement.documentId));
  const busy = download?.status === 'downloading';
  const request = () => {
    if (busy) return;
    dispatch(
      statementDownloadRequested({
        accountId: account.accountId,
        documentId: statement.documentId,
        fileName: statementFileName(statement, account.accountNumber),
      }),
    );
  };
  return (
    <>
      <Button type="button" $variant="secondary" $busy={busy} aria-busy={busy} onClick={request}>
        {STATEMENTS_TEXT.download}
        <VisuallyHidden> {statement.title}</VisuallyHidden>
      </Button>
      <div role="status">{busy && <Hint>Preparing your PDF...</Hint>}</div>
      {download?.status === 'failed' && <ErrorText role="alert">{download.error?.message || TRANSPORT_MESSAGES.somethingWentWrong}</ErrorText>}
    </>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Select = styled(FieldInput)`
  cursor: pointer;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
