import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import createSagaMiddleware from 'redux-saga';
import { ACC, accountIdOf, DEMO_LOGINS, PARTY } from '@mocks/digx/bank/seed';
import { server } from '@mocks/digx/node';
import { bank, injectFault } from '@mocks/digx/testing';
import { parseDecoded } from '@/shared/api/decodeEntities';
import { createDigxClient, type DigxClient } from '@/shared/api/digxClient';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { postLogin } from '@/shared/api/postLogin';
import { DIGX_CONTEXT } from '@/shared/challenge/callDigx';
import { entitySwitched, sessionEnded, sessionStarted } from '@/shared/events';
import { recordRequests } from '../../testing/recordRequests';
import depositSample from './fixtures/obdx-deposit-list.json';
import type { AccountWire } from './mapAccount';
import { ACCOUNT_NAME_MESSAGE } from './rules';
import { accountsSaga } from './sagas';
import { selectAccountById, selectAccountDetails, selectAccountsErrorLines, selectAllAccounts } from './selectors';
import { accountDetailsRequested, accountMoveRequested, accountRenameSubmitted, accountsLoaded, accountsRequested, accountsSlice } from './slice';

/** A real store with this feature's slice and saga, a real client and the fake bank. */
function accountsStore(client: DigxClient) {
  const sagaMiddleware = createSagaMiddleware({ context: { [DIGX_CONTEXT]: client } });
  const store = configureStore({
    reducer: { accounts: accountsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(accountsSaga);
  return Object.assign(store, { client });
}

type Store = ReturnType<typeof accountsStore>;

async function loggedInStore(userId: keyof typeof DEMO_LOGINS = 'RETAIL1'): Promise<Store> {
  const client = createDigxClient();
  await postLogin(client, userId, DEMO_LOGINS[userId]);
  return accountsStore(client);
}

async function withAccounts(userId: keyof typeof DEMO_LOGINS = 'RETAIL1'): Promise<Store> {
  const store = await loggedInStore(userId);
  store.dispatch(sessionStarted({ permittedFunctions: [] }));
  await waitFor(() => expect(store.getState().accounts.status).toBe('succeeded'));
  return store;
}

const id = (number: string) => accountIdOf(number).value;
/** The client decodes OBDX's HTML entities before any mapper sees an answer. */
const real = <T>(sample: T) => parseDecoded(JSON.stringify(sample)) as T & { accounts: AccountWire[] };
const record = (number: string) => bank.state.accounts[id(number)].internal;
const account = (store: Store, number: string) => selectAccountById(store.getState(), id(number));

describe('loading the accounts', () => {
  it('loads every account once the session starts, mapped and in display order', async () => {
    const store = await loggedInStore();
    store.dispatch(sessionStarted({ permittedFunctions: [] }));
    expect(store.getState().accounts.status).toBe('loading');
    await waitFor(() => expect(store.getState().accounts.status).toBe('succeeded'));
    const accounts = selectAllAccounts(store.getState());
    expect(accounts.map((a) => [a.accountNumber, a.type, a.title])).toEqual([
      [ACC.everyday, 'CA', 'Everyday'],
      [ACC.household, 'CA', 'Household'],
      [ACC.consultancy, 'CA', 'Private Current Account'],
      [ACC.dollars, 'CA', 'US Dollar Current Account'],
      [ACC.instant, 'IA', 'Rainy day'],
      [ACC.notice, 'NT', '95 Day Notice Account'],
      [ACC.bond, 'TD', '1 Year Fixed Rate Bond'],
      [ACC.loan, 'LN', 'Personal Loan'],
      [ACC.mortgage, 'MO', 'Home'],
    ]);
    expect(account(store, ACC.everyday)).toMatchObject({
      customerId: '100452',
      sortCode: '609303',
      group: 'current',
      order: 1,
      hasChequeBooks: true,
      hasPayInBooks: true,
      hasChequeStatus: true,
      openingDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      details: { startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(account(store, ACC.consultancy)?.sortCode).toBe('609311');
    expect(account(store, ACC.dollars)).toMatchObject({ isInternational: true, currency: 'USD' });
    expect(account(store, ACC.notice)?.transferOutDisabled).toBe(true);
    expect(account(store, ACC.mortgage)).toMatchObject({ group: 'lending', statementsDisabled: true, hasStatements: false });
  });

  it('keeps the code of a failed load for the list, and loads again on request', async () => {
    injectFault('v1/accounts', { kind: 'code', code: DIGX_CODES.accessDenied }, { times: 1 });
    const store = await loggedInStore();
    store.dispatch(sessionStarted({ permittedFunctions: [] }));
    await waitFor(() => expect(store.getState().accounts.status).toBe('failed'));
    expect(selectAccountsErrorLines(store.getState())).toEqual(['Error: Could not load results', `Error Code: ${DIGX_CODES.accessDenied}`]);
    store.dispatch(accountsRequested());
    await waitFor(() => expect(store.getState().accounts.status).toBe('succeeded'));
    expect(selectAllAccounts(store.getState())).toHaveLength(9);
  });

  it('fails as an expired session without one', async () => {
    const store = accountsStore(createDigxClient());
    store.dispatch(accountsRequested());
    await waitFor(() => expect(store.getState().accounts.status).toBe('failed'));
    expect(store.getState().accounts.error).toMatchObject({ kind: 'sessionExpired', status: 401 });
  });

  it('drops an answer that arrives after the session ended', async () => {
    injectFault('v1/accounts', { kind: 'latency', ms: 300 }, { times: 1 });
    const store = await loggedInStore();
    store.dispatch(sessionStarted({ permittedFunctions: [] }));
    store.dispatch(sessionEnded({ reason: 'loggedOut' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(store.getState().accounts).toMatchObject({ status: 'idle', ids: [] });
  });
});

describe('entity switching', () => {
  /** As the entity saga does it: X-Target-Unit first, then the shared event. */
  const switchTo = (store: Store, entityId: string | undefined) => {
    store.client.setTargetUnit(entityId);
    store.dispatch(entitySwitched({ entityId }));
  };
  const numbers = (store: Store) => selectAllAccounts(store.getState()).map((a) => a.accountNumber);

  it('asks the bank again for the chosen entity (X-Target-Unit), showing none of the last list while it answers', async () => {
    const store = await withAccounts('CORP1');
    expect(numbers(store)).toHaveLength(6);
    const log = recordRequests();
    switchTo(store, PARTY.holdings);
    expect(store.getState().accounts.status).toBe('loading');
    expect(numbers(store)).toEqual([]);
    await waitFor(() => expect(store.getState().accounts.status).toBe('succeeded'));
    expect(numbers(store)).toEqual([ACC.holdingsCurrent, ACC.holdingsEuro]);
    const [asked] = await log.to('v1/accounts', 'GET');
    expect(asked.headers.get('X-Target-Unit')).toBe(PARTY.holdings);

    // 'All Accounts' is no target unit: the bank answers every entity's accounts.
    switchTo(store, undefined);
    await waitFor(() => expect(numbers(store)).toHaveLength(6));
    const [, all] = await log.to('v1/accounts', 'GET');
    expect(all.headers.get('X-Target-Unit')).toBeNull();
  });

  it("shows what the bank answers for the entity, whatever party numbers it sends: OBDX masks them", async () => {
    const store = await withAccounts('CORP1');
    // A stock OBDX's answer: masked party ids, no party number beside them (fixtures/obdx-*.json).
    server.use(http.get('*/digx/v1/accounts', () => HttpResponse.json({ accounts: real(depositSample).accounts })));
    switchTo(store, PARTY.holdings);
    await waitFor(() => expect(store.getState().accounts.status).toBe('succeeded'));
    expect(numbers(store)).toEqual(['xxxxxxxxxxxx1213', 'xxxxxxxxxxxx1224']);
  });

  it('keeps only the list of the entity chosen last when the customer switches again before the bank answers', async () => {
    const store = await withAccounts('CORP1');
    injectFault('v1/accounts', { kind: 'latency', ms: 300 }, { times: 1 });
    switchTo(store, PARTY.holdings);
    switchTo(store, PARTY.bloodstock);
    await waitFor(() => expect(store.getState().accounts.status).toBe('succeeded'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(selectAllAccounts(store.getState()).every((a) => a.customerId === PARTY.bloodstock)).toBe(true);
    expect(store.getState().accounts.targetEntity).toBe(PARTY.bloodstock);
  });

  it("drops an answer for an entity no longer chosen (a list the saga could not cancel)", () => {
    const switched = accountsSlice.reducer(undefined, entitySwitched({ entityId: PARTY.bloodstock }));
    const late = accountsSlice.reducer(switched, accountsLoaded([], PARTY.holdings));
    expect(late.status).toBe('loading');
    expect(accountsSlice.reducer(switched, accountsLoaded([], PARTY.bloodstock)).status).toBe('succeeded');
  });
});

describe('renaming', () => {
  it('saves the trimmed name at the bank and shows it as the title; an empty name brings back the account name', async () => {
    const store = await withAccounts();
    store.dispatch(accountRenameSubmitted({ accountId: id(ACC.consultancy), nickname: '  Consulting 2 ' }));
    await waitFor(() => expect(store.getState().accounts.save.status).toBe('saved'));
    expect(account(store, ACC.consultancy)).toMatchObject({ nickname: 'Consulting 2', title: 'Consulting 2' });
    expect(record(ACC.consultancy)).toMatchObject({ nickname: 'Consulting 2', order: 3 });

    store.dispatch(accountRenameSubmitted({ accountId: id(ACC.consultancy), nickname: '' }));
    await waitFor(() => expect(account(store, ACC.consultancy)?.title).toBe('Private Current Account'));
    expect(record(ACC.consultancy).nickname).toBeNull();
  });

  it('refuses a bad name without calling the bank', async () => {
    const store = await withAccounts();
    const log = recordRequests();
    store.dispatch(accountRenameSubmitted({ accountId: id(ACC.everyday), nickname: 'Bills & rent' }));
    expect(store.getState().accounts.save).toMatchObject({ status: 'failed', kind: 'rename', error: { message: ACCOUNT_NAME_MESSAGE } });
    expect(await log.to('cz/v1/accountNickname')).toHaveLength(0);
    expect(account(store, ACC.everyday)?.title).toBe('Everyday');
  });

  it('keeps the old name when the bank refuses, with the mapped reason', async () => {
    injectFault('cz/v1/accountNickname', { kind: 'code', code: DIGX_CODES.nicknameOrReferenceLength }, { times: 1 });
    const store = await withAccounts();
    store.dispatch(accountRenameSubmitted({ accountId: id(ACC.everyday), nickname: 'Bills' }));
    await waitFor(() => expect(store.getState().accounts.save.status).toBe('failed'));
    expect(store.getState().accounts.save.error).toMatchObject({ meaning: 'nicknameOrReferenceLength' });
    expect(account(store, ACC.everyday)?.title).toBe('Everyday');
  });

  it('sends a double-clicked rename once', async () => {
    const store = await withAccounts();
    const log = recordRequests();
    store.dispatch(accountRenameSubmitted({ accountId: id(ACC.everyday), nickname: 'Bills' }));
    store.dispatch(accountRenameSubmitted({ accountId: id(ACC.everyday), nickname: 'Bills' }));
    await waitFor(() => expect(store.getState().accounts.save.status).toBe('saved'));
    expect(await log.to('cz/v1/accountNickname', 'POST')).toHaveLength(1);
  });
});

describe('reordering (SPEC.md section 4)', () => {
  it('swaps with the neighbour in the same group and entity, at the bank and in the list', async () => {
    const store = await withAccounts('CORP1');
    // Stables: racing (1), current (2); holdings: current (3), euro (4); bloodstock: racing (5), current (6).
    store.dispatch(accountMoveRequested({ accountId: id(ACC.holdingsEuro), direction: 'up' }));
    await waitFor(() => expect(store.getState().accounts.save.status).toBe('saved'));
    expect([record(ACC.holdingsEuro).order, record(ACC.holdingsCurrent).order]).toEqual([3, 4]);
    expect(selectAllAccounts(store.getState()).map((a) => a.accountNumber)).toEqual([
      ACC.stablesRacing,
      ACC.stablesCurrent,
      ACC.holdingsEuro,
      ACC.holdingsCurrent,
      ACC.bloodstockRacing,
      ACC.bloodstockCurrent,
    ]);
    expect(account(store, ACC.holdingsEuro)?.nickname).toBeNull();
    expect(record(ACC.holdingsCurrent).nickname).toBe('Holdings');
  });

  it('sends nothing when there is no neighbour that way', async () => {
    const store = await withAccounts('CORP1');
    const log = recordRequests();
    // The stables' current account is the only current account of its entity.
    store.dispatch(accountMoveRequested({ accountId: id(ACC.stablesCurrent), direction: 'down' }));
    store.dispatch(accountMoveRequested({ accountId: id(ACC.stablesRacing), direction: 'up' }));
    expect(await log.to('cz/v1/accountNickname')).toHaveLength(0);
    expect(store.getState().accounts.save.status).toBe('idle');
  });
});

describe('details', () => {
  const detailsOf = async (store: Store, number: string) => {
    store.dispatch(accountDetailsRequested({ accountId: id(number) }));
    await waitFor(() => expect(selectAccountDetails(store.getState(), id(number))?.status).toMatch(/succeeded|failed/));
    return selectAccountDetails(store.getState(), id(number));
  };

  it.each([
    [ACC.everyday, { module: 'demandDeposit', current: { overdraftLimit: { currency: 'GBP', amount: 10000 }, accountName: 'Alexander James Pemberton', branchName: 'Private Bank - London' } }],
    [ACC.mortgage, { module: 'loan', loan: { loanAmount: { currency: 'GBP', amount: 850000 }, principalFrequency: 'Monthly', nextDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } }],
    [ACC.bond, { module: 'deposit', deposit: { originalAmount: { currency: 'GBP', amount: 250000 }, duration: { years: 1, months: 0, days: 0 }, rollOverType: 'A', payoutInstructions: [{ option: 'O', part: 'P', percentage: 100, accountId: id(ACC.instant) }, { option: 'O', part: 'I', percentage: 100, accountId: id(ACC.instant) }] } }],
  ])('loads the details of %s from its own resource', async (number, data) => {
    const store = await withAccounts();
    expect(await detailsOf(store, number)).toMatchObject({ status: 'succeeded', data });
  });

  it('waits for the list when asked before it arrives, and fails for an account the user does not hold', async () => {
    const store = await loggedInStore();
    store.dispatch(sessionStarted({ permittedFunctions: [] }));
    expect(await detailsOf(store, ACC.instant)).toMatchObject({ status: 'succeeded', data: { module: 'demandDeposit' } });
    expect(await detailsOf(store, ACC.stablesRacing)).toMatchObject({ status: 'failed', error: { meaning: 'accountDetailsNotFound' } });
  });
});
