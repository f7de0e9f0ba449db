import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '@/shared/ui/Button';
import { LIST_RETRY_LABEL, ListState } from '@/shared/ui/ListState';
import { Money } from '@/shared/ui/Money';
import { londonWallClock } from '@/shared/lib/london';
import { GROUP_TITLES } from '../rules';
import {
  selectAccountDetails,
  selectAccountGroups,
  selectAccountsError,
  selectAccountsFetchedAt,
  selectAccountsRefresh,
  selectAccountsStatus,
  selectGroupTotals,
  type WithAccounts,
} from '../selectors';
import { accountDetailsRequested, accountsRefreshRetried, accountsRequested } from '../slice';
import { useFreshAccounts } from '../useFreshAccounts';
import type { Account } from '../types';
import { AccountDetail } from './AccountDetail';
import { MaskedNumber } from '@/shared/ui/MaskedNumber';
import { CardList, SurfaceCard } from '@/shared/ui/SurfaceCard';

export const OVERVIEW_TEXT = {
  title: 'My accounts',
  noAccounts: 'There are no accounts that can be viewed.',
  details: 'Details',
  total: 'Total',
  balance: 'Balance',
  available: 'Available balance',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  notUpdated: 'We could not update your balances just now.',
  shownFrom: (time: string) => `The figures below are from ${time}.`,
} as const;

export interface EntityOption {
  id: string;
  name: string;
}

export interface AccountsOverviewProps {
  /** The active entity (customer number); undefined for 'All Accounts'. */
  entityId?: string;
  /** The user's entities: with several, each account under 'All Accounts' says whose it is. */
  entities: readonly EntityOption[];
  /** The user's permitted functions, for the actions each account offers. */
  permitted?: readonly string[];
  /** What the app adds to an opened account's panel (its latest transactions). */
  detailExtra?: (account: Account) => ReactNode;
}

/** '609303' → '60-93-03' (SPEC.md section 9). */
export function formatSortCode(sortCode: string): string {
  const digits = sortCode.replace(/\D/g, '');
  return digits.length === 6 ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : sortCode;
}

function AccountRow({ account, entityName, permitted, detailExtra }: { account: Account; entityName?: string; permitted?: readonly string[]; detailExtra?: AccountsOverviewProps['detailExtra'] }) {
  const dispatch = useDispatch();
  const details = useSelector((state: WithAccounts) => selectAccountDetails(state, account.id));
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();

  const toggle = () => {
    // The details load when first opened; a failure is retried from the panel.
    if (!open && !details) dispatch(accountDetailsRequested({ accountId: account.id }));
    setOpen(!open);
  };

  return (
    <Row aria-labelledby={titleId}>
      <RowHead>
        <div>
          <AccountTitle id={titleId}>{account.title}</AccountTitle>
          <Meta>
            {account.typeTitle}
            {account.statusText && (
              <>
                {' · '}
                <StatusText>{account.statusText}</StatusText>
              </>
            )}
            {entityName && <> · {entityName}</>}
          </Meta>
          <Meta>
            {OVERVIEW_TEXT.sortCode} {formatSortCode(account.sortCode)} · {OVERVIEW_TEXT.accountNumber} <MaskedNumber number={account.accountNumber} keepWhole />
          </Meta>
        </div>
        <Balances>
          <div>
            <dt>{OVERVIEW_TEXT.balance}</dt>
            <dd>
              <Money amount={account.balance.amount} currency={account.balance.currency} />
            </dd>
          </div>
          <div>
            <dt>{OVERVIEW_TEXT.available}</dt>
            <dd>
              <Money amount={account.availableBalance.amount} currency={account.availableBalance.currency} />
            </dd>
          </div>
        </Balances>
        <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={panelId} aria-describedby={titleId} onClick={toggle}>
          {OVERVIEW_TEXT.details}
        </Button>
      </RowHead>
      <div id={panelId} hidden={!open}>
        {open && <AccountDetail account={account} permitted={permitted} extra={detailExtra?.(account)} />}
      </div>
    </Row>
  );
}

/**
 * Whose an account is, under 'All Accounts': the entity its party number names, else the bank's own name for
 * the party (a stock OBDX masks party numbers, so none matches an entity, but it sends partyName).
 */
function ownerName(account: Account, entityNames: ReadonlyMap<string, string>): string | undefined {
  return entityNames.get(account.customerId) ?? (account.partyName || undefined);
}

