import { DIGX_CODES, isWorkingDay } from '../bank/profile';
import { auditStamp, externalAccountIdOf, londonDay, londonStamp, money, nextCounter, obdxDate } from '../bank/seed';
import { isoDate, type Day } from '../bank/seed/dates';
import {
  FUNCTION_TASK_CODES, LIMIT_TARGET_TASK_CODES, type AccountRecord, type BankState, type BulkFileRecord, type BulkRecordRecord,
  type LimitWire,
} from '../bank/types';
import { errorLogXml, parseUpload, decodeBase64, type BulkRow, type FileError } from './fileUploadParse';
import { summarise } from './fileUploadProcessing';
import { checkLimits, limitPackageOf, todaysUse } from './limits';
import { APPROVAL_THRESHOLD, dayOfText, idValue, mayDebit, ownAccount, readJson, recordActivity, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext } from './route';

/** POST cz/v1/fileUploads/files: the rules are in the header of fileUploads.ts. */

export const FILE_NAME_MAX = 30;
/** DECISIONS.md: no bulk payment above this, whatever the limits say. */
export const BULK_CEILING = 100000;
/** SPEC.md section 9: a value date of today is taken only before this London hour. */
export const CUT_OFF_HOUR = 9;
/** A file whose name contains this (any case) is accepted, then fails the bank's processing (ERROR). */
export const ERROR_TRIGGER = 'ERROR';
const EXTENSIONS = ['csv', 'xlsx'];

const refuse = (code: string, detail: string) => obdxError(400, code, detail);
const wrong = (detail: string) => refuse(DIGX_CODES.wrongDetails, detail);
const pennies = (amount: number) => Math.round(amount * 100);

interface UploadBody {
  fileName: unknown;
  fileIdentifier: unknown;
  debitAccountId: unknown;
  accountId: unknown;
  customerId: unknown;
  valueDate: unknown;
  date: unknown;
  fileData: unknown;
  fileContent: unknown;
}

/** SPEC.md section 5 "Bulk file" and DECISIONS.md (30 characters, and the message says 30). */
export function fileNameRefusal(name: string): Response | undefined {
  if (name === '') return wrong('Please choose a file to upload.');
  if (name.length > FILE_NAME_MAX) return refuse(DIGX_CODES.nicknameOrReferenceLength, `The file name exceeds the limit of ${FILE_NAME_MAX} characters. Please rename the file and retry.`);
  const parts = /^([^.]+)\.([^.]+)$/.exec(name);
  if (!parts || !/^[A-Za-z0-9]+$/.test(parts[1].replace(/ /g, '')) || !/^[A-Za-z0-9]+$/.test(parts[2])) {
    return refuse(DIGX_CODES.alphanumericViolation, 'Please provide only alphanumeric values and spaces for the file name.');
  }
  if (!EXTENSIONS.includes(parts[2].toLowerCase())) return wrong('Only CSV and XLSX files can be uploaded.');
  return undefined;
}

const nextWorking = (day: Day) => {
  let d = day;
  while (!isWorkingDay(isoDate(d))) d += 1;
  return d;
};

/** The value date asked for (or the first one possible), or the refusal. */
function valueDayOf(asked: unknown, now: Date): Day | Response {
  const today = londonDay(now);
  const beforeCutOff = Number(londonStamp(now).slice(11, 13)) < CUT_OFF_HOUR;
  if (asked === undefined || asked === null || asked === '') return beforeCutOff && isWorkingDay(isoDate(today)) ? today : nextWorking(today + 1);
  const day = dayOfText(asked);
  if (day === undefined) return wrong('The value date must be a real date written YYYY-MM-DD.');
  if (day < today) return wrong('The value date must not be in the past.');
  if (!isWorkingDay(isoDate(day))) return wrong('The value date must be a working day.');
  if (day === today && !beforeCutOff) return refuse(DIGX_CODES.cutOffPassed, `Today's cut-off time (${CUT_OFF_HOUR}:00) has passed: choose the next working day.`);
  return day;
}

const perDay = (limits: readonly LimitWire[]) => limits.filter((l) => l.limitType === 'PER' && l.periodicity === 'DAILY');

