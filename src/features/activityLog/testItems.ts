/** Activity items as the bank sends them (the OBDX approval item plus activityDetails), for the unit tests. */
import type { ActivityWire } from './mapActivity';

export const paymentWire: ActivityWire = {
  transactionId: '26121E43F80F',
  transactionName: 'PC_F_DOM',
  taskDTO: { id: 'PC_F_DOM', name: 'Make a Payment' },
  createdBy: 'CORPMAKER1',
  creationDate: '2026-11-20T10:52:19.000Z',
  approvalDetails: { status: 'APPROVED' },
  processingDetails: { currentStep: 'completed', status: 'S' },
  discriminator: 'PAYMENTS',
  partyId: { displayValue: '***961', value: 'CD22B9' },
  accountId: { displayValue: 'xxxxxxxxxxxx0028', value: 'BC46BAB3' },
  amount: { amount: 3150, currency: 'GBP' },
  valueDate: '2026-11-20T00:00:00',
  creditAccountId: { displayValue: 'xxxxxxxxxxxx8956', value: 'CB25BF' },
  creditAccountName: 'Newmarket Equine Vets LLP',
  remarks: 'VET FEES HH',
  hostReference: '001OUFP12345678A',
  audit: [
    { authedBy: 'CORPMAKER1', authedOn: '2026-11-20T10:52:19.000Z', status: 'INITIATED', remarks: null },
    { authedBy: 'CORP1', authedOn: '2026-11-20T12:22:19.000Z', status: 'APPROVED', remarks: 'Fine' },
  ],
  activityDetails: {
    type: 'Make a Payment',
    toAccountNo: '****8956',
    toSortCode: '200000',
    beneName: 'Newmarket Equine Vets LLP',
    reference: 'VET FEES HH',
    repeatsUntil: null,
    payeeId: 'PAYEE1',
    groupId: 'GROUP1',
    newBeneDetails: null,
  },
};
