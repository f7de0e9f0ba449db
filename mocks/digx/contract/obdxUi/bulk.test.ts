import type { SagaIterator } from 'redux-saga';
import { createAppStore } from '../../../../src/app/store';
import { fetchBulkFile, fetchBulkRecords } from '../../../../src/features/bulk/api';
import { recordRequests } from '../../../../src/testing/recordRequests';
import type { Bank } from '../../bank/Bank';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { fileUploadsFilesById } from './fixtures/fileUploads-files-byId';
import { fileUploadsRecords } from './fixtures/fileUploads-records';
import { bothBanks, queryOf } from './bothBanks';

/**
 * One bulk file's page against OBDX's own web client (OBDX_UI components/file-upload, named in each fixture): the
 * fake bank's answers in both modes (v1/ is stock OBDX at this bank too) hold every key OBDX's page reads, with
 * its types, and the app asks in OBDX's query. An answer may say more than the page reads (the list's other
 * fileUpload keys, the demo bank's extension fields): only what is missing or mistyped fails.
 */
const NOW = '2026-03-05T10:00:00Z';
const BANKS = bothBanks(NOW);

const fileOf = (target: Bank) => target.state.bulkFiles.find((f) => f.internal.ownerUserId === 'CORP1' && f.fileUpload.fileStatus === 'PROCESSED');
const answerOf = async (path: string, params: Record<string, string>) =>
  (await (await logInAs('CORP1')).request<Record<string, unknown>>({ method: 'GET', path, params })).data;

async function appOf() {
  const store = createAppStore({ client: await logInAs('CORP1') });
  return <T>(saga: (...args: never[]) => SagaIterator<T>, ...args: unknown[]): Promise<T> =>
    store.runSaga(saga as (...a: unknown[]) => SagaIterator<T>, ...args).toPromise();
}

describe.each(BANKS)('$bank', ({ use }) => {
  it("answers GET v1/fileUploads/files?fileId= with the file, in the keys OBDX's file page reads", async () => {
    const file = fileOf(use());
    if (!file) throw new Error('No processed file');
    const answer = await answerOf('v1/fileUploads/files', { fileId: file.fileUpload.key.id });
    const difference = compareShapes(fileUploadsFilesById.answer, answer);
    expect({ missing: difference.missing, mistyped: difference.mistyped }).toEqual({ missing: [], mistyped: [] });
  });

  it("answers GET v1/fileUploads/files/{id}/records with plain-text accounts, in the keys OBDX's record list reads", async () => {
    const file = fileOf(use());
    if (!file) throw new Error('No processed file');
    const answer = await answerOf(`v1/fileUploads/files/${file.fileUpload.key.id}/records`, fileUploadsRecords.request);
    const difference = compareShapes(fileUploadsRecords.answer, answer);
    expect({ missing: difference.missing, mistyped: difference.mistyped }).toEqual({ missing: [], mistyped: [] });
  });

  it("is asked by the app in OBDX's query: the file by fileId, its records by page and transaction type", async () => {
    const file = fileOf(use());
    if (!file) throw new Error('No processed file');
    const id = file.fileUpload.key.id;
    const run = await appOf();
    const log = recordRequests();
    expect(await run(fetchBulkFile, id)).toMatchObject({ id, fileName: file.fileUpload.fileName });
    await run(fetchBulkRecords, id, 1);
    const [asked] = await log.to('v1/fileUploads/files', 'GET');
    expect(compareShapes(fileUploadsFilesById.request, queryOf(asked.url))).toEqual({ missing: [], extra: [], mistyped: [] });
    const [records] = await log.to(`v1/fileUploads/files/${id}/records`, 'GET');
    expect(compareShapes(fileUploadsRecords.request, queryOf(records.url))).toEqual({ missing: [], extra: [], mistyped: [] });
    log.stop();
  });
});
