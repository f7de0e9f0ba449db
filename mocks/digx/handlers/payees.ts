import { DIGX_CODES } from '../bank/profile';
import { auditStamp, externalAccountIdOf, hexToken, nextCounter } from '../bank/seed';
import { FUNCTION_TASK_CODES, type BankState, type PayeeGroupRecord, type PayeeWire } from '../bank/types';
import { clearingBankOf } from './clearing';
import { decideCop } from './cop';
import { currentParty } from './limits';
import { readJson, recordActivity, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * New payee (SPEC.md section 4 "New payee flow", section 5 "Text fields"; docs/digx-api.md "new payee"):
 *
 *   POST cz/v1/payments/payeeGroup {name}  → 201 {status, groupId}    a new, empty group of the session user,
 *                                            for the X-Target-Unit entity's party (else the main party)
 *   POST cz/v1/payments/payeeGroup/{groupId}/payees/external (two-factor: 417 first, replay with the OTP)
 *        {nickName, accountName, accountNumber, bankDetails: {code}, paymentType: 'FAS', network: 'SORT',
 *         shared, accountType, payeeDescription, reference}
 *     → 201 {status, payeeId}
 *     → 202 {status {referenceNumber}, payeeId}  for a corporate party (CORP1): the payee waits for an
 *       authoriser (status PENDING_APPROVAL, an approval item PC_M_CDP for CORP1) and payouts to it are
 *       refused with payeeAccessDenied until then.
 *
 * Refusals (HTTP 400): the user lacks payeesManage → accessDenied; group not the user's → wrongDetails;
 * nickName empty → wrongDetails, over 35 → nicknameOrReferenceLength, with @ % ^ = { } ; " < > ~ or a first
 * character that is not a letter or digit → alphanumericViolation; accountName empty → wrongDetails, over 35 →
 * nicknameOrReferenceLength, not letters/digits/spaces → alphanumericViolation; accountNumber not 8 digits,
 * unknown sort code, a bank without Faster Payments (08-99-99), paymentType/network other than FAS/SORT,
 * accountType other than PERSONAL/BUSINESS → wrongDetails; reference over 35 / not alphanumeric → the two
 * text codes; the same sort code and account number already a payee of the user → duplicatePayee.
 * The payee keeps the Confirmation of Payee outcome (cop.ts) as its verificationReport.
 *
 * Edit and delete (issue 8; a payee of the session user in the session user's group, else 400 wrongDetails):
 *
 *   PATCH or PUT cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId} {nickName?, reference?, payeeDescription?}
 *     → 200 {status, payee}   fields left out keep their value; nickName and reference as on create; an
 *       accountNumber, sort code (bankDetails.code or sortCode) or accountName other than the payee's →
 *       wrongDetails "Account details cannot be changed; add a new payee."
 *   DELETE the same path (two-factor: 417 first, replay with the OTP) → 200 {status}; the payee leaves its group.
 */

const TEXT_MAX = 35;
const FORBIDDEN = /[@%^={};"<>~]/;
const ALPHANUMERIC = /^[A-Za-z0-9 ]*$/;

const refuse = (code: string, detail: string) => obdxError(400, code, detail);

interface GroupBody { name: string }

interface PayeeBody {
  nickName: unknown;
  accountName: unknown;
  accountNumber: unknown;
  bankDetails: { code?: unknown };
  paymentType: unknown;
  network: unknown;
  shared: unknown;
  accountType: unknown;
  payeeDescription: unknown;
  reference: unknown;
  /** The app's CoP status and the customer's choice on a warning (issue 7: recorded with the payee). */
  copStatus?: unknown;
  copSelection?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function userPayees(state: BankState, userId: string): PayeeWire[] {
  return state.payeeGroups.filter((g) => g.internal.ownerUserId === userId).flatMap((g) => g.listPayees);
}

function mayManagePayees(ctx: DigxContext): boolean {
  return FUNCTION_TASK_CODES.payeesManage.some((code) => ctx.user.allowedTransactions.includes(code));
}

async function createGroup(ctx: DigxContext): Promise<Response> {
  if (!mayManagePayees(ctx)) return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  const body = await readJson<GroupBody>(ctx.request);
  const name = text(body.name);
  if (name === '') return refuse(DIGX_CODES.wrongDetails, 'The payee needs a name.');
  if (name.length > TEXT_MAX) return refuse(DIGX_CODES.nicknameOrReferenceLength, 'The name is longer than 35 characters.');
  const party = currentParty(ctx);
  if (!party) return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  const { state } = ctx.bank;
  const groupId = hexToken(`group:live:${nextCounter(state, 'payee')}`, 16);
  state.payeeGroups.push({ groupId, name, listPayees: [], internal: { ownerUserId: ctx.user.userId, partyId: party.partyId.value } });
  return ok({ status: SUCCESS, groupId }, 201);
}

type Problem = [string, string];

function nickNameProblem(nickName: string): Problem | undefined {
  if (nickName === '') return [DIGX_CODES.wrongDetails, 'The payee needs a name.'];
  if (nickName.length > TEXT_MAX) return [DIGX_CODES.nicknameOrReferenceLength, 'The payee name is longer than 35 characters.'];
  if (FORBIDDEN.test(nickName) || !/^[A-Za-z0-9]/.test(nickName)) return [DIGX_CODES.alphanumericViolation, 'The payee name has a character that is not allowed.'];
  return undefined;
}

function referenceProblem(reference: string): Problem | undefined {
  if (reference.length > TEXT_MAX) return [DIGX_CODES.nicknameOrReferenceLength, 'The reference is longer than 35 characters.'];
  if (!ALPHANUMERIC.test(reference)) return [DIGX_CODES.alphanumericViolation, 'Please provide only alphanumeric values and spaces for reference.'];
  return undefined;
}

/** The first problem with a payee's texts and numbers, as [code, detail], or undefined. */
function invalid(body: Partial<PayeeBody>): Problem | undefined {
  const badNickName = nickNameProblem(text(body.nickName));
  if (badNickName) return badNickName;
  const accountName = text(body.accountName);
  if (accountName === '') return [DIGX_CODES.wrongDetails, 'The name on the account is needed.'];
  if (accountName.length > TEXT_MAX) return [DIGX_CODES.nicknameOrReferenceLength, 'Must be 35 alphanumeric characters or less'];
  if (!ALPHANUMERIC.test(accountName)) return [DIGX_CODES.alphanumericViolation, 'Must be 35 alphanumeric characters or less'];
  if (typeof body.accountNumber !== 'string' || !/^\d{8}$/.test(body.accountNumber)) return [DIGX_CODES.wrongDetails, 'The account number must be 8 digits.'];
  if ((body.paymentType ?? 'FAS') !== 'FAS' || (body.network ?? 'SORT') !== 'SORT') return [DIGX_CODES.wrongDetails, 'Only UK Faster Payments payees can be added.'];
  if (body.accountType !== undefined && body.accountType !== 'PERSONAL' && body.accountType !== 'BUSINESS') return [DIGX_CODES.wrongDetails, 'The account type must be PERSONAL or BUSINESS.'];
  return referenceProblem(text(body.reference));
}

async function createPayee(ctx: DigxContext): Promise<Response> {
  if (!mayManagePayees(ctx)) return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  const { state, clock } = ctx.bank;
  const group: PayeeGroupRecord | undefined = state.payeeGroups.find((g) => g.groupId === ctx.params.groupId && g.internal.ownerUserId === ctx.user.userId);
  if (!group) return refuse(DIGX_CODES.wrongDetails, 'The payee group could not be found.');
  const body = await readJson<PayeeBody>(ctx.request);
  const problem = invalid(body);
  if (problem) return refuse(...problem);
  const accountNumber = body.accountNumber as string;
  const sortCode = typeof body.bankDetails?.code === 'string' ? body.bankDetails.code.replace(/\D/g, '') : '';
  const bank = clearingBankOf(sortCode);
  if (!bank) return refuse(DIGX_CODES.wrongDetails, 'The sort code is not recognised.');
  if (!bank.fasterPaymentsEnabled) return refuse(DIGX_CODES.wrongDetails, 'This bank does not accept Faster Payments.');
  if (userPayees(state, ctx.user.userId).some((p) => p.ukDomesticPayee.bankDetails.code === sortCode && p.ukDomesticPayee.accountNumber === accountNumber)) {
    return refuse(DIGX_CODES.duplicatePayee, 'You already have a payee with these details.');
  }

  const now = clock.now();
  const accountName = text(body.accountName);
  const reference = text(body.reference);
  const cop = decideCop(state, { sortCode, accountNumber, accountName, accountType: body.accountType as 'PERSONAL' | 'BUSINESS' | undefined, reference });
  const party = state.parties[group.internal.partyId];
  const pending = party?.kind === 'CORPORATE';
  const payee: PayeeWire = {
    id: hexToken(`payee:live:${nextCounter(state, 'payee')}`, 16),
    groupId: group.groupId,
    nickName: text(body.nickName),
    payeeType: 'DOMESTIC',
    domesticPayeeType: 'UK',
    ukDomesticPayee: {
      accountNumber,
      accountName,
      bankDetails: { code: sortCode, name: bank.name, branch: bank.branchAddress.line2, address: bank.branchAddress.line1, city: bank.branchAddress.city, country: bank.branchAddress.country },
      network: 'SORT',
      paymentType: 'FAS',
    },
    payeeAccessType: body.shared === false ? 'PRIVATE' : 'PUBLIC',
    createdBy: ctx.user.userId,
    lastPaymentReference: null,
    payeeReference: reference,
    payeeDescription: text(body.payeeDescription),
    verificationReport: {
      matched: cop.matched,
      reasonCode: cop.reasonCode,
      payeeAccountName: cop.payeeAccountName ?? accountName,
      verifiedOn: auditStamp(now),
      customerStatus: text(body.copStatus) || null,
      customerSelection: text(body.copSelection) || null,
    },
    status: pending ? 'PENDING_APPROVAL' : 'ACTIVE',
  };
  group.listPayees.push(payee);

  // Every new payee is an activity-log item (Create Payee); a corporate one is also an approval item.
  const item = recordActivity(state, {
    user: ctx.user,
    task: 'PC_M_CDP',
    limitTaskCode: null,
    status: pending ? 'PENDING_APPROVAL' : 'APPROVED',
    discriminator: 'PAYEE_BILLER',
    partyId: party?.partyId ?? ctx.user.userProfile.partyId,
    snapshot: { payeeId: payee.id, groupId: group.groupId },
    creditAccountId: externalAccountIdOf(sortCode, accountNumber),
    creditAccountName: accountName,
    approverUserIds: pending ? [ctx.user.userId] : [],
  }, now);
  if (!pending) return ok({ status: SUCCESS, payeeId: payee.id }, 201);
  return ok({ status: { ...SUCCESS, referenceNumber: item.transactionId }, payeeId: payee.id }, 202);
}

// ---------- edit and delete (issue 8) ----------

interface PayeeEditBody {
  nickName: unknown;
  reference: unknown;
  payeeDescription: unknown;
  accountNumber: unknown;
  accountName: unknown;
  bankDetails: { code?: unknown };
  sortCode: unknown;
}

/** The session user's payee in the session user's group, with its group. */
function ownPayee(ctx: DigxContext): { group: PayeeGroupRecord; payee: PayeeWire; index: number } | undefined {
  const group = ctx.bank.state.payeeGroups.find((g) => g.groupId === ctx.params.groupId && g.internal.ownerUserId === ctx.user.userId);
  const index = group ? group.listPayees.findIndex((p) => p.id === ctx.params.payeeId) : -1;
  return group && index >= 0 ? { group, payee: group.listPayees[index], index } : undefined;
}

const noPayee = () => refuse(DIGX_CODES.wrongDetails, 'The payee could not be found.');
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : undefined);

async function editPayee(ctx: DigxContext): Promise<Response> {
  if (!mayManagePayees(ctx)) return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  const found = ownPayee(ctx);
  if (!found) return noPayee();
  const { payee } = found;
  const body = await readJson<PayeeEditBody>(ctx.request);
  const account = payee.ukDomesticPayee;
  const sortCode = digits(body.bankDetails?.code) ?? digits(body.sortCode);
  const changesAccount =
    (body.accountNumber !== undefined && body.accountNumber !== account.accountNumber) ||
    (sortCode !== undefined && sortCode !== account.bankDetails.code) ||
    (body.accountName !== undefined && text(body.accountName) !== account.accountName);
  if (changesAccount) return refuse(DIGX_CODES.wrongDetails, 'Account details cannot be changed; add a new payee.');
  const nickName = body.nickName === undefined ? undefined : text(body.nickName);
  const reference = body.reference === undefined ? undefined : text(body.reference);
  const problem = (nickName === undefined ? undefined : nickNameProblem(nickName)) ?? (reference === undefined ? undefined : referenceProblem(reference));
  if (problem) return refuse(...problem);
  if (nickName !== undefined) payee.nickName = nickName;
  if (reference !== undefined) payee.payeeReference = reference;
  if (body.payeeDescription !== undefined) payee.payeeDescription = text(body.payeeDescription);
  return ok({ status: SUCCESS, payee: { ...payee } });
}

function deletePayee(ctx: DigxContext): Response {
  if (!mayManagePayees(ctx)) return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  const found = ownPayee(ctx);
  if (!found) return noPayee();
  found.group.listPayees.splice(found.index, 1);
  return ok({ status: SUCCESS });
}

export function payeeHandlers(route: Route) {
  const onePayee = 'cz/v1/payments/payeeGroup/:groupId/payees/external/:payeeId';
  return [
    route('post', 'cz/v1/payments/payeeGroup', createGroup),
    route('post', 'cz/v1/payments/payeeGroup/:groupId/payees/external', createPayee, { challenge: true }),
    route('patch', onePayee, editPayee),
    route('put', onePayee, editPayee),
    route('delete', onePayee, deletePayee, { challenge: true }),
  ];
}
