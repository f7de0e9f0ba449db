import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator, Task } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { errorDetails } from '@/shared/api/errorDetails';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { entitySwitched, moneyMoved, sessionStarted } from '@/shared/events';
import { putOutcome } from '@/shared/sagas/putOutcome';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { untilSessionEnds } from '@/shared/sagas/untilSessionEnds';
import { fetchAccountDetails, fetchAccounts, postAccountNicknames } from './api';
import { accountsPlan, isStale, type AccountsPlan, type AccountsTrigger } from './freshness';
import { nicknameToSave, reorderSwap, validateAccountName } from './rules';
import { selectAccountById, selectAccountsFetchedAt, selectAccountsStatus, selectAllAccounts, selectTargetEntity } from './selectors';
import {
  accountDetailsFailed,
  accountDetailsLoaded,
  accountDetailsRequested,
  accountMoveRequested,
  accountRenamed,
  accountRenameSubmitted,
  accountSaveFailed,
  accountSaveStarted,
  accountsListOpened,
  accountsLoaded,
  accountsLoadFailed,
  accountsRefreshFailed,
  accountsRefreshRetried,
  accountsRefreshStarted,
  accountsReordered,
  accountsRequested,
} from './slice';
import type { Account } from './types';

/**
 * The accounts of the active entity (X-Target-Unit; every entity's under 'All Accounts'), once the session
 * starts, again on accountsRequested (the list's retry), and again on every entity switch: OBDX masks party
 * ids in its lists, so the bank, not the app, says which accounts an entity holds (as OBDX's own client does).
 * The answer is marked with the entity it was asked under, so the slice can drop one that comes too late.
 */
function* loadAccounts(): SagaIterator {
  const loadedUnder: string | undefined = yield select(selectTargetEntity);
  yield* putOutcome(call(fetchAccounts), (accounts: Account[]) => accountsLoaded(accounts, loadedUnder, Date.now()), accountsLoadFailed);
}

/** The same call behind a list on screen: the list stays, and a failure only says the figures could not be updated. */
function* refreshAccounts(): SagaIterator {
  yield put(accountsRefreshStarted());
  const loadedUnder: string | undefined = yield select(selectTargetEntity);
  yield* putOutcome(call(fetchAccounts), (accounts: Account[]) => accountsLoaded(accounts, loadedUnder, Date.now()), accountsRefreshFailed);
}

const TRIGGERS: Readonly<Record<string, AccountsTrigger>> = {
  [sessionStarted.type]: 'sessionStarted',
  [accountsRequested.type]: 'retry',
  [entitySwitched.type]: 'entitySwitched',
  [moneyMoved.type]: 'moneyMoved',
  [accountsListOpened.type]: 'opened',
  [accountsRefreshRetried.type]: 'refreshRetry',
};

/**
 * Every read of the list, one at a time: freshness.ts's accountsPlan says whether a trigger loads, refreshes or
 * leaves the list, and a newer read replaces one on its way (a switch while a list comes cancels it, so only the
 * chosen entity's list arrives; a money movement during a refresh asks again, since the refresh may predate it).
 */
function* watchAccountsList(): SagaIterator {
  let running: { task: Task; plan: AccountsPlan } | undefined;
  for (;;) {
    const action: Action = yield take(Object.keys(TRIGGERS));
    const status: LoadStatus = yield select(selectAccountsStatus);
    const fetchedAt: number | undefined = yield select(selectAccountsFetchedAt);
    const plan = accountsPlan(TRIGGERS[action.type], {
      status,
      refreshing: running?.plan === 'refresh' && running.task.isRunning(),
      stale: isStale(fetchedAt, Date.now()),
    });
    if (plan === 'none') continue;
    if (running?.task.isRunning()) yield cancel(running.task);
    const task: Task = yield fork(untilSessionEnds(plan === 'load' ? loadAccounts : refreshAccounts), action);
    running = { task, plan };
  }
}

function* renameAccount({ payload }: ReturnType<typeof accountRenameSubmitted>): SagaIterator {
  const account: Account | undefined = yield select(selectAccountById, payload.accountId);
  if (!account) return;
  const name = payload.nickname.trim();
  // The form validates too; this keeps a bad name from ever reaching the bank.
  const invalid = validateAccountName(name);
  if (invalid) {
    yield put(accountSaveFailed({ kind: 'rename', accountId: account.id, error: { kind: 'business', message: invalid } }));
    return;
  }
  const nickname = nicknameToSave(name);
  yield put(accountSaveStarted({ kind: 'rename', accountId: account.id }));
  try {
    yield call(postAccountNicknames, [{ account, nickname, sequenceNumber: account.order }]);
  } catch (error) {
    yield put(accountSaveFailed({ kind: 'rename', accountId: account.id, error: errorDetails(error) }));
    return;
  }
  yield put(accountRenamed({ accountId: account.id, nickname }));
}

/** SPEC.md section 4: the account swaps places with its neighbour in the same group and entity. */
function* moveAccount({ payload }: ReturnType<typeof accountMoveRequested>): SagaIterator {
  const accounts: Account[] = yield select(selectAllAccounts);
  const swap = reorderSwap(accounts, payload.accountId, payload.direction);
  if (!swap) return;
  const byId = new Map(accounts.map((account) => [account.id, account]));
  yield put(accountSaveStarted({ kind: 'reorder', accountId: payload.accountId }));
  try {
    // Both accounts are sent with their names unchanged: the call saves a name and a place together.
    yield call(
      postAccountNicknames,
      swap.map(({ id, order }) => {
        const account = byId.get(id) as Account;
        return { account, nickname: account.nickname, sequenceNumber: order };
      }),
    );
  } catch (error) {
    yield put(accountSaveFailed({ kind: 'reorder', accountId: payload.accountId, error: errorDetails(error) }));
    return;
  }
  yield put(accountsReordered(swap));
}

/** A detail screen opened straight from its address may ask before the list has arrived: wait for it. */
function* accountWhenListed(accountId: string): SagaIterator<Account | undefined> {
  const status: string = yield select(selectAccountsStatus);
  if (status === 'loading') yield take([accountsLoaded.type, accountsLoadFailed.type]);
  const account: Account | undefined = yield select(selectAccountById, accountId);
  return account;
}

function* loadDetails({ payload }: ReturnType<typeof accountDetailsRequested>): SagaIterator {
  const account: Account | undefined = yield call(accountWhenListed, payload.accountId);
  if (!account) {
    const error = { kind: 'business' as const, code: DIGX_CODES.accountDetailsNotFound, meaning: 'accountDetailsNotFound' as const, message: MAPPED_MESSAGES.accountDetailsNotFound };
    yield put(accountDetailsFailed({ accountId: payload.accountId, error }));
    return;
  }
  yield* putOutcome(
    call(fetchAccountDetails, account),
    (details) => accountDetailsLoaded({ accountId: account.id, details }),
    (error) => accountDetailsFailed({ accountId: account.id, error }),
  );
}

export function* accountsSaga(): SagaIterator {
  // sessionStarted is the shared event the session feature puts once permissions are loaded; moneyMoved, the one
  // any feature puts once the bank has confirmed a money movement.
  yield fork(watchAccountsList);
  // Leading: a double click cannot send a rename or a move twice.
  yield takeLeading(accountRenameSubmitted.type, untilSessionEnds(renameAccount));
  yield takeLeading(accountMoveRequested.type, untilSessionEnds(moveAccount));
  yield takeEvery(accountDetailsRequested.type, untilSessionEnds(loadDetails));
}
