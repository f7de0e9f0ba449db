import { pendingApprovals, releasesMoney } from './rules';

describe('pending approvals', () => {
  it.each([
    [[], 0],
    [[{ transactionType: 'PAYMENTS', pendingApproval: 3, initiated: 1 }], 4],
    [[{ pendingApproval: 2 }, { initiated: 1 }, { transactionType: 'PAYEE_BILLER' }], 3],
  ])('%p → %p', (counts, expected) => {
    expect(pendingApprovals(counts)).toBe(expected);
  });
});

describe('an approval that releases money', () => {
  const payment = { discriminator: 'PAYMENTS' };
  it.each<[string, Parameters<typeof releasesMoney>, boolean]>([
    ['a payment approved', ['approve', payment, { discriminator: 'PAYMENTS', status: 'APPROVED' }], true],
    ['a bulk file approved', ['approve', { discriminator: 'BULK_FILE' }, { discriminator: 'BULK_FILE', status: 'APPROVED' }], true],
    ['a payment approved, the answer without the item', ['approve', payment, undefined], true],
    ['a payment approved, nothing known of it', ['approve', undefined, undefined], true],
    ['a payment declined', ['reject', payment, { discriminator: 'PAYMENTS', status: 'REJECTED' }], false],
    ['a payee approved', ['approve', { discriminator: 'PAYEE_BILLER' }, { discriminator: 'PAYEE_BILLER', status: 'APPROVED' }], false],
    ['a payment approved that waits for a further approver', ['approve', payment, { discriminator: 'PAYMENTS', status: 'PENDING_APPROVAL' }], false],
    ['the kind read from the listed item when the answer has none', ['approve', { discriminator: 'PAYEE_BILLER' }, { discriminator: '', status: 'APPROVED' }], false],
  ])('%s → %s', (_name, args, released) => {
    expect(releasesMoney(...args)).toBe(released);
  });
});
