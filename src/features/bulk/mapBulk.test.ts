import { mapBulkFile, mapBulkRecord, type FileWire, type RecordWire } from './mapBulk';

/** A file list item as a stock OBDX sends it (DIGX-CONTRACT.md GET v1/fileUploads/files): the fileUpload alone. */
const stockFile = (fileStatus: string): FileWire => ({
  fileUpload: {
    key: { id: 234234426546 },
    fileName: 'Salaries.csv',
    fileStatus,
    creationDate: '2026-03-04T09:12:00',
    debitAccountId: { displayValue: 'xxxxxxxxxxxx0081', value: '18A539DB84FDE4574C463137A439FF5862E907D060EE096ECAA7E7408B' },
    totalAmount: { amount: 1250.5, currency: 'GBP' },
    noOfRecords: 3,
    valueDate: '2026-03-05T00:00:00',
  },
});

describe('mapBulkFile', () => {
  it.each([
    ['PROCESSED', 'Successful'],
    ['COMPLETED', 'Successful'],
    ['PROCESSEXCP', 'Rejected'],
    ['REJECTED', 'Rejected'],
    ['ERROR', 'File error'],
    ['VERIFIED', 'Under process'],
    ['PROCESSING_IN_PROGRESS', 'Under process'],
  ])('a stock OBDX file %s reads %s, and its rejected count is unknown, not 0', (fileStatus, overall) => {
    const file = mapBulkFile(stockFile(fileStatus));
    expect(file).toMatchObject({ id: '234234426546', fileName: 'Salaries.csv', status: fileStatus, overall, transactionCount: 3, valueDate: '2026-03-05', recordsRejected: null, details: [] });
  });

  it("reads the extension layer's summary when the bank sends it: the counts decide", () => {
    const file = mapBulkFile({ ...stockFile('PROCESSED'), recordsRejected: 7, details: [{ statusCode: 'PROCESSED', count: 2 }] });
    expect(file).toMatchObject({ overall: 'Rejected', recordsRejected: 7, details: [{ statusCode: 'PROCESSED', count: 2 }] });
    expect(mapBulkFile({ ...stockFile('PROCESSED'), recordsRejected: '0', details: [{ statusCode: 'PROCESSED', count: '9' }] })).toMatchObject({ overall: 'Successful', recordsRejected: 0 });
  });

  it('reads an empty answer without failing', () => {
    expect(mapBulkFile({})).toMatchObject({ id: '', overall: 'Under process', recordsRejected: null, details: [], amount: { amount: 0, currency: 'GBP' } });
  });
});

/** A record as OBDX sends it (OBDX_UI file-upload/record-list-financial.js): the accounts are plain text. */
const obdxRecord: RecordWire = {
  recRefId: 'R1', status: 'PROCESSED', currencyAmount: { amount: 120.5, currency: 'GBP' }, debitAccountId: 'xxxxxxxxxxxx0081',
  creditAccountId: 'xxxxxxxxxxxx5678', creditAccountSortCode: '200000', beneficiaryName: 'J Carver', paymentType: 'FP', valueDate: '2026-03-05T00:00:00',
};

describe('mapBulkRecord', () => {
  it.each<[string, RecordWire['creditAccountId'], string]>([
    ['as OBDX sends it, plain text', 'xxxxxxxxxxxx5678', '20-00-00 xxxxxxxxxxxx5678'],
    ['as an id object, as an older answer may', { displayValue: 'xxxxxxxxxxxx5678', value: 'TOKEN' }, '20-00-00 xxxxxxxxxxxx5678'],
    ['absent: the sort code alone, no blank number', undefined, '20-00-00'],
    ['an object without its number: the sort code alone', { value: 'TOKEN' }, '20-00-00'],
  ])('reads the payee account %s', (_, creditAccountId, accountDetails) => {
    expect(mapBulkRecord({ ...obdxRecord, creditAccountId }).accountDetails).toBe(accountDetails);
  });
});
