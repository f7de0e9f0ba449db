import type { DigxClient, DigxRequest } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf } from '../bank/seed';
import type { BulkFileRecord, BulkRecordRecord } from '../bank/types';
import { withOtp } from './index';
import { base64OfText } from '../handlers/fileUploadParse';

/** Shared by the fileUpload* handler tests: requests and answers of the bulk file calls. */

export type FileItem = Omit<BulkFileRecord, 'internal'>;
export interface ListAnswer { totalCount: number; fileDetails: FileItem[] }
/** A record as answered: its accounts are plain text (OBDX's record list), not the stored id objects. */
export type RecordItem = Omit<BulkRecordRecord, 'debitAccountId' | 'creditAccountId'> & { debitAccountId: string; creditAccountId: string };
export interface RecordsAnswer { totalCount: number; recordDetails: RecordItem[] }
export interface UploadAnswer { referenceNumber: string; fileId: string; transactionId?: string; status: { result: string; referenceNumber: string } }
export interface DocumentAnswer { documentName: string; contentType: string; documentContents: string }

export const STABLES_RACING = accountIdOf(ACC.stablesRacing).value;

/** CSV rows (name, sort code, account number, type, reference, amount) as base64. */
export const csv = (...rows: string[]) => base64OfText(`${rows.join('\n')}\n`);

export const GOOD_ROWS = [
  'J Carver,200000,12345678,FP,HAY JUNE,120.50',
  'T Whitlock,400530,23456789,BACS,FARRIER,80',
  'S Okafor,309634,34567890,FP,,45.25',
];

export const uploadRequest = (body: Record<string, unknown>): DigxRequest => ({
  method: 'POST', path: 'cz/v1/fileUploads/files', body: { debitAccountId: { value: STABLES_RACING }, fileData: csv(...GOOD_ROWS), ...body },
});

export const uploadFile = (client: DigxClient, body: Record<string, unknown>) => withOtp<UploadAnswer>(client, uploadRequest(body));

export const listFiles = (client: DigxClient, params: Record<string, string | number> = {}, prefix = 'v1') =>
  client.request<ListAnswer>({ method: 'GET', path: `${prefix}/fileUploads/files`, params });

/** One file as OBDX's file page asks for it: the list with fileId= (undefined when the session cannot see it). */
export async function fileItem(client: DigxClient, id: string): Promise<FileItem> {
  return (await listFiles(client, { fileId: id })).data.fileDetails[0];
}

export const recordsOf = (client: DigxClient, id: string, params: Record<string, string | number> = {}) =>
  client.request<RecordsAnswer>({ method: 'GET', path: `v1/fileUploads/files/${id}/records`, params });

export async function download(client: DigxClient, id: string, fileType?: string): Promise<DocumentAnswer & { text: string }> {
  const { data } = await client.request<DocumentAnswer>({ method: 'GET', path: `cz/v1/fileUploads/files/${id}/responsefile`, params: fileType ? { fileType } : {} });
  const bytes = Uint8Array.from(atob(data.documentContents), (c) => c.charCodeAt(0));
  return { ...data, text: new TextDecoder().decode(bytes) };
}
