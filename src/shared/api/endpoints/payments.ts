/** The payment calls (SPEC.md section 7 "Payments", "Payees", "Instructions"). */
import { endpoint } from './endpoint';

/** The order the bank is asked for: instant or an instruction, to an own account or a payee. */
const KINDS = { kind: ['transfers/self', 'payouts/external', 'instructions/transfers/self', 'instructions/payouts/external'] } as const;

export const payees = /*#__PURE__*/ endpoint('GET', 'cz/v1/payments/payeeGroup');
export const newPayeeGroup = /*#__PURE__*/ endpoint('POST', 'cz/v1/payments/payeeGroup');
export const newPayee = /*#__PURE__*/ endpoint('POST', 'cz/v1/payments/payeeGroup/{groupId}/payees/external', { twoFactor: true });
export const updatePayee = /*#__PURE__*/ endpoint('PATCH', 'cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId}');
export const deletePayee = /*#__PURE__*/ endpoint('DELETE', 'cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId}', { twoFactor: true });
export const sortCode = /*#__PURE__*/ endpoint('GET', 'v1/financialInstitution/nationalClearingDetails/UK/{sortCode}');
export const verifyPayeeName = /*#__PURE__*/ endpoint('POST', 'v1/payments/verifyPayeeName');
export const prepare = /*#__PURE__*/ endpoint('POST', 'cz/v1/payments/{kind}', { fixed: KINDS });
export const verify = /*#__PURE__*/ endpoint('GET', 'v1/payments/{kind}/{paymentId}', { fixed: KINDS });
export const confirm = /*#__PURE__*/ endpoint('PATCH', 'v1/payments/{kind}/{paymentId}', { fixed: KINDS });
export const internationalRequest = /*#__PURE__*/ endpoint('POST', 'cz/v1/payments/internationalPaymentRequests');
export const instructions = /*#__PURE__*/ endpoint('GET', 'cz/v1/payments/instructions');
export const cancellation = /*#__PURE__*/ endpoint('GET', 'cz/v1/payments/instructions/cancellation/{instructionId}');
export const cancelInstruction = /*#__PURE__*/ endpoint('PATCH', 'cz/v1/payments/instructions/cancellation/{instructionId}', { twoFactor: true });
export const updateInstruction = /*#__PURE__*/ endpoint('PUT', 'cz/v1/payments/instructions/{instructionId}');
