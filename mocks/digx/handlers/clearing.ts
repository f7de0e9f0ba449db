import { DIGX_CODES } from '../bank/profile';
import { BRANCHES, UK_BANKS } from '../bank/seed';
import { obdxError, ok } from './responses';
import type { Route } from './route';

/**
 * Sort code look-up (SPEC.md section 7 "Limits"; docs/digx-api.md "sort code look-up"):
 *
 *   GET v1/financialInstitution/nationalClearingDetails/UK/{sortCode}
 *     → 200 {code, name, branchAddress {line1, line2, city, country}, fasterPaymentsEnabled}  (unwrapped, no status)
 *     → 404 DIGX_CZ_WRONG_DETAILS when the sort code is not six digits or no bank has it.
 *
 * The banks are the other UK banks of seed/banks.ts (UK_BANKS) plus this bank's own branches
 * (seed/branches.ts: 609303 London, 609311 Edinburgh, 609356 Newmarket). One bank refuses Faster
 * Payments, for QA: 08-99-99 CO-OPERATIVE BANK PLC answers fasterPaymentsEnabled false (the app shows
 * "no fast payments", and a payee there is refused: payees.ts). A session is needed, as for every
 * non-public route.
 */

export interface ClearingBank {
  code: string;
  name: string;
  branchAddress: { line1: string; line2: string; city: string; country: string };
  fasterPaymentsEnabled: boolean;
}

const SIX_DIGITS = /^\d{6}$/;

function ownBranches(): ClearingBank[] {
  return Object.values(BRANCHES).map((b) => {
    const [bankName, place] = b.address.branchName.split(' - ');
    const postal = b.address.branchAddress.postalAddress;
    return {
      code: b.sortCode,
      name: bankName.toUpperCase(),
      branchAddress: { line1: postal.line1.toUpperCase(), line2: (place ?? '').toUpperCase(), city: postal.city.toUpperCase(), country: 'GB' },
      fasterPaymentsEnabled: true,
    };
  });
}

/** The bank behind a sort code (six digits), or undefined when there is none. */
export function clearingBankOf(sortCode: string | null | undefined): ClearingBank | undefined {
  if (!sortCode || !SIX_DIGITS.test(sortCode)) return undefined;
  const other = UK_BANKS.find((b) => b.code === sortCode);
  if (other) {
    return {
      code: other.code,
      name: other.name,
      branchAddress: { line1: other.address, line2: other.branch, city: other.city, country: 'GB' },
      fasterPaymentsEnabled: other.fasterPayments,
    };
  }
  return ownBranches().find((b) => b.code === sortCode);
}

export function clearingHandlers(route: Route) {
  return [
    route('get', 'v1/financialInstitution/nationalClearingDetails/UK/:sortCode', ({ params, bank }) => {
      const found = clearingBankOf(params.sortCode);
      if (!found) return obdxError(404, DIGX_CODES.wrongDetails, 'The sort code is not recognised.');
      // Hostile mode: the bank's and branch's names and address carry payloads (the code and flags stay real).
      const { line1, line2, city } = found.branchAddress;
      return ok({ ...found, name: bank.text(found.name), branchAddress: { ...found.branchAddress, line1: bank.text(line1), line2: bank.text(line2), city: bank.text(city) } });
    }),
  ];
}
