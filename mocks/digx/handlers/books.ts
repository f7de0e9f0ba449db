import { DIGX_CODES } from '../bank/profile';
import { obdxDate, londonDay } from '../bank/seed/dates';
import type { AccountCapabilities, AccountRecord, BookRequestRecord, ChequeStatus } from '../bank/types';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Cheque books, pay-in books and cheque status (SPEC.md sections 3 "Cheque and pay-in books" and 7
 * "Alerts and books"). SPEC.md names the two POST calls and issuedCheques; the prepare paths are
 * not shown there, so these are ours in OBDX style:
 * - GET  cz/v1/chequebookRequest/prepare?accNo=   → { accountId, bookType, numberOfBooks, leaves }
 * - GET  cz/v1/payInBookRequest/prepare?accNo=
 * - GET  cz/v1/chequeStatus/prepare?accNo=        → { accountId }   asked before issuedCheques
 * - POST cz/v1/chequebookRequest { accNo }        → 201 { referenceNo }
 * - POST cz/v1/payInBookRequest  { accNo }
 * - GET  v1/accounts/demandDeposit/{id}/issuedCheques?status&startChequeNo&endChequeNo&fromDate&toDate
 *        → { issuedChequeDetails[{chequeNumber, chequeStatus, chequeAmount, reason}] }, OBDX's own call and names
 *        (OBDX_UI components/demand-deposits/cheque-status-inquiry/model.js, .js); the demo bank adds SPEC.md's
 *        paid date beside them (extension chequePaidDate).
 * accNo is the account's id token (id.value) or its plain number; only the session user's accounts
 * that have the book (or cheque status) are accepted: another's is not found, one without the facility is
 * wrongDetails. Answered in both modes.
 */

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };
export const CHEQUE_RANGE = { min: 1, max: 10000 } as const;
const SIX_DIGITS = /^\d{6}$/;
const LEAVES = 50;

type BookKind = BookRequestRecord['kind'];
type Facility = BookKind | 'CHEQUE_STATUS';

/** What each service needs of the account, and the bank's words when it lacks it. */
const FACILITIES: Readonly<Record<Facility, { has: (caps: AccountCapabilities) => boolean; lacking: string }>> = {
  CHEQUE: { has: (caps) => caps.hasChequeBooks, lacking: 'This account has no cheque book facility.' },
  PAYIN: { has: (caps) => caps.hasPayInBooks, lacking: 'This account has no pay-in book facility.' },
  CHEQUE_STATUS: { has: (caps) => caps.hasChequeStatus, lacking: 'This account has no cheque status facility.' },
};