/**
 * /accounts: the user's accounts by group (current, racing, deposit, lending; only those held),
 * each group with its totals per currency: what the bank answered for the active entity (the app passes
 * it in, feature isolation); with 'All Accounts' and several entities, each row names its entity.
 */
export function AccountsOverview({ entityId, entities, permitted, detailExtra }: AccountsOverviewProps) {
  const dispatch = useDispatch();
  // The list comes in as a low-priority render: in slices the browser can interrupt, not one long task
  // on a slow phone when the accounts arrive or another entity is chosen (issue 13).
  const status = useDeferredValue(useSelector(selectAccountsStatus));
  const error = useDeferredValue(useSelector(selectAccountsError));
  const groups = useDeferredValue(useSelector(selectAccountGroups));
  const totals = useDeferredValue(useSelector(selectGroupTotals));
  const refresh = useSelector(selectAccountsRefresh);
  const fetchedAt = useSelector(selectAccountsFetchedAt);
  useFreshAccounts();
  const showEntity = entityId === undefined && entities.length > 1;
  const entityNames = new Map(entities.map((entity) => [entity.id, entity.name]));

  let body;
  if (status === 'failed') {
    body = <ListState state="error" code={error?.code ?? error?.status} onRetry={() => dispatch(accountsRequested())} />;
  } else if (status !== 'succeeded') {
    body = <ListState state="loading" />;
  } else if (groups.length === 0) {
    body = <ListState state="empty" message={OVERVIEW_TEXT.noAccounts} />;
  } else {
    body = groups.map((view) => {
      const headingId = `accounts-group-${view.group}`;
      const groupTotals = totals.find((t) => t.group === view.group)?.totals ?? [];
      return (
        <Group key={view.group} aria-labelledby={headingId}>
          <GroupHead>
            <h2 id={headingId}>{GROUP_TITLES[view.group]}</h2>
            <Totals aria-label={`${GROUP_TITLES[view.group]} ${OVERVIEW_TEXT.total.toLowerCase()}`}>
              <dt>{OVERVIEW_TEXT.total}</dt>
              {groupTotals.map((total) => (
                <dd key={total.currency}>
                  <Money amount={total.amount} currency={total.currency} />
                </dd>
              ))}
            </Totals>
          </GroupHead>
          <Rows>
            {view.accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                entityName={showEntity ? ownerName(account, entityNames) : undefined}
                permitted={permitted}
                detailExtra={detailExtra}
              />
            ))}
          </Rows>
        </Group>
      );
    });
  }

  return (
    <Page>
      <h1>{OVERVIEW_TEXT.title}</h1>
      {status === 'succeeded' && refresh.status === 'failed' && <NotUpdated fetchedAt={fetchedAt} onRetry={() => dispatch(accountsRefreshRetried())} />}
      {body}
    </Page>
  );
}

/** A refresh failed: the figures stay on screen, with when they are from and a way to ask again. */
function NotUpdated({ fetchedAt, onRetry }: { fetchedAt?: number; onRetry: () => void }) {
  const clock = fetchedAt === undefined ? undefined : londonWallClock(new Date(fetchedAt));
  return (
    <Note role="status">
      <p>
        {OVERVIEW_TEXT.notUpdated}
        {clock && <> {OVERVIEW_TEXT.shownFrom(`${clock.hour}:${clock.minute}`)}</>}
      </p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {LIST_RETRY_LABEL}
      </Button>
    </Note>
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
  }
`;

const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-weight: 600;
  dd {
    margin: 0;
  }
`;

const Rows = styled(CardList)`
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = SurfaceCard;

/**
 * Title, balances, button. From 600 px a grid whose balance columns have one width on every row, so the
 * figures (right-aligned, tabular) line up down the page like a statement's; narrower, they wrap.
 */
const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: ${({ theme }) => theme.breakpoints.small + 1}px) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
  }
`;

const AccountTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  /* The bank's name for the account may be one long word: it wraps rather than widen the page (WCAG 1.4.10). */
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A closed or dormant account says so where its type is read, in words, not only a colour. */
const StatusText = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

const Balances = styled.dl`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  text-align: right;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    white-space: nowrap;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.small + 1}px) {
    display: grid;
    /* Wide enough for £9,999,999.99 at 600 weight, in rem so it grows with the text. */
    grid-template-columns: repeat(2, 9.5rem);
  }
`;

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;
