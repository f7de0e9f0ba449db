/**
 * The bank's branches. Branch "000" is the one whose sort code the app defaults to 609303 (SPEC section 3);
 * the others carry their own sort codes so the app cannot rely on the default everywhere.
 */
import type { BranchAddressWire } from '../types';

export interface Branch { code: string; sortCode: string; address: BranchAddressWire }

function branch(code: string, sortCode: string, branchName: string, line1: string, city: string, postCode: string): Branch {
  return {
    code,
    sortCode,
    address: {
      id: code,
      branchName,
      branchAddress: { postalAddress: { line1, line2: '', city, postCode, country: 'GREAT BRITAIN' } },
    },
  };
}

export const BRANCHES: Readonly<Record<string, Branch>> = {
  '000': branch('000', '609303', 'Private Bank - London', '12 Example Square', 'London', 'W1A 1AA'),
  '001': branch('001', '609311', 'Private Bank - Edinburgh', '4 Sample Crescent', 'Edinburgh', 'EH1 1AA'),
  '010': branch('010', '609356', 'Racing Bank - Newmarket', '3 Paddock Row', 'Newmarket', 'CB8 0AA'),
};

export const DEFAULT_SORT_CODE = '609303';