/** Funds, each payment's range (and the ceiling), then today's amount and count: the refusal or undefined. */
function fundsAndLimits(state: BankState, userId: string, account: AccountRecord, rows: readonly BulkRow[], now: Date): Response | undefined {
  const total = rows.reduce((sum, r) => sum + r.pennies, 0);
  const available = account.type === 'CSA' ? pennies(account.availableBalance.amount) : 0;
  if (total > available) return refuse(DIGX_CODES.insufficientFunds, 'This account does not have the required funds to make these payments.');
  const partyNumber = account.internal.partyNumber;
  for (const row of rows) {
    if (row.pennies > BULK_CEILING * 100) {
      return refuse(DIGX_CODES.transactionLimitExceeded, `The amount on row ${row.line} is above the maximum of ${BULK_CEILING} for one bulk payment.`);
    }
    const refused = checkLimits(state, { userId, partyNumber, target: 'bulkPayments', amount: row.pennies / 100, now, daily: false });
    if (refused) return refused;
  }
  const task = LIMIT_TARGET_TASK_CODES.bulkPayments;
  for (const [type, id] of [['USER', userId], ['PARTY', partyNumber]] as const) {
    const used = todaysUse(state, type, id, task, now);
    const limits = perDay(limitPackageOf(state, type, id)?.targetLimitLinkages.find((l) => l.target.value === task)?.limits ?? []);
    for (const limit of limits) {
      if (limit.maxAmount && pennies(used.amount.amount) + total > pennies(limit.maxAmount.amount)) {
        return refuse(DIGX_CODES.dailyLimitExceeded, 'The transfer requested is above the daily limit and will not be processed.');
      }
      if (limit.maxCount !== undefined && used.count + rows.length > limit.maxCount) {
        return refuse(DIGX_CODES.dailyCumulativeLimitExceeded, 'The file is above the daily number of transactions.');
      }
    }
  }
  return undefined;
}

function spendLimits(state: BankState, userId: string, partyNumber: string, rows: readonly BulkRow[], now: Date): void {
  const total = rows.reduce((sum, r) => sum + r.pennies, 0);
  for (const [type, id] of [['USER', userId], ['PARTY', partyNumber]] as const) {
    const used = todaysUse(state, type, id, LIMIT_TARGET_TASK_CODES.bulkPayments, now);
    used.count += rows.length;
    used.amount = money(used.amount.currency, pennies(used.amount.amount) + total);
  }
}

