import { approvalStatusWord, isPendingApproval } from './approvalStatus';

describe('approval status words (SPEC.md section 4)', () => {
  it.each([
    ['INITIATED', 'Pending', true],
    ['PENDING_APPROVAL', 'Pending', true],
    ['APPROVED', 'Accepted', false],
    ['REJECTED', 'Rejected', false],
    ['SENT_TO_HOST', 'Time Out Error', false],
    ['approved', 'Accepted', false],
    ['ON_HOLD', 'ON_HOLD', false],
    [undefined, 'Unknown', false],
  ])('%s reads %p (pending: %p)', (status, word, pending) => {
    expect(approvalStatusWord(status)).toBe(word);
    expect(isPendingApproval(status)).toBe(pending);
  });
});
