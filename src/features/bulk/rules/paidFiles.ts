/**
 * When a bulk file's payments have left its account: the file statuses after which OBDX has made the file's
 * payments, all or some (PROCESSEXCP: processed with some records in error), as rules/fileStatus.ts reads them.
 */
export const PAID_FILE_STATUSES: readonly string[] = ['PROCESSED', 'COMPLETED', 'PROCESSEXCP'];

const paid = (status: string) => PAID_FILE_STATUSES.includes(status.trim().toUpperCase());

export interface SeenFile {
  id: string;
  status: string;
}

/**
 * The files the app saw still on their way (uploaded, waiting, processing) that it now sees paid: for each, money
 * has just left an account, so the balances are read again. A file first seen already paid is not counted: the
 * balances read since may well include it, and the one-minute rule reads them again anyway. Returns the statuses
 * to remember for the next look too.
 */
export function newlyPaidFiles(known: ReadonlyMap<string, string>, seen: readonly SeenFile[]): { paid: string[]; known: Map<string, string> } {
  const next = new Map(known);
  const newly: string[] = [];
  for (const file of seen) {
    if (!file.id) continue;
    const before = known.get(file.id);
    if (before !== undefined && !paid(before) && paid(file.status)) newly.push(file.id);
    next.set(file.id, file.status);
  }
  return { paid: newly, known: next };
}
