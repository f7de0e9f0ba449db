/** The payment calls (SPEC.md section 7 "Payments", "Payees", "Instructions"). */
import { endpoint } from './endpoint';

/** The order the bank is asked for: instant or an instruction, to an own account or a payee. */
const KINDS = { kind: ['transfers/self', 'payouts/external', 'instructions/transfers/self', 'instructions/payouts/external'] } as const;

export const PAYMENTS_ENDPOINTS = {
  payees: endpoint('GET', 'cz/v1/payments/payeeGroup'),
  newPayeeGroup: endpoint('POST', 'cz/v1/payments/payeeGroup'),
  newPayee: endpoint('POST', 'cz/v1/payments/payeeGroup/{groupId}/payees/external', { twoFactor: true }),
  updatePayee: endpoint('PATCH', 'cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId}'),
  deletePayee: endpoint('DELETE', 'cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId}', { twoFactor: true }),
  sortCode: endpoint('GET', 'v1/financialInstitution/nationalClearingDetails/UK/{sortCode}'),
  verifyPayeeName: endpoint('POST', 'v1/payments/verifyPayeeName'),
  prepare: endpoint('POST', 'cz/v1/payments/{kind}', { fixed: KINDS }),
  verify: endpoint('GET', 'v1/payments/{kind}/{paymentId}', { fixed: KINDS }),
  confirm: endpoint('PATCH', 'v1/payments/{kind}/{paymentId}', { fixed: KINDS }),
  internationalRequest: endpoint('POST', 'cz/v1/payments/internationalPaymentRequests'),
  instructions: endpoint('GET', 'cz/v1/payments/instructions'),
  cancellation: endpoint('GET', 'cz/v1/payments/instructions/cancellation/{instructionId}'),
  cancelInstruction: endpoint('PATCH', 'cz/v1/payments/instructions/cancellation/{instructionId}', { twoFactor: true }),
  updateInstruction: endpoint('PUT', 'cz/v1/payments/instructions/{instructionId}'),
} as const;
