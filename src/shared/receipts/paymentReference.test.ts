import { paymentReference, type PaymentNumbers } from './paymentReference';

describe('paymentReference', () => {
  it.each<[string, PaymentNumbers, string]>([
    ['a payment the bank made: its reference number, not the host\'s', { referenceNumber: '26121E43F80F', hostReference: '000FPO26330001AB', paymentId: 'P1' }, '26121E43F80F'],
    ['its activity-log entry: the transactionId is that number', { referenceNumber: '26121E43F80F', hostReference: '000FPO26330001AB' }, '26121E43F80F'],
    ['a stock OBDX activity-log entry, no host reference', { referenceNumber: '26121E43F80F' }, '26121E43F80F'],
    ['waiting for an approver: no host reference yet', { referenceNumber: '26121E43F80F', paymentId: 'P1' }, '26121E43F80F'],
    ['a bank that sends no reference number: the host\'s', { hostReference: '000FPO26330001AB', paymentId: 'P1' }, '000FPO26330001AB'],
    ['neither: the payment\'s own id', { paymentId: 'P1' }, 'P1'],
    ['blanks and nulls count as nothing', { referenceNumber: '  ', hostReference: null, paymentId: 'P1' }, 'P1'],
    ['spaces round a number are not part of it', { referenceNumber: ' 26121E43F80F ' }, '26121E43F80F'],
    ['nothing at all', {}, ''],
  ])('%s', (_name, numbers, reference) => {
    expect(paymentReference(numbers)).toBe(reference);
  });
});
