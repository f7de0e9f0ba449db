import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { DigxErrorDetails } from '@/shared/api/DigxError';
import { entitySwitched, sessionEnded, sessionStarted } from '@/shared/events';
import type { LoadStatus } from '@/shared/lib/loadStatus';
import { accountTitle, type MoveDirection } from './rules';
import type { Account, AccountDetails } from './types';

/**
 * The accounts the bank answered for the active entity (all of them under 'All Accounts'), kept in display
 * order. OBDX masks party ids in its lists, so the app never sorts accounts into entities itself: a switch
 * sends X-Target-Unit and asks the bank again (the saga), and until it answers the list is empty and
 * loading, never the last entity's. The list is a small state machine: idle → loading → succeeded |
 * failed; once succeeded, a quiet refresh (`refresh`) reads it again behind the figures on screen. Renames
 * and reorders have their own `save` machine so a failed save does not hide the list, and each account's
 * details load on their own.
 */
export const accountsAdapter = createEntityAdapter<Account, string>({
  selectId: (account) => account.id,
  sortComparer: (a, b) => a.order - b.order || a.accountNumber.localeCompare(b.accountNumber),
});

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
export type SaveKind = 'rename' | 'reorder';

export interface SaveState {
  status: SaveStatus;
  kind?: SaveKind;
  accountId?: string;
  error?: DigxErrorDetails;
}

export interface DetailsEntry {
  status: LoadStatus;
  /** Kept while a reload runs, so the screen does not blank. */
  data?: AccountDetails;
  error?: DigxErrorDetails;
}

/**
 * A quiet read of a list already on screen (after a money movement, or a list older than a minute): the list keeps
 * its status and its accounts while it runs, and a failure keeps them too, with its reason.
 */
export interface RefreshState {
  status: 'idle' | 'refreshing' | 'failed';
  error?: DigxErrorDetails;
}

export interface AccountsState extends EntityState<Account, string> {
  status: LoadStatus;
  /** When the bank's answer on screen arrived (ms since the epoch), so a list the customer comes back to can be judged. */
  fetchedAt?: number;
  refresh: RefreshState;
  /** SPEC.md section 8 list error: shown as 'Error: Could not load results' / 'Error Code: {code}'. */
  error?: DigxErrorDetails;
  save: SaveState;
  details: Record<string, DetailsEntry>;
  /** The entity later calls carry as X-Target-Unit (the entity saga sets it before entitySwitched); undefined: 'All Accounts'. */
  targetEntity?: string;
}

const initialState: AccountsState = accountsAdapter.getInitialState({
  status: 'idle',
  refresh: { status: 'idle' },
  save: { status: 'idle' },
  details: {},
});

