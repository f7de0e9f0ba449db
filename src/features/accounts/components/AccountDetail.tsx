import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { ListState } from '@/shared/ui/ListState';
import { Link } from '@/shared/ui/Link';
import { Money } from '@/shared/ui/Money';
import { londonDisplayDate, ROLLOVER_TITLES } from '../rules';
import { selectAccountById, selectAccountDetails, type WithAccounts } from '../selectors';
import { accountDetailsRequested } from '../slice';
import type { Account, CurrentAccountDetails, LoanDetails, Money as MoneyValue, PayoutInstruction, TermDepositDetails } from '../types';
import { accountNumberText } from '@/shared/lib/maskedNumber';
import { ROUTES } from '@/shared/routes/routeTable';

/** The actions an account offers, in order; each follows the account's flags (SPEC.md section 3). */
export const ACCOUNT_ACTION_LABELS = {
  transactions: 'Transactions',
  statements: 'Statements',
  pay: 'Pay from this account',
  transfer: 'Transfer',
} as const;

export const DETAIL_TEXT = {
  loading: 'Loading account details...',
  listLabel: 'Account details',
  actionsLabel: 'Account actions',
} as const;

export interface AccountAction {
  label: string;
  to: string;
}

/** Transactions always; statements unless disabled; paying and transferring out unless disabled or a lending account. */
/**
 * The account's actions follow its flags and, when given, the user's permitted functions
 * (SPEC.md section 6): statements need statements (loanStatements for lending), paying
 * needs payment, transferring needs transfer.
 */
