import { newlyPaidFiles, type SeenFile } from './paidFiles';

const known = (entries: [string, string][]) => new Map(entries);

describe('bulk files newly paid', () => {
  it.each<[string, [string, string][], SeenFile[], string[]]>([
    ['a submitted file seen processed', [['F1', 'SUBMITTED']], [{ id: 'F1', status: 'PROCESSED' }], ['F1']],
    ['a processing file seen completed', [['F1', 'PROCESSING_IN_PROGRESS']], [{ id: 'F1', status: 'COMPLETED' }], ['F1']],
    ['a file seen processed with some records in error', [['F1', 'VERIFIED']], [{ id: 'F1', status: 'PROCESSEXCP' }], ['F1']],
    ['a status read in any case', [['F1', 'verified']], [{ id: 'F1', status: 'processed' }], ['F1']],
    ['a file still processing', [['F1', 'VERIFIED']], [{ id: 'F1', status: 'PROCESSING_IN_PROGRESS' }], []],
    ['a file that failed', [['F1', 'VERIFIED']], [{ id: 'F1', status: 'ERROR' }], []],
    ['a file an approver rejected', [['F1', 'PENDING_APPROVAL']], [{ id: 'F1', status: 'REJECTED' }], []],
    ['a file first seen processed', [], [{ id: 'F1', status: 'PROCESSED' }], []],
    ['a processed file seen again', [['F1', 'PROCESSED']], [{ id: 'F1', status: 'COMPLETED' }], []],
    ['two files, one newly paid', [['F1', 'VERIFIED'], ['F2', 'VERIFIED']], [{ id: 'F1', status: 'PROCESSED' }, { id: 'F2', status: 'APPROVED' }], ['F1']],
    ['a file without an id', [['', 'VERIFIED']], [{ id: '', status: 'PROCESSED' }], []],
  ])('%s', (_name, before, seen, paid) => {
    expect(newlyPaidFiles(known(before), seen).paid).toEqual(paid);
  });

  it('remembers what it saw, so a file is counted once', () => {
    const first = newlyPaidFiles(known([['F1', 'SUBMITTED']]), [{ id: 'F1', status: 'VERIFIED' }, { id: 'F2', status: 'PROCESSED' }]);
    expect(first.paid).toEqual([]);
    expect([...first.known]).toEqual([['F1', 'VERIFIED'], ['F2', 'PROCESSED']]);
    const second = newlyPaidFiles(first.known, [{ id: 'F1', status: 'PROCESSED' }]);
    expect(second.paid).toEqual(['F1']);
    expect(newlyPaidFiles(second.known, [{ id: 'F1', status: 'PROCESSED' }]).paid).toEqual([]);
  });
});