export const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {
    /** Load (or reload, e.g. the list's retry) every account. */
    accountsRequested: (state) => {
      state.status = 'loading';
      state.error = undefined;
      state.refresh = { status: 'idle' };
    },
    accountsLoaded: {
      reducer: (state, action: PayloadAction<Account[], string, { loadedUnder?: string; fetchedAt?: number }>) => {
        // An answer for an entity no longer chosen is another entity's accounts: dropped, the newer call follows.
        if (action.meta.loadedUnder !== state.targetEntity) return;
        accountsAdapter.setAll(state, action.payload);
        state.status = 'succeeded';
        state.error = undefined;
        state.fetchedAt = action.meta.fetchedAt;
        state.refresh = { status: 'idle' };
      },
      prepare: (accounts: Account[], loadedUnder?: string, fetchedAt?: number) => ({ payload: accounts, meta: { loadedUnder, fetchedAt } }),
    },
    accountsLoadFailed: (state, action: PayloadAction<DigxErrorDetails>) => {
      state.status = 'failed';
      state.error = action.payload;
    },

    /** A screen that shows the accounts (My Accounts, a From list) was opened: the saga judges whether the list is too old. */
    accountsListOpened: (_state) => undefined,
    /** The customer's Try again on a refresh that failed. */
    accountsRefreshRetried: (_state) => undefined,
    accountsRefreshStarted: (state) => {
      if (state.status === 'succeeded') state.refresh = { status: 'refreshing' };
    },
    /** The figures on screen stay: only the note that they could not be updated is added. */
    accountsRefreshFailed: (state, action: PayloadAction<DigxErrorDetails>) => {
      if (state.refresh.status === 'refreshing') state.refresh = { status: 'failed', error: action.payload };
    },

    /** The customer asked to rename an account; the saga validates and sends it. */
    accountRenameSubmitted: (_state, _action: PayloadAction<{ accountId: string; nickname: string }>) => undefined,
    /** The customer asked to move an account up or down within its group and entity. */
    accountMoveRequested: (_state, _action: PayloadAction<{ accountId: string; direction: MoveDirection }>) => undefined,
    accountSaveStarted: (state, action: PayloadAction<{ kind: SaveKind; accountId: string }>) => {
      state.save = { status: 'saving', ...action.payload };
    },
    accountRenamed: (state, action: PayloadAction<{ accountId: string; nickname: string | null }>) => {
      const account = state.entities[action.payload.accountId];
      if (account) {
        account.nickname = action.payload.nickname;
        account.title = accountTitle(account.nickname, account.displayName, account.typeTitle);
      }
      state.save.status = 'saved';
    },
    accountsReordered: (state, action: PayloadAction<{ id: string; order: number }[]>) => {
      accountsAdapter.updateMany(
        state,
        action.payload.map(({ id, order }) => ({ id, changes: { order } })),
      );
      state.save.status = 'saved';
    },
    accountSaveFailed: (state, action: PayloadAction<{ kind: SaveKind; accountId: string; error: DigxErrorDetails }>) => {
      state.save = { status: 'failed', ...action.payload };
    },
    /** The confirmation or error has been shown long enough (SPEC.md section 9: rename confirmation 5 s). */
    accountSaveDismissed: (state) => {
      state.save = { status: 'idle' };
    },

    accountDetailsRequested: (state, action: PayloadAction<{ accountId: string }>) => {
      const entry = state.details[action.payload.accountId];
      state.details[action.payload.accountId] = { status: 'loading', data: entry?.data };
    },
    accountDetailsLoaded: (state, action: PayloadAction<{ accountId: string; details: AccountDetails }>) => {
      state.details[action.payload.accountId] = { status: 'succeeded', data: action.payload.details };
    },
    accountDetailsFailed: (state, action: PayloadAction<{ accountId: string; error: DigxErrorDetails }>) => {
      const entry = state.details[action.payload.accountId];
      state.details[action.payload.accountId] = { status: 'failed', data: entry?.data, error: action.payload.error };
    },
  },
  extraReducers: (builder) =>
    builder
      // The saga loads the accounts as soon as the session starts.
      .addCase(sessionStarted, (state) => {
        state.status = 'loading';
        state.error = undefined;
        state.refresh = { status: 'idle' };
      })
      // The saga asks the bank for the new entity's accounts: until they come, the screens show loading,
      // never the accounts of the entity just left.
      .addCase(entitySwitched, (state, action) => {
        state.targetEntity = action.payload.entityId;
        accountsAdapter.removeAll(state);
        state.status = 'loading';
        state.error = undefined;
        state.fetchedAt = undefined;
        state.refresh = { status: 'idle' };
      })
      .addCase(sessionEnded, () => initialState),
});

export const {
  accountsRequested,
  accountsLoaded,
  accountsLoadFailed,
  accountsListOpened,
  accountsRefreshRetried,
  accountsRefreshStarted,
  accountsRefreshFailed,
  accountRenameSubmitted,
  accountMoveRequested,
  accountSaveStarted,
  accountRenamed,
  accountsReordered,
  accountSaveFailed,
  accountSaveDismissed,
  accountDetailsRequested,
  accountDetailsLoaded,
  accountDetailsFailed,
} = accountsSlice.actions;
