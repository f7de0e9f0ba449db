import { DIGX_CODES } from '../bank/profile';
import { londonDay, partyIdOf, toWire } from '../bank/seed';
import { addMonths, dayOf } from '../bank/seed/dates';
import { FUNCTION_TASK_CODES, type BulkFileRecord, type BulkRecordRecord, type FunctionName } from '../bank/types';
import { base64OfText, errorLogXml, parseCsvText, responseCsv, type ResponseLine } from './fileUploadParse';
import { refreshBulkFiles } from './fileUploadProcessing';
import { upload } from './fileUploadSubmit';
import { targetParty } from './limits';
import { dayOfText, SUCCESS } from './payments';
import { obdxError, ok } from './responses';
import type { DigxContext, Route } from './route';

/**
 * Bulk payment files (SPEC.md sections 3 "Bulk file", 4 "Bulk upload", 5 "Bulk file", 7 "Bulk", 8 "Bulk upload
 * failures"; DECISIONS.md; docs/digx-api.md "bulk …"). Every GET is answered under v1/ and cz/v1/. A file belongs
 * to a party; a user sees the files and mappings of their own parties, narrowed to the X-Target-Unit entity when
 * it names one of theirs.
 *
 *   GET  cz/v1/fileUploads/userFileIdentifiersMappings
 *        → {status, userTemplateRelationships: [{fileIdentifierRegistrationDTO {fileIdentifier, description, templateId,
 *           approvalType, fileTemplateDTO {…, transaction: 'DTF', formatType}}, userId, sensitiveCheck,
 *           partyId {displayValue, value}, customerId (party number)}]}   one per party; none for a user without bulk
 *   POST cz/v1/fileUploads/files   (two-factor: 417 first, replay with the OTP)
 *        {fileName, debitAccountId (token, plain number or {value}; accountId also read), valueDate (YYYY-MM-DD;
 *         date also read; none = the first possible), fileData (base64 of the CSV or XLSX file, a data: URL
 *         allowed; fileContent also read), fileIdentifier?, customerId?}
 *        → 201 {status {…, referenceNumber: fileId}, referenceNumber: fileId, fileId}
 *        → 202 the same plus transactionId (the approval item) when a corporate party's file totals over 10 000:
 *          PENDING_APPROVAL, an approval item FU_F_BLK (BULK_FILE) for the uploader, processed once approved
 *   GET  v1/fileUploads/files?pageNumber (1-based, default 1)&pageSize (1..100, default 25)
 *        &uploadDateStartRange&uploadDateEndRange (YYYY-MM-DD, London upload day, inclusive; fromDate/toDate also read;
 *        default the 3 months to today; at most 1 year)
 *        → {status, totalCount, fileDetails: [{fileUpload {key {id}, fileIdentifier, fileIdentifierDescription, fileName, fileStatus, creationDate,
 *           transaction: 'DTF', debitAccountId, totalAmount, noOfRecords, valueDate, partyId}, recordsRejected,
 *           details: [{statusCode, count}]}]}   newest first; details count the records not rejected, per status
 *   GET  v1/fileUploads/files?fileId={id}   one file, as OBDX's file page asks for it: the same answer with that
 *        file alone (no upload window applies), or none when the session cannot see it. OBDX has
 *        fileUploads/files/{id} for DELETE only, and neither SPEC.md nor this bank names a GET of it: none is answered.
 *   GET  v1/fileUploads/files/{id}/records?pageNumber&pageSize[&transactionType=DTF]
 *        → {status, totalCount, recordDetails: [{recRefId, fileRefId, status, currencyAmount, debitAccountId (text),
 *           creditAccountId (text: the masked number), creditAccountSortCode, beneficiaryName, paymentType (FP|BACS), reference, valueDate,
 *           errorCode, errorMessage}]}   in file order; another transactionType matches none; a file in ERROR has none
 *   GET  cz/v1/fileUploads/files/{id}/responsefile[?fileType=error]   (download, as the statements document)
 *        → {status, documentName, contentType, documentContents (base64)}: "{name}_response.csv" (text/csv), one line
 *          per record with its status and error; with fileType=error "{name}_errors.xml" (application/xml), the
 *          error log. A file in ERROR has no response file, other files no error log (400 wrongDetails).
 *
 * Upload refusals (HTTP 400), in order: no bulkUpload function → accessDenied; no file name → wrongDetails; name
 * over 30 characters → nicknameOrReferenceLength "The file name exceeds the limit of 30 characters. …"; not one name and
 * one extension, alphanumeric once spaces are removed → alphanumericViolation "Please provide only alphanumeric
 * values and spaces for the file name."; extension not csv/xlsx → wrongDetails; debit account not the user's
 * (or not of the X-Target-Unit entity) → accountDetailsNotFound; account without canMakeBulkPayment or debits →
 * accountNoDebits; customerId or fileIdentifier not the account's party's → wrongDetails; no file identifier
 * mapping for the party → accessDenied; a file of the same name (any case, any status, seeded ones too) already
 * uploaded for the party → duplicateFileName; value date not a real date, in the past or not a working day (England
 * and Wales) → wrongDetails, today at or after 09:00 London → cutOffPassed; fileData not base64 → wrongDetails.
 * Then, for a file that reads cleanly: total above the available balance → insufficientFunds "This account does not
 * have the required funds to make these payments."; a payment above 100 000 or outside the user's or the party's
 * bulk range → transactionLimitExceeded; today's bulk amount or count (user or party) exceeded → dailyLimitExceeded
 * "The transfer requested is above the daily limit and will not be processed." / dailyCumulativeLimitExceeded.
 *
 * Accepted with status ERROR (and an XML error log) instead: a file whose name contains ERROR (any case); a file
 * with any row failing SPEC's row checks (each error in SPEC's words, row = line of the file); a file with no
 * payment rows; an XLSX that cannot be read. Processing over time, and the rejected records: fileUploadProcessing.ts.
 * An upload is an activity-log item (FU_F_BLK, BULK_FILE; REJECTED for an ERROR file) and uses today's bulk limits.
 * Reading calls need bulkView or bulkUpload (else accessDenied); an id that is not a visible file → wrongDetails.
 */

