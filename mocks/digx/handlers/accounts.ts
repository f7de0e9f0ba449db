import { DIGX_CODES } from '../bank/profile';
import { BRANCHES, PARTY, toWire } from '../bank/seed';
import type { AccountModule, AccountRecord, BranchAddressWire, CurrencyCode, Id, LoanAccountWire, Money } from '../bank/types';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * The accounts area (SPEC.md section 7 "Accounts"), answering for the session's user only.
 *
 * Every account answer is the stored OBDX record plus, beside the OBDX keys (DIGX-CONTRACT.md),
 * the SPEC.md fields OBDX lacks: customerId (the party number, which is the entity id), the plain
 * accountNumber, nickname, sequenceNumber (display order) and the capability flags OBDX has no
 * key for. `X-Target-Unit` naming one of the user's entities narrows every call to that entity;
 * without it (or naming another) the user's accounts of every entity answer.
 */

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };
const NICKNAME_MAX = 35;
const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/;
const OBDX_TYPE: Record<AccountModule, AccountRecord['type']> = { demandDeposit: 'CSA', deposit: 'TRD', loan: 'LON' };

type PostalAddress = BranchAddressWire['branchAddress']['postalAddress'];

/** Where each customer's cheque and pay-in books go (GET cz/v1/accountAddress); others use their branch's. */
const CORRESPONDENCE: Readonly<Record<string, PostalAddress>> = {
  [PARTY.pemberton]: { line1: '7 Sample Gardens', line2: 'Kensington', city: 'London', postCode: 'W8 4AA', country: 'GREAT BRITAIN' },
  [PARTY.stables]: { line1: 'Hambleton Hill Stables', line2: 'Hambleton', city: 'Thirsk', postCode: 'YO7 2AA', country: 'GREAT BRITAIN' },
  [PARTY.holdings]: { line1: 'Hambleton Hill Stables', line2: 'Hambleton', city: 'Thirsk', postCode: 'YO7 2AA', country: 'GREAT BRITAIN' },
  [PARTY.bloodstock]: { line1: 'Northern Vale Stud', line2: 'Middleham', city: 'Leyburn', postCode: 'DL8 4AA', country: 'GREAT BRITAIN' },
};

