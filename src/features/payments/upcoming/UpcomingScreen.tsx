import { useEffect, useId, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardList } from '../components/CardList';
import { formatShortDate } from '@/shared/lib/dates';
import { accountNumberText } from '@/shared/lib/maskedNumber';
import { Button } from '@/shared/ui/Button';
import { ConfirmModal } from '@/shared/ui/ConfirmModal';
import { InlineSelect } from '@/shared/ui/FilterControls';
import { ListState } from '@/shared/ui/ListState';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { Money } from '@/shared/ui/Money';
import type { PaymentAccount } from '../paymentForm';
import { remainingInstalments } from './instalments';
import { canEditInstruction } from './instructionEdit';
import type { Instruction, InstructionCode } from './types';
import { cancelRequested, selectUpcoming, upcomingRequested, type WithUpcoming } from './upcomingSlice';
import { ROUTES } from '@/shared/routes/routeTable';

export const UPCOMING_TITLE = 'Standing orders & direct debits';
export const CODE_TITLES: Readonly<Record<InstructionCode, string>> = { SI: 'Standing order', DD: 'Direct debit', FD: 'Future payment' };
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'SI', label: 'Standing orders' },
  { value: 'DD', label: 'Direct debits' },
  { value: 'FD', label: 'Future payments' },
] as const;

const date = (day: string | null) => (day ? formatShortDate(day) : '–');

function paymentsLeft(item: Instruction): string {
  const left = remainingInstalments(item.nextPaymentDate, item.endDate, item.repeat);
  return left === null ? 'Until further notice' : String(left);
}

/** What each kind shows (SPEC.md section 3): recipient, amount and dates; DDs their originator and last collection. */
function Details({ item, accountTitle }: { item: Instruction; accountTitle: string }) {
  const rows: [string, ReactNode][] =
    item.code === 'DD'
      ? [
          ['Mandate reference', item.dealId ?? '–'],
          ['Last payment', item.lastPaymentDate ? date(item.lastPaymentDate) : '–'],
        ]
      : [
          ['Reference', item.reference || '–'],
          [item.code === 'FD' ? 'Payment date' : 'Next payment', date(item.nextPaymentDate ?? item.startDate)],
          ...(item.code === 'SI'
            ? ([
                ['To account', item.toAccountNumber ? <MaskedNumber number={item.toAccountNumber} /> : '–'],
                ['How often', item.frequency || '–'],
                ['Ends', item.endDate ? date(item.endDate) : 'Further notice'],
                ['Payments left', paymentsLeft(item)],
              ] as [string, ReactNode][])
            : []),
        ];
  return (
    <dl>
      {[['From', accountTitle] as [string, ReactNode], ...rows].map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /payments/upcoming: standing orders, direct debits and future payments, filtered by kind and account;
 * each active one can be cancelled after a confirmation (and the passcode when the bank asks).
 */
export function UpcomingScreen({ accounts }: { accounts: readonly PaymentAccount[] }) {
  const dispatch = useDispatch();
  const upcoming = useSelector((state: WithUpcoming) => selectUpcoming(state));
  const [kind, setKind] = useState<'all' | InstructionCode>('all');
  const [account, setAccount] = useState('');
  const [confirming, setConfirming] = useState<Instruction>();
  const kindId = useId();
  const accountId = useId();
  useEffect(() => {
    dispatch(upcomingRequested());
  }, [dispatch]);

  const title = (id: string) => accounts.find((a) => a.accountId === id || a.id === id)?.title ?? id;
  const mine = upcoming.items.filter((i) => accounts.some((a) => a.accountId === i.fromAccountId || a.id === i.fromAccountId));
  const shown = mine.filter((i) => (kind === 'all' || i.code === kind) && (!account || i.fromAccountId === account));

  return (
    <>
      <h1>{UPCOMING_TITLE}</h1>
      <Filters>
        <label htmlFor={kindId}>Show</label>
        <InlineSelect as="select" id={kindId} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </InlineSelect>
        <label htmlFor={accountId}>From account</label>
        <InlineSelect as="select" id={accountId} value={account} onChange={(e) => setAccount(e.target.value)}>
          <option value="">All accounts</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.accountId}>
              {a.title} ({accountNumberText(a.accountNumber)})
            </option>
          ))}
        </InlineSelect>
      </Filters>
      {upcoming.status === 'loading' || upcoming.status === 'idle' ? (
        <ListState state="loading" />
      ) : upcoming.status === 'failed' ? (
        <ListState state="error" code={upcoming.error?.code ?? upcoming.error?.status} onRetry={() => dispatch(upcomingRequested())} />
      ) : shown.length === 0 ? (
        <ListState state={mine.length ? 'noResultsFilter' : 'completelyEmpty'} message={mine.length ? undefined : 'You have no standing orders, direct debits or future payments.'} />
      ) : (
        <List aria-label="Upcoming payments">
          {shown.map((item) => (
            <Item key={`${item.code}-${item.id}`} aria-labelledby={`upcoming-${item.id}`}>
              <Head>
                <h2 id={`upcoming-${item.id}`}>
                  {item.recipientName} <Kind>{CODE_TITLES[item.code]}</Kind>
                </h2>
                <Money amount={item.amount.amount} currency={item.amount.currency} />
              </Head>
              <Details item={item} accountTitle={title(item.fromAccountId)} />
              {item.statusCode === 'C' ? (
                <Cancelled>Cancelled</Cancelled>
              ) : (
                <Actions>
                {canEditInstruction(item) && (
                  <Link to={ROUTES.editUpcoming.href({ id: item.id })} aria-label={`Change ${CODE_TITLES[item.code].toLowerCase()} to ${item.recipientName}`}>
                    Change
                  </Link>
                )}
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={upcoming.cancel.status === 'cancelling'}
                  aria-label={`Cancel ${CODE_TITLES[item.code].toLowerCase()} to ${item.recipientName}`}
                  onClick={() => setConfirming(item)}
                >
                  {upcoming.cancel.status === 'cancelling' && upcoming.cancel.id === item.id ? 'Cancelling…' : 'Cancel'}
                </Button>
                </Actions>
              )}
              {upcoming.cancel.status === 'failed' && upcoming.cancel.id === item.id && upcoming.cancel.error && <Failure role="alert">{upcoming.cancel.error.message}</Failure>}
            </Item>
          ))}
        </List>
      )}
      {confirming && (
        <ConfirmModal
          title={`Cancel this ${CODE_TITLES[confirming.code].toLowerCase()}?`}
          confirmLabel={`Yes, cancel it`}
          cancelLabel="Keep it"
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => {
            dispatch(cancelRequested({ id: confirming.id, code: confirming.code }));
            setConfirming(undefined);
          }}
        >
          <p>
            {confirming.recipientName}, <Money amount={confirming.amount.amount} currency={confirming.amount.currency} />. No further payments will be made.
          </p>
        </ConfirmModal>
      )}
    </>
  );
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const List = CardList;

const Item = Card;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Kind = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Cancelled = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
