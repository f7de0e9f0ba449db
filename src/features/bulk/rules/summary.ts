/**
 * What the confirm step shows of a file before it is sent: how many payments, their total and to
 * how many payees. The total is added in whole pence (integers), so 999 payments of £0.10 make
 * exactly £99.90.
 *
 * Where SPEC.md is silent: a payee is an account (sort code and account number), not a name, since
 * that is where the money goes: 'J Smith' and 'John Smith' paid into one account are one payee, and
 * two different accounts under one name are two.
 */
export interface BulkSummary {
  count: number;
  /** The total in whole pence. */
  totalPence: number;
  /** The total in pounds, for formatMoney (exact to the penny). */
  total: number;
  distinctPayees: number;
}

export function summariseBulkPayments(payments: readonly { sortCode: string; accountNumber: string; pence: number }[]): BulkSummary {
  const totalPence = payments.reduce((sum, p) => sum + p.pence, 0);
  const payees = new Set(payments.map((p) => `${p.sortCode}/${p.accountNumber}`));
  return { count: payments.length, totalPence, total: totalPence / 100, distinctPayees: payees.size };
}