const notFound = () => obdxError(400, DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');

/** The user's accounts in display order, narrowed to the target entity when it is one of theirs. */
function visibleAccounts({ bank, user, request }: DigxContext): AccountRecord[] {
  const target = request.headers.get('X-Target-Unit');
  const entity = target
    ? Object.values(bank.state.parties).find((p) => p.entityId === target && user.partyNumbers.includes(p.partyNumber))
    : undefined;
  return Object.values(bank.state.accounts)
    .filter((a) => a.internal.ownerUserIds.includes(user.userId))
    .filter((a) => !entity || a.internal.partyNumber === entity.partyNumber)
    .sort((a, b) => a.internal.order - b.internal.order);
}

/** One visible account of the given resource by its id token; a foreign or unknown id finds nothing. */
function findAccount(ctx: DigxContext, module?: AccountModule): AccountRecord | undefined {
  const account = visibleAccounts(ctx).find((a) => a.id.value === ctx.params.id);
  return account && (!module || account.internal.module === module) ? account : undefined;
}

function accountWire(record: AccountRecord) {
  const { internal } = record;
  return {
    ...toWire(record),
    customerId: internal.partyNumber,
    accountNumber: internal.accountNumber,
    nickname: internal.nickname,
    sequenceNumber: internal.order,
    hasPayInBooks: internal.capabilities.hasPayInBooks,
    canMakeBulkPayment: internal.capabilities.canMakeBulkPayment,
    hasChequeStatus: internal.capabilities.hasChequeStatus,
    hasStatements: internal.capabilities.hasStatements,
  };
}

function total(currency: CurrencyCode, amounts: Money[]): Money {
  return { currency, amount: amounts.reduce((sum, m) => sum + Math.round(m.amount * 100), 0) / 100 };
}

/** OBDX's summary totals of each resource. */
function totalsOf(module: AccountModule, currency: CurrencyCode, accounts: AccountRecord[]): Record<string, Money> {
  const sum = (pick: (a: AccountRecord) => Money | undefined) => total(currency, accounts.map(pick).filter((m): m is Money => !!m));
  if (module === 'loan') {
    return {
      totalOutstandingBalance: sum((a) => (a.type === 'LON' ? a.outstandingAmount : undefined)),
      totalBorrowings: sum((a) => (a.type === 'LON' ? a.approvedAmount : undefined)),
    };
  }
  if (module === 'deposit') {
    return {
      totalAvailableBalance: sum((a) => (a.type === 'TRD' ? a.availableBalance : undefined)),
      totalMaturityAmount: sum((a) => (a.type === 'TRD' ? a.maturityAmount : undefined)),
      totalInvestmentAmount: sum((a) => (a.type === 'TRD' ? a.principalAmount : undefined)),
    };
  }
  return {
    totalAvailableBalance: sum((a) => (a.type === 'CSA' ? a.availableBalance : undefined)),
    totalCurrentBalance: sum((a) => (a.type === 'CSA' ? a.currentBalance : undefined)),
  };
}

/**
 * `summary.items[]` as OBDX sends it, one item per party. OBDX totals in the bank's currency; this
 * bank cannot convert, so it gives one item per party and currency instead.
 */
function summaryItems(module: AccountModule, accounts: AccountRecord[]) {
  const groups = new Map<string, AccountRecord[]>();
  for (const account of accounts) {
    const key = `${account.partyId.value}:${account.currencyCode}`;
    groups.set(key, [...(groups.get(key) ?? []), account]);
  }
  return [...groups.values()].map((members) => ({
    accountType: OBDX_TYPE[module],
    party: members[0].partyId,
    partyName: members[0].partyName,
    currency: members[0].currencyCode,
    count: members.length,
    ...totalsOf(module, members[0].currencyCode, members),
  }));
}

function listOf(ctx: DigxContext, module: AccountModule): Response {
  const accounts = visibleAccounts(ctx).filter((a) => a.internal.module === module);
  return ok({ status: SUCCESS, accounts: accounts.map(accountWire), summary: { items: summaryItems(module, accounts) } });
}

interface NicknameDto {
  nickname?: string | null;
  /** The account: its OBDX id object, its id token, or its plain number. */
  number?: Partial<Id> | string;
  party?: Partial<Id> | string;
  type?: string;
  sequenceNumber?: number;
}

const valueOf = (ref: Partial<Id> | string | undefined) => (typeof ref === 'string' ? ref : ref?.value);

/** POST cz/v1/accountNickname: every item is checked before any is saved, so a bad one changes nothing. */
async function saveNicknames(ctx: DigxContext): Promise<Response> {
  const body = (await ctx.request.json().catch(() => undefined)) as { accountNicknameDTOs?: NicknameDto[] } | undefined;
  const dtos = body?.accountNicknameDTOs;
  if (!Array.isArray(dtos) || dtos.length === 0) return obdxError(400, DIGX_CODES.wrongDetails, 'No account was sent.');
  const visible = visibleAccounts(ctx);
  const changes: { record: AccountRecord; nickname: string | null; order: number }[] = [];
  for (const dto of dtos) {
    const ref = valueOf(dto.number);
    const record = visible.find((a) => a.id.value === ref || a.internal.accountNumber === ref);
    const party = valueOf(dto.party);
    if (!record || (party !== undefined && party !== record.partyId.value)) return notFound();
    const nickname = (dto.nickname ?? '').trim();
    if (nickname.length > NICKNAME_MAX) return obdxError(400, DIGX_CODES.nicknameOrReferenceLength, 'The nickname is longer than 35 characters.');
    if (!ALPHANUMERIC.test(nickname)) return obdxError(400, DIGX_CODES.alphanumericViolation, 'The nickname may hold only letters, digits and spaces.');
    const order = dto.sequenceNumber ?? record.internal.order;
    if (!Number.isInteger(order) || order < 1) return obdxError(400, DIGX_CODES.wrongDetails, 'The sequence number is not valid.');
    changes.push({ record, nickname: nickname === '' ? null : nickname, order });
  }
  for (const { record, nickname, order } of changes) {
    record.internal.nickname = nickname;
    record.internal.order = order;
  }
  return ok({
    status: SUCCESS,
    accountNicknameDTOs: changes.map(({ record, nickname, order }) => ({
      nickname,
      number: record.id,
      party: record.partyId,
      type: record.type,
      sequenceNumber: order,
    })),
  });
}

/**
 * GET v1/accounts/loan/{id}/outstanding as OBDX's client reads it (OBDX_UI loans/loan-details/loan-details.html,
 * loans/loan-repayment/loan-repayment.js). The seed's loans are paid up to date: no arrears, no charges.
 */
function outstandingOf(loan: LoanAccountWire) {
  const none = { currency: loan.currencyCode, amount: 0 };
  return {
    principalBalance: loan.outstandingAmount,
    installmentArrear: none,
    interestArrears: none,
    lateRepaymentCharges: none,
    serviceCharges: none,
    prepaymentAmount: none,
  };
}

export function accountHandlers(route: Route) {
  return [
    route('get', 'v1/accounts', (ctx) =>
      ok({ status: SUCCESS, accounts: visibleAccounts(ctx).map((a) => ({ ...accountWire(a), accountModule: a.internal.module })) }),
    ),
    route('get', 'v1/accounts/demandDeposit', (ctx) => listOf(ctx, 'demandDeposit')),
    route('get', 'v1/accounts/loan', (ctx) => listOf(ctx, 'loan')),
    route('get', 'v1/accounts/deposit', (ctx) => listOf(ctx, 'deposit')),

    route('get', 'v1/accounts/demandDeposit/:id', (ctx) => {
      const account = findAccount(ctx, 'demandDeposit');
      return account ? ok({ status: SUCCESS, demandDepositAccountDTO: accountWire(account) }) : notFound();
    }),
    route('get', 'v1/accounts/loan/:id', (ctx) => {
      const account = findAccount(ctx, 'loan');
      return account ? ok({ status: SUCCESS, loanAccountDetails: accountWire(account) }) : notFound();
    }),
    route('get', 'v1/accounts/loan/:id/outstanding', (ctx) => {
      const account = findAccount(ctx, 'loan');
      return account?.type === 'LON' ? ok({ status: SUCCESS, outStandingLoanDetailsDTO: outstandingOf(account) }) : notFound();
    }),
    // OBDX lists a deposit's payout instructions on their own call (OBDX_UI term-deposits/td-details/model.js), not in the deposit.
    route('get', 'v1/accounts/deposit/:id', (ctx) => {
      const account = findAccount(ctx, 'deposit');
      return account ? ok({ status: SUCCESS, termDepositDetails: { ...accountWire(account), payoutInstructions: [] } }) : notFound();
    }),
    route('get', 'v1/accounts/deposit/:id/payOutInstructions', (ctx) => {
      const account = findAccount(ctx, 'deposit');
      return account?.type === 'TRD' ? ok({ status: SUCCESS, payoutInstructions: account.payoutInstructions }) : notFound();
    }),

    route('get', 'cz/v1/accountAddress/:id', (ctx) => {
      const account = findAccount(ctx);
      if (!account) return notFound();
      const address = CORRESPONDENCE[account.internal.partyNumber] ?? BRANCHES[account.branchCode]?.address.branchAddress.postalAddress;
      const postalAddress = address && { ...address, line1: ctx.bank.text(address.line1), line2: ctx.bank.text(address.line2), city: ctx.bank.text(address.city) };
      return ok({ status: SUCCESS, accountAddressDTO: { accountId: account.id, addressType: 'CORRESPONDENCE', postalAddress } });
    }),
    route('post', 'cz/v1/accountNickname', saveNicknames),
  ];
}
