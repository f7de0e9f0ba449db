import { pendingApprovals } from './rules';

describe('pending approvals', () => {
  it.each([
    [[], 0],
    [[{ transactionType: 'PAYMENTS', pendingApproval: 3, initiated: 1 }], 4],
    [[{ pendingApproval: 2 }, { initiated: 1 }, { transactionType: 'PAYEE_BILLER' }], 3],
  ])('%p → %p', (counts, expected) => {
    expect(pendingApprovals(counts)).toBe(expected);
  });
});