const wrong = (detail: string) => obdxError(400, DIGX_CODES.wrongDetails, detail);
const mayUse = (ctx: DigxContext, ...names: FunctionName[]) => names.some((n) => FUNCTION_TASK_CODES[n].some((c) => ctx.user.allowedTransactions.includes(c)));
const noAccess = () => obdxError(400, DIGX_CODES.accessDenied, 'You do not have access to this function.');
const notFound = () => wrong('The file could not be found.');

/** The party numbers the session sees: the user's, or the X-Target-Unit entity's when it is one of them. */
function visibleParties(ctx: DigxContext): string[] {
  const target = targetParty(ctx);
  return target ? [target.partyNumber] : ctx.user.partyNumbers;
}

function visibleFiles(ctx: DigxContext): BulkFileRecord[] {
  refreshBulkFiles(ctx.bank.state, ctx.bank.clock.now());
  const parties = visibleParties(ctx);
  return ctx.bank.state.bulkFiles.filter((f) => parties.includes(ctx.bank.state.parties[f.internal.partyId]?.partyNumber ?? ''));
}

const fileOf = (ctx: DigxContext) => visibleFiles(ctx).find((f) => f.fileUpload.key.id === ctx.params.id);

/** pageNumber (1-based) and pageSize of the query, or the refusal. */
function pageOf(ctx: DigxContext): { from: number; size: number } | Response {
  const query = ctx.url.searchParams;
  const number = Number(query.get('pageNumber') || 1);
  const size = Number(query.get('pageSize') || 25);
  if (!Number.isInteger(number) || number < 1 || !Number.isInteger(size) || size < 1 || size > 100) {
    return wrong('pageNumber must be 1 or more and pageSize 1 to 100.');
  }
  return { from: (number - 1) * size, size };
}

function mappings(ctx: DigxContext): Response {
  const parties = visibleParties(ctx);
  const userTemplateRelationships = ctx.bank.state.fileIdentifierMappings
    .filter((m) => m.userId === ctx.user.userId && parties.includes(m.internal.partyNumber))
    .map((m) => ({ ...toWire(m), partyId: partyIdOf(m.internal.partyNumber), customerId: m.internal.partyNumber }));
  return ok({ status: SUCCESS, userTemplateRelationships });
}

/**
 * ?fileId= asks for one file, as OBDX's own file page does (OBDX_UI file-upload/file-approval/model.js): the id
 * names it, so no upload window applies; a file the session cannot see is simply not in the list.
 */
/**
 * A file as answered: OBDX's fileUpload names its identifier's description beside the identifier (OBDX_UI
 * file-upload/file-approval.js shows "fileIdentifier-fileIdentifierDescription").
 */
function fileWire(ctx: DigxContext, file: BulkFileRecord) {
  const wire = toWire(file);
  const mapping = ctx.bank.state.fileIdentifierMappings.find((m) => m.fileIdentifierRegistrationDTO.fileIdentifier === file.fileUpload.fileIdentifier);
  const description = mapping?.fileIdentifierRegistrationDTO.description;
  return description ? { ...wire, fileUpload: { ...wire.fileUpload, fileIdentifierDescription: description } } : wire;
}

function oneFile(ctx: DigxContext, id: string): Response {
  const fileDetails = visibleFiles(ctx).filter((f) => f.fileUpload.key.id === id).map((f) => fileWire(ctx, f));
  return ok({ status: SUCCESS, totalCount: fileDetails.length, fileDetails });
}