const notFound = () => obdxError(400, DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');

function ownAccount({ bank, user }: DigxContext, ref: string | null | undefined): AccountRecord | undefined {
  if (!ref) return undefined;
  return Object.values(bank.state.accounts).find(
    (a) => a.internal.ownerUserIds.includes(user.userId) && (a.id.value === ref || a.internal.accountNumber === ref),
  );
}

/** The user's account with the facility, or the refusal. */
function accountWith(ctx: DigxContext, ref: string | null | undefined, facility: Facility): AccountRecord | Response {
  const account = ownAccount(ctx, ref);
  if (!account) return notFound();
  if (!FACILITIES[facility].has(account.internal.capabilities)) return obdxError(400, DIGX_CODES.wrongDetails, FACILITIES[facility].lacking);
  return account;
}

/** A prepare call: the account named by `?accNo=` checked for the facility; nothing is recorded. */
function prepare(ctx: DigxContext, facility: Facility, details: Record<string, unknown> = {}): Response {
  const account = accountWith(ctx, ctx.url.searchParams.get('accNo'), facility);
  return account instanceof Response ? account : ok({ status: SUCCESS, accountId: account.id, ...details });
}

const prepareBook = (ctx: DigxContext, kind: BookKind) => prepare(ctx, kind, { bookType: kind, numberOfBooks: 1, leaves: LEAVES });

async function request(ctx: DigxContext, kind: BookKind): Promise<Response> {
  const body = (await ctx.request.json().catch(() => undefined)) as { accNo?: string } | undefined;
  const account = accountWith(ctx, body?.accNo, kind);
  if (account instanceof Response) return account;
  const { state, clock } = ctx.bank;
  state.counters.bookRequest += 1;
  const requestId = `${kind === 'CHEQUE' ? 'CBR' : 'PBR'}${String(state.counters.bookRequest).padStart(8, '0')}`;
  state.bookRequests.push({
    requestId,
    kind,
    accountId: account.id,
    numberOfBooks: 1,
    requestDate: obdxDate(londonDay(clock.now())),
    status: 'REQUESTED',
    internal: { ownerUserId: ctx.user.userId },
  });
  return ok({ status: { ...SUCCESS, referenceNumber: requestId }, referenceNo: requestId }, 201);
}

/** Six digits within 000001–010000; the number, or undefined. */
function chequeNumber(value: string | null): number | undefined {
  if (!value || !SIX_DIGITS.test(value)) return undefined;
  const n = Number(value);
  return n >= CHEQUE_RANGE.min && n <= CHEQUE_RANGE.max ? n : undefined;
}

/** Why a cheque was not paid, as a branch would record it; the seed keeps only the status. */
const REASONS: Readonly<Partial<Record<ChequeStatus, string>>> = {
  S: 'Stopped at the customer\'s request',
  R: 'Refer to drawer',
  H: 'Held pending enquiry',
};

/**
 * OBDX's search by number (start only), by range (start and end), or by status (with a date range on the
 * day the cheque was issued). A range reads 000001–010000, start not after end (SPEC.md section 9).
 */
function issuedCheques(ctx: DigxContext): Response {
  const account = ownAccount(ctx, ctx.params.id);
  if (!account || account.internal.module !== 'demandDeposit') return notFound();
  const query = ctx.url.searchParams;
  const status = query.get('status') || undefined;
  const startText = query.get('startChequeNo') || undefined;
  const endText = query.get('endChequeNo') || startText;
  const start = startText === undefined ? undefined : chequeNumber(startText);
  const end = endText === undefined ? undefined : chequeNumber(endText);
  const byNumber = startText !== undefined;
  if ((byNumber && (start === undefined || end === undefined || start > end)) || (!byNumber && !status)) {
    return obdxError(400, DIGX_CODES.wrongDetails, 'The cheque numbers must be between 000001 and 010000, the start not after the end.');
  }
  const from = query.get('fromDate') || undefined;
  const to = query.get('toDate') || undefined;
  const cheques = (ctx.bank.state.cheques[account.id.value] ?? []).filter((c) => {
    const n = Number(c.chequeNumber);
    const issued = c.issueDate.slice(0, 10);
    return (!byNumber || (n >= (start as number) && n <= (end as number)))
      && (!status || c.status === status)
      && (!from || issued >= from)
      && (!to || issued <= to);
  });
  return ok({
    status: SUCCESS,
    issuedChequeDetails: cheques.map((c) => ({
      chequeNumber: c.chequeNumber,
      chequeStatus: c.status,
      ...(c.amount ? { chequeAmount: c.amount } : {}),
      ...(REASONS[c.status] ? { reason: REASONS[c.status] } : {}),
      ...(c.paidDate ? { paidDate: c.paidDate } : {}),
    })),
  });
}

export function bookHandlers(route: Route) {
  return [
    route('get', 'cz/v1/chequebookRequest/prepare', (ctx) => prepareBook(ctx, 'CHEQUE')),
    route('get', 'cz/v1/payInBookRequest/prepare', (ctx) => prepareBook(ctx, 'PAYIN')),
    route('get', 'cz/v1/chequeStatus/prepare', (ctx) => prepare(ctx, 'CHEQUE_STATUS')),
    route('post', 'cz/v1/chequebookRequest', (ctx) => request(ctx, 'CHEQUE')),
    route('post', 'cz/v1/payInBookRequest', (ctx) => request(ctx, 'PAYIN')),
    route('get', 'v1/accounts/demandDeposit/:id/issuedCheques', issuedCheques),
  ];
}
