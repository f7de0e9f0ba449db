import { dayText, fromAccountOf, offeredDownloads, recordStatusWord } from './fileDisplay';

describe('dayText', () => {
  it.each([
    ['2026-07-05', '5 Jul 2026'],
    ['', '–'],
    ['2026-02-30', '–'],
  ])('%j is %j', (day, text) => {
    expect(dayText(day)).toBe(text);
  });
});

describe('fromAccountOf', () => {
  const accounts = [
    { id: 'tok-1', accountId: 'tok-1', title: 'Stables Racing', accountNumber: '20114561' },
    { id: 'tok-2', title: 'Holdings Current', accountNumber: '' },
  ];
  it.each([
    ['one of the customer\'s accounts: its title and own number', { fromId: 'tok-1', fromDisplay: 'xxxxxxxxxxxx4561' }, { title: 'Stables Racing', number: '20114561' }],
    ['known without a number: the bank\'s masked number', { fromId: 'tok-2', fromDisplay: 'xxxxxxxxxxxx7788' }, { title: 'Holdings Current', number: 'xxxxxxxxxxxx7788' }],
    ['not one of theirs (another entity): the bank\'s masked number', { fromId: 'tok-9', fromDisplay: 'xxxxxxxxxxxx1234' }, { title: '', number: 'xxxxxxxxxxxx1234' }],
    ['a display without digits stays as the bank wrote it', { fromId: 'tok-9', fromDisplay: 'Unknown' }, { title: '', number: 'Unknown' }],
    ['nothing known', { fromId: '', fromDisplay: '' }, { title: '', number: '' }],
  ])('%s', (_, file, shown) => {
    expect(fromAccountOf(file, accounts)).toEqual(shown);
  });
});


describe('recordStatusWord', () => {
  it.each([
    ['PROCESSED', 'Processed'],
    ['COMPLETED', 'Completed'],
    ['PROCESSING_IN_PROGRESS', 'Processing'],
    ['VERIFIED', 'Verified'],
    ['APPROVED', 'Approved'],
    ['UPLOADED', 'Uploaded'],
    ['REJECTED', 'Rejected'],
    ['rejected', 'Rejected'],
    ['PENDING_APPROVAL', 'Awaiting approval'],
    ['ON_HOLD_BY_BANK', 'On hold by bank'],
    ['', '–'],
  ])('%j is %j', (status, word) => {
    expect(recordStatusWord(status)).toBe(word);
  });
});

describe('offeredDownloads: only what the bank can give', () => {
  it.each([
    ['ERROR', ['errorLog']],
    ['error', ['errorLog']],
    ['PROCESSED', ['response']],
    ['PROCESSING_IN_PROGRESS', ['response']],
    ['PENDING_APPROVAL', ['response']],
    ['REJECTED', ['response']],
  ])('%s: %j', (status, offered) => {
    expect(offeredDownloads({ status })).toEqual(offered);
  });
});