function list(ctx: DigxContext): Response {
  if (!mayUse(ctx, 'bulkView', 'bulkUpload')) return noAccess();
  const query = ctx.url.searchParams;
  const fileId = query.get('fileId')?.trim();
  if (fileId) return oneFile(ctx, fileId);
  const startText = query.get('uploadDateStartRange') || query.get('fromDate') || undefined;
  const endText = query.get('uploadDateEndRange') || query.get('toDate') || undefined;
  const asked = [startText, endText].map((t) => (t === undefined ? undefined : dayOfText(t)));
  if ((startText && asked[0] === undefined) || (endText && asked[1] === undefined)) return wrong('The dates must be real days written YYYY-MM-DD.');
  const end = asked[1] ?? londonDay(ctx.bank.clock.now());
  const start = asked[0] ?? addMonths(end, -3);
  if (start > end) return wrong('The start date must not be after the end date.');
  if (start < addMonths(end, -12)) return wrong('The date range can be at most one year.');
  const page = pageOf(ctx);
  if (!('from' in page)) return page;
  const files = visibleFiles(ctx)
    .filter((f) => dayOf(f.internal.uploadedOn) >= start && dayOf(f.internal.uploadedOn) <= end)
    .sort((a, b) => b.fileUpload.creationDate.localeCompare(a.fileUpload.creationDate) || b.fileUpload.key.id.localeCompare(a.fileUpload.key.id));
  return ok({ status: SUCCESS, totalCount: files.length, fileDetails: files.slice(page.from, page.from + page.size).map((f) => fileWire(ctx, f)) });
}

/**
 * A record's accounts are plain strings in OBDX's answer (OBDX_UI file-upload/record-list-financial reads
 * creditAccountId.substring(0, 3) for the branch), not id objects: the masked number the bank shows.
 */
const recordWire = (record: BulkRecordRecord) => ({ ...record, debitAccountId: record.debitAccountId.displayValue, creditAccountId: record.creditAccountId.displayValue });

function records(ctx: DigxContext): Response {
  if (!mayUse(ctx, 'bulkView', 'bulkUpload')) return noAccess();
  const file = fileOf(ctx);
  if (!file) return notFound();
  const page = pageOf(ctx);
  if (!('from' in page)) return page;
  const type = ctx.url.searchParams.get('transactionType');
  const all = type && type !== file.fileUpload.transaction ? [] : ctx.bank.state.bulkRecords[file.fileUpload.key.id] ?? [];
  return ok({ status: SUCCESS, totalCount: all.length, recordDetails: all.slice(page.from, page.from + page.size).map(recordWire) });
}

const baseName = (file: BulkFileRecord) => file.fileUpload.fileName.replace(/\.[^.]*$/, '').replace(/ /g, '_');

function responseFile(ctx: DigxContext): Response {
  if (!mayUse(ctx, 'bulkView', 'bulkUpload')) return noAccess();
  const file = fileOf(ctx);
  if (!file) return notFound();
  const fileType = (ctx.url.searchParams.get('fileType') ?? '').toLowerCase();
  if (fileType === 'error') {
    const log = file.internal.errorLog ?? (file.fileUpload.fileStatus === 'ERROR' ? errorLogXml(file.fileUpload.key.id, file.fileUpload.fileName, []) : null);
    if (log === null) return wrong('There is no error log for this file.');
    return ok({ status: SUCCESS, documentName: `${baseName(file)}_errors.xml`, contentType: 'application/xml', documentContents: base64OfText(log) });
  }
  if (fileType !== '' && fileType !== 'response') return wrong('fileType must be error, or left out for the response file.');
  if (file.fileUpload.fileStatus === 'ERROR') return wrong('This file was not processed: download its error log instead.');
  const rows = parseCsvText(file.internal.fileContent).rows;
  const lines = (ctx.bank.state.bulkRecords[file.fileUpload.key.id] ?? []).map((r, i): ResponseLine => ({
    recordReference: r.recRefId,
    name: r.beneficiaryName,
    sortCode: r.creditAccountSortCode,
    accountNumber: rows[i]?.accountNumber ?? r.creditAccountId.displayValue,
    type: r.paymentType,
    reference: r.reference,
    amount: r.currencyAmount.amount.toFixed(2),
    status: r.status,
    errorCode: r.errorCode ?? '',
    errorMessage: r.errorMessage ?? '',
  }));
  return ok({ status: SUCCESS, documentName: `${baseName(file)}_response.csv`, contentType: 'text/csv', documentContents: base64OfText(responseCsv(lines)) });
}

export function fileUploadHandlers(route: Route) {
  return [
    route('post', 'cz/v1/fileUploads/files', (ctx) => {
      refreshBulkFiles(ctx.bank.state, ctx.bank.clock.now());
      return upload(ctx);
    }, { challenge: true }),
    ...['v1', 'cz/v1'].flatMap((prefix) => [
      route('get', `${prefix}/fileUploads/userFileIdentifiersMappings`, mappings),
      route('get', `${prefix}/fileUploads/files`, list),
      route('get', `${prefix}/fileUploads/files/:id/records`, records),
      route('get', `${prefix}/fileUploads/files/:id/responsefile`, responseFile),
    ]),
  ];
}
