import { translateTaskCode } from '../../bank/profile';
import { TASK_NAMES } from '../../bank/seed';
import type { DigxContext } from '../route';
import { isObject, itemsOf, withoutNulls, type Json } from './keyPaths';
import { OBDX_AUDIT, withoutStatus, type Dress } from './stockCommon';

/**
 * Transaction history and approval items as a stock OBDX 18.x sends them (obdx-samples demandDeposit-transactions,
 * transactions-approval). The extension keys are already gone (extensionKeys.ts); this adds what OBDX sends that
 * the demo bank leaves out, and leaves out what the demo bank sends that OBDX does not.
 */

/** GET v1/accounts/demandDeposit/{id}/transactions: the account's party above the rows, OBDX's empty card and network objects on each. */
const history: Dress = (json: Json, ctx: DigxContext) => {
  const { accounts } = ctx.bank.state;
  const account = Object.hasOwn(accounts, ctx.params.id) ? accounts[ctx.params.id] : undefined;
  const party = account ? { party: { partyId: account.partyId, partyName: account.partyName } } : {};
  const items = itemsOf(json.items).map((item) => ({ ...item, paymentNetwork: {}, debitCardNo: { displayValue: null, value: null } }));
  // accountingEntryBasisType T: the rows are listed by transaction date, as the fake bank lists them.
  return { ...party, accountingEntryBasisType: 'T', ...withoutStatus(json), items };
};

/** The aspects every task of the sample carries. */
const ASPECTS = ['blackout', 'grace-period', 'audit', 'approval'].map((taskAspect) => ({ enabled: true, taskAspect }));

/**
 * The server service that decides each task (the samples name OBDX's for international and domestic
 * instructions; the others are stand-ins in the same style, for the tasks the seed makes).
 */
const SERVICE = 'com.ofss.digx.app';
const SERVICE_IDS: Readonly<Record<string, string>> = {
  PC_F_DOM: `${SERVICE}.payment.service.payout.DomesticPayout.updateStatus`,
  PC_F_ADHOC: `${SERVICE}.payment.service.payout.DomesticPayout.updateStatus`,
  PC_F_SELF: `${SERVICE}.payment.service.transfer.SelfTransfer.updateStatus`,
  PC_F_DFTI: `${SERVICE}.payment.service.instruction.payout.DomesticPayoutInstruction.updateStatus`,
  PC_F_SELFI: `${SERVICE}.payment.service.instruction.transfer.SelfTransferInstruction.updateStatus`,
  FU_F_BLK: `${SERVICE}.fileupload.service.FileUpload.updateStatus`,
  PC_M_CDP: `${SERVICE}.payment.service.payee.ExternalPayee.updateStatus`,
};

/** Tasks whose item OBDX keys by the instruction it made (the sample's PC_F_DFTI items carry instructionId). */
const INSTRUCTION_TASKS = new Set(['PC_F_DFTI', 'PC_F_SELFI']);

function approvalItem(raw: Json, ctx: DigxContext): Json {
  // A stock OBDX leaves out what it has not got (a payee's item has no account or amount) rather than send null.
  const item = withoutNulls(raw);
  const task = String(item.transactionName);
  const { state } = ctx.bank;
  const account = isObject(item.accountId) ? Object.values(state.accounts).find((a) => a.id.value === (item.accountId as Json).value) : undefined;
  const snapshot = isObject(item.transactionSnapshot) ? { ...item.transactionSnapshot } : {};
  if (INSTRUCTION_TASKS.has(task) && snapshot.paymentId !== undefined) {
    snapshot.instructionId = snapshot.paymentId;
    delete snapshot.paymentId;
  }
  const updater = item.lastUpdatedBy === item.createdBy ? undefined : state.users[String(item.lastUpdatedBy)]?.userProfile;
  const updatedByDetails = updater
    ? { title: updater.prefix, firstName: updater.firstName, middleName: updater.middleName, lastName: updater.lastName, emailId: updater.emailId.displayValue, mobileNumber: updater.phoneNumber.displayValue }
    : item.createdByDetails;
  return {
    ...OBDX_AUDIT,
    ...item,
    ...(typeof item.limitTaskCode === 'string' ? { limitTaskCode: translateTaskCode(item.limitTaskCode, ctx.bank.profile) } : {}),
    serviceId: SERVICE_IDS[task] ?? `${SERVICE}.approval.service.Transaction.updateStatus`,
    transactionSnapshot: snapshot,
    taskDTO: { ...OBDX_AUDIT, ...(isObject(item.taskDTO) ? item.taskDTO : { id: task, name: TASK_NAMES[task] ?? task }), supportedAccountTypes: [], executable: true, aspects: ASPECTS },
    updatedByDetails,
    errors: [],
    ...(account ? { accountParty: account.partyId } : {}),
  };
}

export const STOCK_ACTIVITY: Readonly<Record<string, Dress>> = {
  'get v1/accounts/demandDeposit/:id/transactions': history,
  'get v1/transactions': (json, ctx) => ({ ...withoutStatus(json), transactionDTOs: itemsOf(json.transactionDTOs).map((item) => approvalItem(item, ctx)) }),
  'get v1/transactions/:id': (json, ctx) => (isObject(json.transactionDTO) ? { ...json, transactionDTO: approvalItem(json.transactionDTO, ctx) } : json),
};
