import { DIGX_CODES } from '../bank/profile';
import type { Bank } from '../bank/Bank';
import { countApprovals, toWire } from '../bank/seed';
import type { ActivityRecord, Discriminator } from '../bank/types';
import { countActivity, listActivity, newestFirst, statusFilter } from './activityLog';
import { approvalChallengeWaived, decide, visibleItem } from './approvalDecisions';
import { refreshBulkFiles } from './fileUploadProcessing';
import { SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Approvals (SPEC.md section 7 "Approvals and activity"; docs/digx-api.md "approval list"), every path also
 * answered under cz/v1/:
 *
 *   GET v1/transactions?view=approval[&discriminator=PAYMENTS|BULK_FILE|PAYEE_BILLER|…][&roleType=P]
 *       [&status=PENDING_APPROVAL|APPROVED|REJECTED|SENT_TO_HOST]
 *       → {status, transactionDTOs: [item]}   the items the session user may approve (one of their approvers, never
 *         their own), newest first; status=PENDING_APPROVAL keeps the pending ones (INITIATED or PENDING_APPROVAL).
 *         OBDX asks one discriminator at a time with roleType=P (OBDX_UI approvals/pending-approvals/model.js);
 *         PAYEE_BILLER (OBDX) and PAYEE (this bank's word) both ask for the payees, OBDX's other kinds find none here;
 *         another roleType (A, PA: administrators) is refused
 *   GET cz/v1/transactions?view=activity…     → the activity log (activityLog.ts), under cz/v1 only: under v1 the
 *         activity view is unknown like any other (400 wrongDetails)
 *   GET cz/v1/transactions/count?countFor=approval → {countDTOList: [{transactionType (discriminator),
 *         pendingApproval, approved, rejected, initiated}]} from the live state (a decision lowers it at once);
 *         with fromDate or toDate it is the activity log's count (activityLog.ts), as SPEC.md section 7 has it.
 *         approval is the only countFor SPEC.md names, so any other (activity included) is refused: an answer
 *         here would let the client lean on a value a real bank does not know
 *   GET v1/transactions/{id}                  → {status, transactionDTO: item} for its maker or an approver
 *   POST v1/transactions/{id}/approve | reject → approvalDecisions.ts
 *
 * An item is the transactions-approval.json transactionDTOs shape plus remarks, hostReference, audit and
 * activityDetails (types.ts ActivityRecord) without `internal`. Unknown view, discriminator or roleType, an unknown or
 * invisible id → 400 wrongDetails. Bulk items follow their file (fileUploadProcessing.ts) before any answer.
 */

const wrong = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);
/**
 * ?discriminator= → the kind of item it asks for: OBDX's kinds (OBDX_UI approvals/pending-approvals.js, payees
 * being PAYEE_BILLER), and PAYEE, which an item page's link made before the items used OBDX's word may still
 * carry. OBDX's other kinds are none of this bank's items.
 */
const KIND_OF: Readonly<Record<string, Discriminator | null>> = {
  PAYMENTS: 'PAYMENTS', BULK_FILE: 'BULK_FILE', PAYEE_BILLER: 'PAYEE_BILLER', PAYEE: 'PAYEE_BILLER',
  ACCOUNT_FINANCIAL: null, BULK_RECORD: null, ACCOUNT_NON_FINANCIAL: null, NON_FINANCIAL_BULK_FILE: null,
  NON_FINANCIAL_BULK_RECORD: null, TRADE_FINANCE: null, FOREX_DEAL: null, OTHER_TRANSACTION: null,
};
const asList = (items: readonly ActivityRecord[]) => ok({ status: SUCCESS, transactionDTOs: items.map((a) => toWire(a)) });

function approvalList(ctx: DigxContext): Response {
  const { url, user, bank } = ctx;
  const discriminator = url.searchParams.get('discriminator')?.trim().toUpperCase() || null;
  if (discriminator && !Object.hasOwn(KIND_OF, discriminator)) return wrong(`The discriminator must be one of ${Object.keys(KIND_OF).join(', ')}.`);
  // roleType P is a customer's own role (OBDX sends A for an administrator, PA for a corporate administrator).
  const roleType = url.searchParams.get('roleType')?.trim().toUpperCase();
  if (roleType && roleType !== 'P') return wrong('The roleType must be P.');
  const kind = discriminator ? KIND_OF[discriminator] : undefined;
  const status = url.searchParams.get('status');
  const statuses = status?.trim().toUpperCase() === 'PENDING_APPROVAL' ? statusFilter('PENDING') : statusFilter(status);
  if (statuses instanceof Response) return statuses;
  return asList(bank.state.activity
    .filter((a) => a.internal.approverUserIds.includes(user.userId) && a.createdBy !== user.userId)
    .filter((a) => (kind === undefined || a.discriminator === kind) && (!statuses || statuses.includes(a.approvalDetails.status)))
    .sort(newestFirst));
}

/** GET {prefix}/transactions by its view: approval under both prefixes, activity under cz/v1 only (SPEC.md). */
const list = (prefix: string) => (ctx: DigxContext): Response => {
  const { bank, url, user } = ctx;
  const now = bank.clock.now();
  refreshBulkFiles(bank.state, now);
  const view = url.searchParams.get('view')?.trim().toLowerCase() || 'approval';
  if (view === 'approval') return approvalList(ctx);
  if (prefix !== 'cz/v1') return wrong('The view must be approval.');
  if (view !== 'activity') return wrong('The view must be approval or activity.');
  const items = listActivity(bank.state, user.userId, url, now);
  return items instanceof Response ? items : asList(items);
};

function count(ctx: DigxContext): Response {
  const { bank, url, user } = ctx;
  refreshBulkFiles(bank.state, bank.clock.now());
  if (url.searchParams.get('countFor')?.trim().toLowerCase() !== 'approval') return wrong('The countFor must be approval.');
  const windowed = ['fromDate', 'toDate'].some((name) => url.searchParams.get(name)?.trim());
  if (!windowed) return ok({ status: SUCCESS, countDTOList: countApprovals(bank.state.activity, user.userId) });
  const counts = countActivity(bank.state, user.userId, url, bank.clock.now());
  return counts instanceof Response ? counts : ok({ status: SUCCESS, countDTOList: counts });
}

function one(ctx: DigxContext): Response {
  refreshBulkFiles(ctx.bank.state, ctx.bank.clock.now());
  const item = visibleItem(ctx.bank.state, ctx.user.userId, ctx.params.id);
  return item ? ok({ status: SUCCESS, transactionDTO: toWire(item) }) : wrong('The transaction could not be found.');
}

export function approvalHandlers(route: Route, _bank?: Bank) {
  return ['v1', 'cz/v1'].flatMap((prefix) => [
    route('get', `${prefix}/transactions/count`, count),
    route('get', `${prefix}/transactions`, list(prefix)),
    route('get', `${prefix}/transactions/:id`, one),
    route('post', `${prefix}/transactions/:id/approve`, (ctx) => decide(ctx, 'approve'), { challenge: true, challengeWaived: approvalChallengeWaived }),
    route('post', `${prefix}/transactions/:id/reject`, (ctx) => decide(ctx, 'reject')),
  ]);
}
