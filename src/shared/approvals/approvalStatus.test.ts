import { approvalStatusWord, isPendingApproval } from './approvalStatus';

describe('approval status words (SPEC.md section 4)', () => {
  it.each([
    // SPEC.md's own.
    ['INITIATED', 'Pending', true],
    ['PENDING_APPROVAL', 'Pending', true],
    ['APPROVED', 'Accepted', false],
    ['REJECTED', 'Rejected', false],
    ['SENT_TO_HOST', 'Time Out Error', false],
    // The rest of a stock OBDX's statuses.
    ['COMPLETED', 'Accepted', false],
    ['EXPIRED', 'Expired', false],
    ['MODIFICATION_REQUESTED', 'Returned for changes', false],
    // Read defensively.
    ['approved', 'Accepted', false],
    [' pending_approval ', 'Pending', true],
    ['ON_HOLD', 'On hold', false],
    ['', 'Unknown', false],
    [null, 'Unknown', false],
    [undefined, 'Unknown', false],
  ])('%s reads %p (pending: %p)', (status, word, pending) => {
    expect(approvalStatusWord(status)).toBe(word);
    expect(isPendingApproval(status)).toBe(pending);
  });
});
