/**
 * OBDX task codes behind each permitted function of SPEC.md section 6, and the task code
 * each limit target is assigned against. The client derives permitted functions from
 * GET cz/v1/permissions (`allowedTransactions`) with this one table; the fake bank grants
 * the same codes. A bank with other codes remaps them here.
 */
export type FunctionName =
  | 'payment' | 'transfer' | 'payeesManage' | 'paymentsFuture' | 'transactionLog' | 'statements'
  | 'loanStatements' | 'bulkUpload' | 'bulkView' | 'alerts' | 'payInBooks' | 'chequeBooks' | 'chequeStatus'
  | 'approver';

/**
 * OBDX-style task codes behind each permitted function (SPEC section 6). A function is permitted when
 * `allowedTransactions` (GET cz/v1/permissions) holds ANY of its codes. Each code belongs to one function.
 */
export const FUNCTION_TASK_CODES: Readonly<Record<FunctionName, readonly string[]>> = {
  payment: ['PC_F_DOM', 'PC_F_ADHOC'],
  transfer: ['PC_F_SELF', 'PC_F_INTRNL'],
  payeesManage: ['PC_M_CDP', 'PC_M_UDP', 'PC_M_DDP'],
  paymentsFuture: ['PC_F_SI', 'PC_F_DFTI', 'PC_F_SELFI'],
  transactionLog: ['RP_I_ACTLOG'],
  statements: ['DDA_I_STMT'],
  loanStatements: ['LN_I_STMT'],
  bulkUpload: ['FU_F_BLK'],
  bulkView: ['FU_I_BLK'],
  alerts: ['AL_M_SUB'],
  payInBooks: ['DDA_F_PIB'],
  chequeBooks: ['DDA_F_CBR'],
  chequeStatus: ['DDA_I_CHQ'],
  approver: ['AP_F_APPROVE'],
};

/** Limit targets (SPEC "Limits") and the task code each is assigned against in a limit package. */
export type LimitTarget = 'makePayment' | 'internalTransfer' | 'bulkPayments';
export const LIMIT_TARGET_TASK_CODES: Readonly<Record<LimitTarget, string>> = {
  makePayment: 'PC_F_DOM',
  internalTransfer: 'PC_F_SELF',
  bulkPayments: 'FU_F_BLK',
};