export function accountActions(account: Account, permitted?: readonly string[]): AccountAction[] {
  const { id } = account;
  const may = (fn: string) => !permitted || permitted.includes(fn);
  const actions: AccountAction[] = [{ label: ACCOUNT_ACTION_LABELS.transactions, to: ROUTES.transactions.href({ id }) }];
  if (!account.statementsDisabled && may(account.group === 'lending' ? 'loanStatements' : 'statements')) {
    actions.push({ label: ACCOUNT_ACTION_LABELS.statements, to: ROUTES.statements.href({ id }) });
  }
  if (!account.transferOutDisabled && account.group !== 'lending') {
    if (may('payment')) actions.push({ label: ACCOUNT_ACTION_LABELS.pay, to: ROUTES.makePayment.href({ fromAccountId: id }) });
    if (may('transfer')) actions.push({ label: ACCOUNT_ACTION_LABELS.transfer, to: ROUTES.transferMoney.href({ id }) });
  }
  return actions;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '1 year, 6 months'; zero parts are left out ('0 days' when all are zero). */
export function durationText(duration: NonNullable<TermDepositDetails['duration']>): string {
  const parts = [
    duration.years ? plural(duration.years, 'year') : '',
    duration.months ? plural(duration.months, 'month') : '',
    duration.days ? plural(duration.days, 'day') : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : '0 days';
}

/** 'MONTHLY' → 'Monthly'. */
export function frequencyText(frequency: string): string {
  const words = frequency.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}

/** OBDX's loan frequency codes (OBDX_UI resources/nls/loan-details.js frequency) in words; another code reads as it came. */
const LOAN_FREQUENCIES: Readonly<Record<string, string>> = {
  SEMI_ANUALLY: 'Semi-annually',
  BI_MONTHLY: 'Bi-monthly',
  ONE_TIME_PAYMENT: 'One-time payment',
};

export function loanFrequencyText(code: string): string {
  return LOAN_FREQUENCIES[code] ?? frequencyText(code);
}

const rateText = (rate: number) => `${rate}%`;
const money = (value: MoneyValue) => <Money amount={value.amount} currency={value.currency} />;

type Row = [term: string, value: ReactNode];

/** The rows whose fact the bank sent: one it did not send is left out, not shown as zero or blank. */
function sent(rows: [term: string, value: ReactNode | undefined][]): Row[] {
  return rows.filter((row): row is Row => row[1] !== undefined && row[1] !== '');
}

const maybe = <T,>(value: T | undefined, show: (value: T) => ReactNode) => (value === undefined ? undefined : show(value));

function currentRows(details: CurrentAccountDetails): Row[] {
  const rows: Row[] = [
    ['Overdraft limit', money(details.overdraftLimit)],
    ['Opening date', details.openingDate],
    ['Account name', details.accountName],
  ];
  const lines = (key: string, address: string[]) => (
    <Address key={key}>
      {address.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Address>
  );
  if (details.address && details.address.length > 0) rows.push(['Address', lines('address', details.address)]);
  if (details.branchName) rows.push(['Branch', details.branchName]);
  if (details.branchAddress.length > 0) rows.push(['Branch address', lines('branch', details.branchAddress)]);
  return rows;
}

/** OBDX's payoutComponentType (OBDX_UI td-details.js amountType). */
const PAYOUT_PARTS: Readonly<Record<string, string>> = { P: 'Principal', I: 'Interest' };

function PayoutInstructionItem({ instruction }: { instruction: PayoutInstruction }) {
  const target = useSelector((state: WithAccounts) => (instruction.accountId ? selectAccountById(state, instruction.accountId) : undefined));
  // OBDX's option N: no instruction set.
  if (instruction.option === 'N') return <li>No instruction set</li>;
  const what = instruction.part ? (PAYOUT_PARTS[instruction.part] ?? instruction.part) : 'Payout';
  const share = instruction.percentage === undefined ? '' : `${instruction.percentage}% `;
  const where = target ? `${target.title} (${accountNumberText(target.accountNumber)})` : (instruction.accountText ?? 'another account');
  return (
    <li>
      {what}: {share}to {where}
    </li>
  );
}

function depositRows(details: TermDepositDetails): Row[] {
  const payouts = details.payoutInstructions;
  return sent([
    ['Product name', details.productName],
    ['Duration', maybe(details.duration, durationText)],
    ['Start date', londonDisplayDate(details.startDate)],
    ['Maturity date', londonDisplayDate(details.maturityDate)],
    ['Interest rate', maybe(details.interestRate, rateText)],
    ['Original amount', maybe(details.originalAmount, money)],
    ['Maturity amount', maybe(details.maturityAmount, money)],
    [
      'Payout instructions',
      payouts &&
        (payouts.length ? (
          <PlainList key="payout">
            {payouts.map((instruction, index) => (
              <PayoutInstructionItem key={`${instruction.part ?? ''}-${index}`} instruction={instruction} />
            ))}
          </PlainList>
        ) : (
          'None'
        )),
    ],
    ['At maturity', maybe(details.rollOverType, (type) => ROLLOVER_TITLES[type])],
  ]);
}

function loanRows(details: LoanDetails): Row[] {
  return sent([
    ['Start date', londonDisplayDate(details.startDate)],
    ['Maturity date', londonDisplayDate(details.maturityDate)],
    ['Next payment date', londonDisplayDate(details.nextDate)],
    ['Next payment amount', maybe(details.nextAmount, money)],
    ['Loan amount', maybe(details.loanAmount, money)],
    ['Outstanding amount', maybe(details.outstandingAmount, money)],
    ['Amount paid', maybe(details.amountPaid, money)],
    ['Principal balance', maybe(details.principalBalance, money)],
    ['Instalment arrears', maybe(details.instalmentArrears, money)],
    ['Interest rate', maybe(details.interestRate, rateText)],
    ['Penalty', maybe(details.penalty, money)],
    ['Principal repayment frequency', maybe(details.principalFrequency, loanFrequencyText)],
    ['Interest repayment frequency', maybe(details.interestFrequency, loanFrequencyText)],
    ['Remaining instalments', maybe(details.remainingInstalments, String)],
  ]);
}

export interface AccountDetailProps {
  account: Account;
  /** The user's permitted functions; without them, actions follow the flags only. */
  permitted?: readonly string[];
  /** Shown under the details (the app adds the account's latest transactions). */
  extra?: ReactNode;
}

/**
 * One account's details (SPEC.md section 3 "Current account details", "Term deposit", "Loan
 * details") as a description list, with the actions its flags allow. The caller asks for the
 * details (accountDetailsRequested); this shows what the store holds and retries a failure.
 */
export function AccountDetail({ account, permitted, extra }: AccountDetailProps) {
  const dispatch = useDispatch();
  const entry = useSelector((state: WithAccounts) => selectAccountDetails(state, account.id));
  const data = entry?.data;

  let body: ReactNode;
  if (entry?.status === 'failed' && !data) {
 body = <ListState state="error" code={entry.error?.code ?? entry.error?.status} onRetry={() => dispatch(accountDetailsRequested({ accountId: account.id }))} />;
  } else if (!data) {
    body = <ListState state="loading" message={DETAIL_TEXT.loading} />;
  } else {
    const rows = data.module === 'loan' ? loanRows(data.loan) : data.module === 'deposit' ? depositRows(data.deposit) : currentRows(data.current);
    body = (
      <List aria-label={`${DETAIL_TEXT.listLabel}: ${account.title}`}>
        {rows.map(([term, value]) => (
          <Pair key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Pair>
        ))}
      </List>
    );
  }

  return (
    <Wrapper>
      {body}
      {extra}
      <nav aria-label={`${DETAIL_TEXT.actionsLabel}: ${account.title}`}>
        <Actions>
          {accountActions(account, permitted).map((action) => (
            <li key={action.label}>
              <Link to={action.to}>{action.label}</Link>
            </li>
          ))}
        </Actions>
      </nav>
      <Link to={ROUTES.enquiry.href({}, { accountId: account.id })}>Send an enquiry about {account.title}</Link>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0 0;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
`;

const Pair = styled.div`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Address = styled.span`
  display: flex;
  flex-direction: column;
`;

const PlainList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