export async function upload(ctx: DigxContext): Promise<Response> {
  const { bank, user } = ctx;
  const { state } = bank;
  const now = bank.clock.now();
  if (!FUNCTION_TASK_CODES.bulkUpload.some((code) => user.allowedTransactions.includes(code))) {
    return refuse(DIGX_CODES.accessDenied, 'You do not have access to this function.');
  }
  const body = await readJson<UploadBody>(ctx.request);
  const fileName = typeof body.fileName === 'string' ? body.fileName.trim() : '';
  const badName = fileNameRefusal(fileName);
  if (badName) return badName;

  const account = ownAccount(ctx, idValue(body.debitAccountId ?? body.accountId));
  if (!account) return refuse(DIGX_CODES.accountDetailsNotFound, 'The account details could not be found.');
  if (!account.internal.capabilities.canMakeBulkPayment || !mayDebit(account)) return refuse(DIGX_CODES.accountNoDebits, 'Sorry, this account is unable to make bulk payments.');
  const partyNumber = account.internal.partyNumber;
  if (body.customerId !== undefined && body.customerId !== null && body.customerId !== '' && String(body.customerId) !== partyNumber) {
    return wrong('The customer is not the account holder.');
  }
  const mapping = state.fileIdentifierMappings.find((m) => m.userId === user.userId && m.internal.partyNumber === partyNumber);
  if (!mapping) return refuse(DIGX_CODES.accessDenied, 'Bulk upload needs a file identifier for this entity.');
  const fileIdentifier = mapping.fileIdentifierRegistrationDTO.fileIdentifier;
  if (body.fileIdentifier !== undefined && body.fileIdentifier !== null && body.fileIdentifier !== '' && body.fileIdentifier !== fileIdentifier) {
    return wrong('The file identifier is not the one of this entity.');
  }
  const lower = fileName.toLowerCase();
  if (state.bulkFiles.some((f) => f.internal.partyId === account.partyId.value && f.fileUpload.fileName.toLowerCase() === lower)) {
    return refuse(DIGX_CODES.duplicateFileName, 'A file with this name has already been uploaded. Please rename the file and upload it again.');
  }
  const day = valueDayOf(body.valueDate ?? body.date, now);
  if (typeof day !== 'number') return day;
  const bytes = decodeBase64(body.fileData ?? body.fileContent);
  if (!bytes || bytes.length === 0) return wrong('The file could not be read: send its content as base64.');

  const parsed = parseUpload(fileName, bytes);
  const errors: FileError[] = lower.includes(ERROR_TRIGGER.toLowerCase())
    ? [{ line: null, code: 'FU_FILE_REJECTED', message: 'The bank could not process this file.' }, ...parsed.errors]
    : parsed.errors;
  const failed = errors.length > 0;
  if (!failed) {
    const refused = fundsAndLimits(state, user.userId, account, parsed.rows, now);
    if (refused) return refused;
  }

  const corporate = state.parties[account.internal.partyId]?.kind === 'CORPORATE';
  const total = parsed.rows.reduce((sum, r) => sum + r.pennies, 0);
  const pending = !failed && corporate && total > APPROVAL_THRESHOLD * 100;
  const fileId = String(nextCounter(state, 'bulkFile'));
  const valueDate = obdxDate(day);
  const records: BulkRecordRecord[] = failed ? [] : parsed.rows.map((row, i) => ({
    recRefId: `${fileId}R${String(i + 1).padStart(3, '0')}`,
    fileRefId: fileId,
    status: 'VERIFIED',
    currencyAmount: money(account.currencyCode, row.pennies),
    debitAccountId: account.id,
    creditAccountId: externalAccountIdOf(row.sortCode, row.accountNumber),
    creditAccountSortCode: row.sortCode,
    beneficiaryName: row.name,
    paymentType: row.type,
    reference: row.reference,
    valueDate,
    errorCode: null,
    errorMessage: null,
  }));
  const totalAmount = money(account.currencyCode, total);
  const item = recordActivity(state, {
    user, task: 'FU_F_BLK', limitTaskCode: 'FU_F_BLK', status: failed ? 'REJECTED' : pending ? 'PENDING_APPROVAL' : 'APPROVED', discriminator: 'BULK_FILE',
    partyId: account.partyId, snapshot: { fileId }, debit: account, amount: totalAmount, valueDate, remarks: fileName, approverUserIds: pending ? [user.userId] : [],
  }, now);
  if (!failed && !pending) item.processingDetails = { currentStep: 'processing', status: 'P' };
  const file: BulkFileRecord = {
    fileUpload: {
      key: { id: fileId }, fileIdentifier, fileName, fileStatus: failed ? 'ERROR' : pending ? 'PENDING_APPROVAL' : 'VERIFIED', creationDate: auditStamp(now),
      transaction: 'DTF', debitAccountId: account.id, totalAmount, noOfRecords: parsed.dataLines, valueDate, partyId: account.partyId,
    },
    recordsRejected: 0,
    details: [],
    internal: {
      ownerUserId: user.userId, partyId: account.partyId.value, uploadedOn: obdxDate(londonDay(now)), fileContent: parsed.text,
      errorLog: failed ? errorLogXml(fileId, fileName, errors) : null, activityId: item.transactionId,
      live: { processingFrom: failed || pending ? null : auditStamp(now), approved: false, postedReference: null },
    },
  };
  state.bulkFiles.push(file);
  state.bulkRecords[fileId] = records;
  summarise(file, records);
  if (!failed) spendLimits(state, user.userId, partyNumber, parsed.rows, now);
  const answer = { status: { ...SUCCESS, referenceNumber: fileId }, referenceNumber: fileId, fileId };
  return pending ? ok({ ...answer, transactionId: item.transactionId }, 202) : ok(answer, 201);
}
