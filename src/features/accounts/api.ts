/**
 * The accounts calls of SPEC.md section 7, through callDigx (nonce, challenge and expiry handled
 * there), each answer mapped to app types here and nowhere else.
 */
import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as ACCOUNTS_ENDPOINTS from '@/shared/api/endpoints/accounts';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapAccounts, type AccountWire } from './mapAccount';
import { ACCOUNTS_REQUEST } from './requests';
import {
  mapCurrentAccountDetails,
  mapLoanDetails,
  mapTermDeposit,
  type DemandDepositDetailsWire,
  type LoanDetailsWire,
  type LoanOutstandingWire,
  type PayoutInstructionWire,
  type TermDepositWire,
} from './mapDetails';
import type { Account, AccountDetails } from './types';

/** GET v1/accounts?expand=all: every account of the user, all three OBDX resources in one list. */
export function* fetchAccounts(): SagaIterator<Account[]> {
  const { data }: DigxResponse<{ accounts?: AccountWire[] }> = yield call(callDigx, ACCOUNTS_REQUEST);
  return mapAccounts(data?.accounts);
}

/** The detail call(s) of the account's own resource. */
export function* fetchAccountDetails(account: Pick<Account, 'accountId' | 'accountType'>): SagaIterator<AccountDetails> {
  const { accountId } = account;
  if (account.accountType === 'loan') {
    const [details, outstanding]: [
      DigxResponse<{ loanAccountDetails?: LoanDetailsWire }>,
      DigxResponse<{ outStandingLoanDetailsDTO?: LoanOutstandingWire }>,
    ] = yield all([
      call(callDigx, ACCOUNTS_ENDPOINTS.loan.request({ accountId })),
      call(callDigx, ACCOUNTS_ENDPOINTS.loanOutstanding.request({ accountId })),
    ]);
    return { module: 'loan', loan: mapLoanDetails(details.data?.loanAccountDetails ?? {}, outstanding.data?.outStandingLoanDetailsDTO ?? {}) };
  }
  if (account.accountType === 'deposit') {
    const { data }: DigxResponse<{ termDepositDetails?: TermDepositWire }> = yield call(callDigx, ACCOUNTS_ENDPOINTS.deposit.request({ accountId }));
    const deposit = data?.termDepositDetails ?? {};
    // As OBDX's own client does (td-details.js): a deposit that renews principal and interest pays nothing out, so is not asked.
    if (deposit.rollOverType === 'I') return { module: 'deposit', deposit: mapTermDeposit(deposit) };
    const payouts: DigxResponse<{ payoutInstructions?: PayoutInstructionWire[] }> = yield call(
      callDigx,
      ACCOUNTS_ENDPOINTS.depositPayOutInstructions.request({ accountId }),
    );
    return { module: 'deposit', deposit: mapTermDeposit(deposit, payouts.data?.payoutInstructions ?? []) };
  }
  const { data }: DigxResponse<{ demandDepositAccountDTO?: DemandDepositDetailsWire }> = yield call(callDigx, ACCOUNTS_ENDPOINTS.currentAccount.request({ accountId }));
  const current = mapCurrentAccountDetails(data?.demandDepositAccountDTO ?? {});
  // SPEC.md section 7: the account's own address comes from cz/v1/accountAddress. A failure
  // there is silent (section 8): the details still show, without the address.
  let address: string[];
  try {
    address = yield call(fetchAccountAddress, account.accountId);
  } catch {
    address = [];
  }
  return { module: 'demandDeposit', current: { ...current, address } };
}

interface PostalAddressWire {
  line1?: string;
  line2?: string;
  line3?: string;
  city?: string;
  postCode?: string;
  country?: string;
}

/** GET cz/v1/accountAddress/{id}: where the bank sends the account's cheque and pay-in books, as lines. */
export function* fetchAccountAddress(accountId: string): SagaIterator<string[]> {
  const { data }: DigxResponse<{ accountAddressDTO?: { postalAddress?: PostalAddressWire } }> = yield call(callDigx, ACCOUNTS_ENDPOINTS.address.request({ accountId }));
  const a = data?.accountAddressDTO?.postalAddress ?? {};
  return [a.line1, a.line2, a.line3, a.city, a.postCode, a.country].filter((line): line is string => !!line);
}

/** One account's name and place, as POST cz/v1/accountNickname takes it. */
export interface NicknameChange {
  account: Pick<Account, 'wire' | 'originalType'>;
  /** Null clears the nickname (the account shows its own name again). */
  nickname: string | null;
  sequenceNumber: number;
}

/** POST cz/v1/accountNickname: renames and reorders in one call; every account sent is saved. */
export function* postAccountNicknames(changes: readonly NicknameChange[]): SagaIterator {
  const accountNicknameDTOs = changes.map(({ account, nickname, sequenceNumber }) => ({
    nickname,
    // DIGX-CONTRACT.md: requests echo OBDX's id objects back whole.
    number: account.wire.id,
    party: account.wire.partyId,
    type: account.originalType,
    sequenceNumber,
  }));
  yield call(callDigx, ACCOUNTS_ENDPOINTS.nicknames.request({ body: { accountNicknameDTOs } }));
}
