/**
 * Confirmation of Payee: the accounts at other banks whose holder the fake bank "knows" (handlers/cop.ts
 * decides the outcome from this table; this bank's own accounts are known from the state). Every seeded
 * payee is here under the name CoP gave when it was added (so checking a seeded payee's name matches),
 * plus a few accounts QA uses to drive the close-match and account-type outcomes.
 */
import { PAYEE_SPECS } from './payeeSpecs';

export type CopAccountType = 'PERSONAL' | 'BUSINESS';

export interface CopDirectoryEntry {
  /** Six digits, or '*' for an account number known at every sort code. */
  sortCode: string;
  accountNumber: string;
  name: string;
  type: CopAccountType;
  /** A building-society style account: without a secondary reference (roll number) CoP answers IVCR. */
  needsReference?: boolean;
}

/** Seeded payees that are people; every other seeded payee is a business. */
const PERSONAL_PAYEES: ReadonlySet<string> = new Set(['41882016', '31547720', '53310982', '10293847']);

export const COP_DIRECTORY: readonly CopDirectoryEntry[] = [
  ...PAYEE_SPECS.map((p): CopDirectoryEntry => ({
    sortCode: p.sortCode,
    accountNumber: p.accountNumber,
    name: p.verification?.nameOnAccount ?? p.accountName,
    type: PERSONAL_PAYEES.has(p.accountNumber) ? 'PERSONAL' : 'BUSINESS',
  })),
  // The one-off payee of the seeded activity log (approvals.ts R3).
  { sortCode: '200000', accountNumber: '30019283', name: 'M Ellison', type: 'PERSONAL' },
  // QA accounts (README of handlers/cop.ts).
  { sortCode: '200000', accountNumber: '11223344', name: 'John Smith', type: 'PERSONAL' },
  { sortCode: '400530', accountNumber: '22334455', name: 'Newmarket Saddlery Ltd', type: 'BUSINESS' },
  { sortCode: '*', accountNumber: '00000002', name: 'Sarah Jones', type: 'PERSONAL', needsReference: true },
];
