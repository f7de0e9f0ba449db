import { createBulkFiles, planBulkFiles } from '@mocks/digx/bank/seed/bulkFiles';
import { bulkOverallStatus, bulkStatusCounts, fileStatusWord, type BulkFileOutcome, type BulkOverallStatus } from './fileStatus';

const file = (details: Record<string, number>, recordsRejected = 0, status = 'PROCESSED'): BulkFileOutcome => ({
  status,
  recordsRejected,
  details: Object.entries(details).map(([statusCode, count]) => ({ statusCode, count })),
});

describe('bulk overall status (SPEC.md section 4 "Bulk upload")', () => {
  it.each<[string, BulkFileOutcome, BulkOverallStatus]>([
    // Each code counts where SPEC.md puts it.
    ['all PROCESSED', file({ PROCESSED: 10 }), 'Successful'],
    ['all COMPLETED', file({ COMPLETED: 3 }), 'Successful'],
    ['all VERIFIED', file({ VERIFIED: 5 }, 0, 'PENDING_APPROVAL'), 'Under process'],
    ['all UPLOADED', file({ UPLOADED: 5 }, 0, 'UPLOADED'), 'Under process'],
    ['all APPROVED', file({ APPROVED: 4 }, 0, 'APPROVED'), 'Under process'],
    ['all PROCESSING_IN_PROGRESS', file({ PROCESSING_IN_PROGRESS: 4 }, 0, 'PROCESSING_IN_PROGRESS'), 'Under process'],
    ['all rejected', file({}, 3, 'PROCESSED'), 'Rejected'],
    // The largest count decides.
    ['mostly accepted, some rejected', file({ PROCESSED: 7 }, 2), 'Successful'],
    ['mostly rejected', file({ PROCESSED: 2 }, 7), 'Rejected'],
    ['mostly processing', file({ PROCESSED: 3, PROCESSING_IN_PROGRESS: 5 }), 'Under process'],
    ['processing codes add up', file({ VERIFIED: 2, UPLOADED: 2, APPROVED: 2, PROCESSING_IN_PROGRESS: 2, PROCESSED: 7 }), 'Under process'],
    ['accepted codes add up', file({ PROCESSED: 3, COMPLETED: 3, APPROVED: 5 }), 'Successful'],
    // Ties: Under process beats both; Rejected beats Successful.
    ['processing = accepted', file({ PROCESSING_IN_PROGRESS: 4, PROCESSED: 4 }), 'Under process'],
    ['processing = rejected', file({ PROCESSING_IN_PROGRESS: 4 }, 4), 'Under process'],
    ['all three equal', file({ APPROVED: 2, COMPLETED: 2 }, 2), 'Under process'],
    ['accepted = rejected', file({ PROCESSED: 3 }, 3), 'Rejected'],
    ['accepted = rejected, both above processing', file({ PROCESSED: 3, VERIFIED: 1 }, 3), 'Rejected'],
    // Nothing counted yet.
    ['no details yet', file({}, 0, 'UPLOADED'), 'Under process'],
    ['no details on a file an approver rejected', file({}, 0, 'REJECTED'), 'Rejected'],
    ['nothing at all', {}, 'Under process'],
    // ERROR wins over any count.
    ['status ERROR', file({ PROCESSED: 10 }, 0, 'ERROR'), 'File error'],
    ['status error (any case)', { status: 'error' }, 'File error'],
    // Read defensively.
    ['codes in lower case', file({ processed: 5, verified: 1 }), 'Successful'],
    ['a REJECTED detail is not counted twice (recordsRejected is the total)', file({ PROCESSED: 3, REJECTED: 2 }, 2), 'Successful'],
    ['unknown codes are not counted', file({ PENDING_APPROVAL: 9, PROCESSED: 1 }), 'Successful'],
    ['counts as text', { status: 'PROCESSED', recordsRejected: '4', details: [{ statusCode: 'PROCESSED', count: '3' }] }, 'Rejected'],
    ['bad counts count 0', { recordsRejected: -5, details: [{ statusCode: 'PROCESSED', count: Number.NaN }, { statusCode: 'COMPLETED', count: 1 }, { count: 9 }] }, 'Successful'],
    ['details that are not a list: the file status decides', { status: 'PROCESSED', details: 'x' as never, recordsRejected: null }, 'Successful'],
  ])('%s: %s', (_, given, status) => {
    expect(bulkOverallStatus(given)).toBe(status);
  });

  // A stock OBDX sends neither recordsRejected nor details: the fileUpload item alone (DIGX-CONTRACT.md).
  const stock = (fileStatus: string): BulkFileOutcome => ({ status: fileStatus });
  it.each<[string, BulkOverallStatus]>([
    ['PROCESSED', 'Successful'],
    ['COMPLETED', 'Successful'],
    ['processed', 'Successful'],
    ['ERROR', 'File error'],
    ['UPLOADED', 'Under process'],
    ['VERIFIED', 'Under process'],
    ['PENDING_APPROVAL', 'Under process'],
    ['APPROVED', 'Under process'],
    ['PROCESSING_IN_PROGRESS', 'Under process'],
    ['PROCESSEXCP', 'Rejected'],
    ['REJECTED', 'Rejected'],
    ['EXPIRED', 'Rejected'],
    ['DELETED', 'Rejected'],
    ['SOMETHING_NEW', 'Under process'],
    ['', 'Under process'],
  ])('without the extension summary, fileStatus %s reads %s', (fileStatus, word) => {
    expect(bulkOverallStatus(stock(fileStatus))).toBe(word);
    expect(fileStatusWord(fileStatus)).toBe(word);
  });

  it('lets the counts decide whenever the bank sends them, whatever the file status says', () => {
    expect(bulkOverallStatus({ status: 'PROCESSED', recordsRejected: 6, details: [{ statusCode: 'PROCESSED', count: 1 }] })).toBe('Rejected');
    expect(bulkOverallStatus({ status: 'PROCESSEXCP', recordsRejected: 1, details: [{ statusCode: 'PROCESSED', count: 9 }] })).toBe('Successful');
    expect(bulkOverallStatus({ status: 'PROCESSED', recordsRejected: 0, details: [{ statusCode: 'PROCESSING_IN_PROGRESS', count: 2 }] })).toBe('Under process');
  });

  it('adds details of the same code', () => {
    expect(bulkStatusCounts({ recordsRejected: 1, details: [{ statusCode: 'PROCESSED', count: 2 }, { statusCode: 'PROCESSED', count: 3 }, { statusCode: 'VERIFIED', count: 4 }] })).toEqual({
      processing: 4,
      accepted: 5,
      rejected: 1,
    });
  });

  it("reads the fake bank's seeded files as their statuses say", () => {
    const { files } = createBulkFiles(planBulkFiles(new Date('2026-03-04T10:00:00Z')));
    const expected: Record<string, BulkOverallStatus> = {
      PROCESSED: 'Successful', // one of them with 2 of 9 rows rejected
      ERROR: 'File error',
      PENDING_APPROVAL: 'Under process',
      PROCESSING_IN_PROGRESS: 'Under process',
      APPROVED: 'Under process',
      REJECTED: 'Rejected',
    };
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const shown = bulkOverallStatus({ status: f.fileUpload.fileStatus, recordsRejected: f.recordsRejected, details: f.details });
      expect({ file: f.fileUpload.fileName, shown }).toEqual({ file: f.fileUpload.fileName, shown: expected[f.fileUpload.fileStatus] });
    }
  });
});
