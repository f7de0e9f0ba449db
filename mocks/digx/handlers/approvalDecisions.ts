import { DIGX_CODES } from '../bank/profile';
import { auditStamp, toWire } from '../bank/seed';
import { FUNCTION_TASK_CODES, type ActivityRecord, type ApprovalStatus, type BankState, type UserRecord } from '../bank/types';
import { approveBulkFile, rejectBulkFile } from './fileUploadProcessing';
import { checkFundsAndLimits, executePayment, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import { passcodeAnsweredAt, type DigxContext } from './route';

/**
 * Approving and rejecting an approval item (docs/digx-api.md "approval decisions"):
 *
 *   POST v1/transactions/{id}/approve   body text/plain: the approver's remarks (may be empty)
 *        [X-MULTIAPPROVAL: true when the customer approves several at once]
 *        → 200 {status, transactionDTO}: APPROVED, countOfApprovals + 1, an audit entry {authedBy, authedOn,
 *          status: 'APPROVED', remarks}; the payment or transfer is executed (an instruction one becomes its
 *          standing order or future payment) and completed/S with the host reference; the bulk file goes on
 *          (approveBulkFile: processing/P until processed, then completed/S); the payee becomes ACTIVE.
 *        Two-factor: 417 first, like every protected call, except when X-MULTIAPPROVAL is true and this session
 *        answered a passcode correctly within the last 5 minutes (the batch's first item asks, the rest ride on it),
 *        and except a call that is refused anyway (the refusal comes at once).
 *   POST v1/transactions/{id}/reject    the same body → 200 {status, transactionDTO}: REJECTED with the audit entry;
 *        the payment REJECTED, the bulk file rejectBulkFile, the payee removed from its group (the group too
 *        when it is left empty). Not challenged.
 *
 * Refusals (HTTP 400, the item unchanged and still pending): not the maker's or an approver's (or unknown) →
 * wrongDetails; already decided → wrongDetails "This transaction has already been authorised or declined.";
 * the user is its maker, not one of its approvers, or lacks the approver function → accessDenied; the payment
 * fails at execution (funds, limits) → that failure's code. Nothing is decided or executed twice.
 */

export const MULTI_APPROVAL_WINDOW_MS = 5 * 60_000;

const refuse = (code: string, detail: string) => obdxError(400, code, detail);
const wrong = (detail: string) => refuse(DIGX_CODES.wrongDetails, detail);
const DECIDED = 'This transaction has already been authorised or declined.';
const COMPLETED = { currentStep: 'completed', status: 'S' } as const;
const FAILED = { currentStep: 'completed', status: 'F' } as const;

export const isPending = (item: ActivityRecord) => item.approvalDetails.status === 'INITIATED' || item.approvalDetails.status === 'PENDING_APPROVAL';
export const mayApprove = (user: UserRecord) => FUNCTION_TASK_CODES.approver.some((code) => user.allowedTransactions.includes(code));

/** An item the user may see: its maker or one of its approvers. */
export function visibleItem(state: BankState, userId: string, id: string | undefined): ActivityRecord | undefined {
  return state.activity.find((a) => a.transactionId === id && (a.createdBy === userId || a.internal.approverUserIds.includes(userId)));
}

/** Why the session user may not decide the item of the path, or undefined. */
function refusalOf(ctx: DigxContext): Response | undefined {
  const item = visibleItem(ctx.bank.state, ctx.user.userId, ctx.params.id);
  if (!item) return wrong('The transaction could not be found.');
  if (!isPending(item)) return wrong(DECIDED);
  if (!mayApprove(ctx.user) || item.createdBy === ctx.user.userId || !item.internal.approverUserIds.includes(ctx.user.userId)) {
    return refuse(DIGX_CODES.accessDenied, 'You cannot authorise or decline this transaction.');
  }
  return undefined;
}

/** route({challengeWaived}) of approve: the rest of a multi-approval batch, or a call that is refused anyway. */
export function approvalChallengeWaived(ctx: DigxContext): boolean {
  if (refusalOf(ctx)) return true;
  const multi = ctx.request.headers.get('X-MULTIAPPROVAL')?.trim().toLowerCase() === 'true';
  const answeredAt = passcodeAnsweredAt(ctx.session);
  return multi && answeredAt !== undefined && ctx.bank.clock.now().getTime() - answeredAt <= MULTI_APPROVAL_WINDOW_MS;
}

const PAYABLE = ['INITIATED', 'VERIFIED', 'PENDING_APPROVAL'];

/** Acts on what the item stands for; the refusal when it cannot (nothing changed then). */
function carryOut(state: BankState, item: ActivityRecord, now: Date): Response | undefined {
  const snap = item.transactionSnapshot;
  if (item.discriminator === 'BULK_FILE') {
    if (!approveBulkFile(state, snap.fileId, now)) return wrong('The file can no longer be authorised.');
    item.processingDetails = { currentStep: 'processing', status: 'P' };
    return undefined;
  }
  if (item.discriminator === 'PAYEE_BILLER') {
    const payee = state.payeeGroups.find((g) => g.groupId === snap.groupId)?.listPayees.find((p) => p.id === snap.payeeId);
    if (!payee || payee.status !== 'PENDING_APPROVAL') return wrong('The payee can no longer be authorised.');
    payee.status = 'ACTIVE';
    item.processingDetails = COMPLETED;
    return undefined;
  }
  const payment = state.payments[snap.paymentId];
  const details = payment?.payoutDetails ?? payment?.transferDetails;
  if (!payment || !details || !PAYABLE.includes(payment.status)) return wrong('The payment can no longer be authorised.');
  const refused = checkFundsAndLimits(state, {
    user: state.users[payment.internal.ownerUserId], debit: state.accounts[details.debitAccountId.value], payout: payment.internal.kind === 'EXTERNAL',
    amount: details.amount.amount, instruction: Boolean(payment.internal.instruction),
  }, now);
  if (refused) return refused;
  item.hostReference = executePayment(state, payment, now);
  item.processingDetails = COMPLETED;
  return undefined;
}

function turnDown(state: BankState, item: ActivityRecord): Response | undefined {
  const snap = item.transactionSnapshot;
  if (item.discriminator === 'BULK_FILE') {
    if (!rejectBulkFile(state, snap.fileId)) return wrong('The file can no longer be declined.');
  } else if (item.discriminator === 'PAYEE_BILLER') {
    const index = state.payeeGroups.findIndex((g) => g.groupId === snap.groupId);
    const group = state.payeeGroups[index];
    if (group) {
      group.listPayees = group.listPayees.filter((p) => p.id !== snap.payeeId);
      if (group.listPayees.length === 0) state.payeeGroups.splice(index, 1);
    }
  } else {
    const payment = state.payments[snap.paymentId];
    if (payment && PAYABLE.includes(payment.status)) payment.status = 'REJECTED';
  }
  item.processingDetails = FAILED;
  return undefined;
}

/** The approver's remarks: the text/plain body, trimmed; none when empty. */
async function remarksOf(request: Request): Promise<string | null> {
  const text = (await request.text().catch(() => '')).trim();
  return text === '' ? null : text;
}

export async function decide(ctx: DigxContext, action: 'approve' | 'reject'): Promise<Response> {
  const remarks = await remarksOf(ctx.request);
  // From here on nothing awaits: the check and the change happen together, so no item is decided twice.
  const refused = refusalOf(ctx);
  if (refused) return refused;
  const { state, clock } = ctx.bank;
  const item = visibleItem(state, ctx.user.userId, ctx.params.id) as ActivityRecord;
  const now = clock.now();
  const failed = action === 'approve' ? carryOut(state, item, now) : turnDown(state, item);
  if (failed) return failed;
  const status: ApprovalStatus = action === 'approve' ? 'APPROVED' : 'REJECTED';
  const stamp = auditStamp(now);
  item.approvalDetails = { ...item.approvalDetails, status, countOfApprovals: item.approvalDetails.countOfApprovals + (action === 'approve' ? 1 : 0) };
  item.lastUpdatedBy = ctx.user.userId;
  item.lastUpdatedDate = stamp;
  item.audit.push({ authedBy: ctx.user.userId, authedOn: stamp, status, remarks });
  return ok({ status: SUCCESS, transactionDTO: toWire(item) });
}
