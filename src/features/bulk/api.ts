/**
 * The bulk calls (SPEC.md section 7 "Bulk"; docs/digx-api.md "bulk …"): the party's file identifier,
 * the upload (two-factor protected: callDigx shows the passcode dialog), the file list, one file's
 * records, and the response file and XML error log downloads.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { DigxResponse } from '@/shared/api/digxClient';
import * as BULK_ENDPOINTS from '@/shared/api/endpoints/bulk';
import { callDigx } from '@/shared/challenge/callDigx';
import { mapBulkFile, mapBulkRecord, mapMapping, type FileWire, type MappingWire, type RecordWire } from './mapBulk';
import type { BulkFile, BulkRecord, FileIdentifierMapping } from './types';

/** SPEC.md section 9: bulk page size. */
export const BULK_PAGE_SIZE = 25;

export function* fetchMappings(): SagaIterator<FileIdentifierMapping[]> {
  const answer: DigxResponse<{ userTemplateRelationships?: MappingWire[] }> = yield call(callDigx, BULK_ENDPOINTS.mappings.request());
  return (answer.data?.userTemplateRelationships ?? []).map(mapMapping).filter((m) => m.fileIdentifier);
}

export interface BulkUpload {
  fileName: string;
  fileIdentifier: string;
  /** The debit account's token (OBDX id value) and its party number. */
  accountId: string;
  customerId: string;
  /** YYYY-MM-DD. */
  valueDate: string;
  /** The file, base64. */
  fileData: string;
}

/**
 * POST cz/v1/fileUploads/files with SPEC.md section 3's upload fields; 202 means an authoriser must
 * approve it. Its passcode step cannot be cancelled (SPEC.md section 4 "Bulk upload").
 */
export function* submitBulkFile(upload: BulkUpload): SagaIterator<{ reference: string; needsAuthoriser: boolean }> {
  const answer: DigxResponse<{ referenceNumber?: string; fileId?: string; status?: { referenceNumber?: string } }> = yield call(callDigx, BULK_ENDPOINTS.upload.request({
    body: {
      fileName: upload.fileName,
      fileIdentifier: upload.fileIdentifier,
      debitAccountId: upload.accountId,
      accountId: upload.accountId,
      customerId: upload.customerId,
      valueDate: upload.valueDate,
      date: upload.valueDate,
      fileData: upload.fileData,
      // SPEC.md lists fileContent beside fileData without saying what it holds; an XLSX file has no text to send,
      // so it carries the same base64 as fileData, and a bank reading either name gets the whole file.
      fileContent: upload.fileData,
    },
  }), { cancellable: false });
  const reference = answer.data?.fileId ?? answer.data?.referenceNumber ?? answer.data?.status?.referenceNumber ?? '';
  return { reference: String(reference), needsAuthoriser: answer.status === 202 };
}

export interface FilePage<T> {
  totalCount: number;
  items: T[];
}

export function* fetchBulkFiles(range: { start: string; end: string }, pageNumber = 1): SagaIterator<FilePage<BulkFile>> {
  const answer: DigxResponse<{ totalCount?: number; fileDetails?: FileWire[] }> = yield call(
    callDigx,
    BULK_ENDPOINTS.files.request({
      params: { pageNumber, pageSize: BULK_PAGE_SIZE, uploadDateStartRange: range.start, uploadDateEndRange: range.end, locale: 'en' },
    }),
  );
  const items = (answer.data?.fileDetails ?? []).map(mapBulkFile);
  return { totalCount: Number(answer.data?.totalCount ?? items.length), items };
}

/**
 * One file, through the list with fileId= as OBDX's own file page asks for it (OBDX has fileUploads/files/{id}
 * for DELETE only). null when the bank lists no such file for the session.
 */
export function* fetchBulkFile(id: string): SagaIterator<BulkFile | null> {
  const answer: DigxResponse<{ fileDetails?: FileWire[] }> = yield call(callDigx, BULK_ENDPOINTS.files.request({ params: { fileId: id, locale: 'en' } }));
  const files = (answer.data?.fileDetails ?? []).map(mapBulkFile);
  return files.find((file) => file.id === id) ?? null;
}

export function* fetchBulkRecords(id: string, pageNumber = 1): SagaIterator<FilePage<BulkRecord>> {
  const answer: DigxResponse<{ totalCount?: number; recordDetails?: RecordWire[] }> = yield call(
    callDigx,
    BULK_ENDPOINTS.records.request({ fileId: id }, { params: { pageNumber, pageSize: BULK_PAGE_SIZE, transactionType: 'DTF' } }),
  );
  const items = (answer.data?.recordDetails ?? []).map(mapBulkRecord);
  return { totalCount: Number(answer.data?.totalCount ?? items.length), items };
}

export interface BulkDocument {
  name: string;
  contentType: string;
  base64: string;
}

/**
 * What each download is, decided by the app: a blob URL has the app's origin, so a type of the bank's
 * choosing (text/html, image/svg+xml) would run script wherever a browser opens the blob instead of saving
 * it, and a name ending .html or .svg would make the saved file a page.
 */
const DOCUMENT_KINDS = {
  response: { contentType: 'text/csv', extension: '.csv' },
  errorLog: { contentType: 'application/xml', extension: '.xml' },
} as const;

/** `name` ending in `extension`: another extension is replaced, none is added. */
export function withExtension(name: string, extension: string): string {
  if (name.toLowerCase().endsWith(extension)) return name;
  return `${name.replace(/\.[A-Za-z0-9]{1,10}$/, '')}${extension}`;
}

/** The response file, or with `errorLog` the XML error log (fileType=error): the bank's name and bytes, the app's type. */
export function* fetchResponseFile(id: string, errorLog: boolean): SagaIterator<BulkDocument> {
  const answer: DigxResponse<{ documentName?: string; contentType?: string; documentContents?: string }> = yield call(
    callDigx,
    BULK_ENDPOINTS.responseFile.request({ fileId: id }, { params: errorLog ? { fileType: 'error' } : undefined }),
  );
  const kind = DOCUMENT_KINDS[errorLog ? 'errorLog' : 'response'];
  return {
    name: withExtension(answer.data?.documentName || (errorLog ? `${id}_errors` : `${id}_response`), kind.extension),
    contentType: kind.contentType,
    base64: answer.data?.documentContents ?? '',
  };
}
