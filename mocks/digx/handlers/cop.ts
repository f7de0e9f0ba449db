import { DIGX_CODES } from '../bank/profile';
import { COP_DIRECTORY, type CopAccountType, type CopDirectoryEntry } from '../bank/seed/copDirectory';
import type { BankState } from '../bank/types';
import { clearingBankOf } from './clearing';
import { obdxError, ok } from './responses';
import type { Route } from './route';

/**
 * Confirmation of Payee (SPEC.md sections 3, 4 and 8; docs/digx-api.md "Confirmation of Payee"):
 *
 *   POST v1/payments/verifyPayeeName {paymentType, network, accountId (sort code + account number, 14 digits),
 *        accountName, accountType (PERSONAL|BUSINESS), bic, dictionaryArray: [{nameField: 'secondaryIdentification', value}]}
 *     → 200 {status, matched: 'Y'|'A'|'N', enabled: true, reasonCode, payeeAccountName}
 *     → 400 DIGX_CZ_WRONG_DETAILS when accountId is not 14 digits, accountName is empty or accountType is another value.
 *
 * The outcome is decided deterministically, first rule that applies:
 *
 * | # | when                                                              | matched | reasonCode | payeeAccountName |
 * |---|-------------------------------------------------------------------|---------|------------|------------------|
 * | 1 | account number 00000001 (any sort code)                           | N       | AC01       | null  (no account found) |
 * | 2 | account number 00000002 without a secondaryIdentification value   | N       | IVCR       | null  (reference needed; with one it is Sarah Jones, PERSONAL, rules 6–9) |
 * | 3 | account number 00000003                                           | N       | CASS       | null  (account switched) |
 * | 4 | account number 00000004, or a sort code no bank has               | N       | SCNS       | null  (unable to check) |
 * | 5 | account number 00000005 / 00000006                                | N       | ACNS / OPTO | null (unable to check) |
 * | 6 | a known account, same name, same type                             | Y       | null       | the name on the account |
 * | 7 | a known account, same name, other type                            | A       | BANM (account is BUSINESS, PERSONAL sent) / PANM (account is PERSONAL, BUSINESS sent) | the name |
 * | 8 | a known account, close name, same type                            | A       | MBAM       | the name on the account |
 * | 9 | a known account, close name, other type                           | A       | BAMM (account is BUSINESS) / PAMM (account is PERSONAL) | the name |
 * | 10| a known account, another name                                     | N       | ANNM       | null |
 * | 11| any other account at a known sort code: its holder is the name sent; it is BUSINESS when that name has Ltd, Limited, PLC or LLP in it, else PERSONAL (rules 6–7 then apply: a "Ltd" name sent as PERSONAL is A BANM; everything else Y) |
 *
 * "Same name" ignores case, punctuation and extra spaces ("JOHN SMITH" = "John Smith"). "Close" is: the same
 * after dropping titles (Mr, Mrs, Ms, Miss, Dr...) and writing Limited as Ltd, & as And, Services as Svcs;
 * or the same surname with initials or shortened given names ("Mr J Smith", "Alex Pemberton" for
 * "Alexander James Pemberton"); or one name the start of the other ("Harrow Park School" for "Harrow Park
 * School Trust"); or at most two letters different ("Jon Smith"). No accountType sent: the type is not checked.
 *
 * Known accounts: seed/copDirectory.ts (every seeded payee under the name CoP gave when it was added, so
 * they match; John Smith 20-00-00 11223344 PERSONAL; Newmarket Saddlery Ltd 40-05-30 22334455 BUSINESS;
 * Sarah Jones 00000002 at any sort code) and every account of this bank (its party's name; individual
 * parties PERSONAL, corporate BUSINESS).
 */

const SUCCESS = { result: 'SUCCESSFUL', message: { code: '0', type: 'INFO' } };

export interface CopRequest {
  sortCode: string;
  accountNumber: string;
  accountName: string;
  accountType?: CopAccountType;
  reference?: string;
}

export interface CopOutcome {
  matched: 'Y' | 'A' | 'N';
  reasonCode: string | null;
  payeeAccountName: string | null;
}

const MAGIC: Readonly<Record<string, string>> = { '00000001': 'AC01', '00000003': 'CASS', '00000004': 'SCNS', '00000005': 'ACNS', '00000006': 'OPTO' };
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'MX', 'DR', 'SIR', 'DAME', 'PROF', 'LADY', 'LORD']);
const SYNONYMS: Readonly<Record<string, string>> = { LIMITED: 'LTD', SERVICES: 'SVCS', COMPANY: 'CO' };
const BUSINESS_NAME = /\b(LTD|LIMITED|PLC|LLP)\b/;

const normalise = (name: string) =>
  name.toUpperCase().replace(/&/g, ' AND ').replace(/[^A-Z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();
const tokens = (name: string) => normalise(name).split(' ').filter(Boolean);
const closeTokens = (name: string) => tokens(name).filter((t) => !TITLES.has(t)).map((t) => SYNONYMS[t] ?? t);

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Same surname; the shorter list of given names are, in order, initials or beginnings of the other's (either way). */
function initialsMatch(a: string[], b: string[]): boolean {
  if (a.length < 2 || b.length < 2 || a[a.length - 1] !== b[b.length - 1]) return false;
  const [short, long] = a.length <= b.length ? [a.slice(0, -1), b.slice(0, -1)] : [b.slice(0, -1), a.slice(0, -1)];
  let at = 0;
  for (const given of short) {
    while (at < long.length && !long[at].startsWith(given) && !given.startsWith(long[at])) at += 1;
    if (at === long.length) return false;
    at += 1;
  }
  return true;
}

function startsWithTokens(a: string[], b: string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 2 && short.every((t, i) => long[i] === t);
}

export function nameMatch(sent: string, actual: string): 'exact' | 'close' | 'none' {
  if (normalise(sent) === normalise(actual)) return 'exact';
  const a = closeTokens(sent);
  const b = closeTokens(actual);
  if (a.join(' ') === b.join(' ') || initialsMatch(a, b) || startsWithTokens(a, b)) return 'close';
  const joinedA = a.join(' ');
  const joinedB = b.join(' ');
  return Math.min(joinedA.length, joinedB.length) >= 5 && editDistance(joinedA, joinedB) <= 2 ? 'close' : 'none';
}

function knownAccount(state: BankState, sortCode: string, accountNumber: string): CopDirectoryEntry | undefined {
  const listed = COP_DIRECTORY.find((e) => e.accountNumber === accountNumber && (e.sortCode === sortCode || e.sortCode === '*'));
  if (listed) return listed;
  const own = Object.values(state.accounts).find((a) => a.internal.sortCode === sortCode && a.internal.accountNumber === accountNumber);
  if (!own) return undefined;
  const party = state.parties[own.internal.partyId];
  return { sortCode, accountNumber, name: own.partyName, type: party?.kind === 'CORPORATE' ? 'BUSINESS' : 'PERSONAL' };
}

const refused = (reasonCode: string): CopOutcome => ({ matched: 'N', reasonCode, payeeAccountName: null });

/** The CoP answer for one request (the table above). */
export function decideCop(state: BankState, request: CopRequest): CopOutcome {
  const magic = MAGIC[request.accountNumber];
  if (magic) return refused(magic);
  if (!clearingBankOf(request.sortCode)) return refused('SCNS');
  const known = knownAccount(state, request.sortCode, request.accountNumber);
  if (known?.needsReference && !request.reference?.trim()) return refused('IVCR');
  const account = known ?? {
    name: request.accountName.trim(),
    type: BUSINESS_NAME.test(normalise(request.accountName)) ? 'BUSINESS' : 'PERSONAL',
  };
  const match = nameMatch(request.accountName, account.name);
  if (match === 'none') return refused('ANNM');
  const typeDiffers = request.accountType !== undefined && request.accountType !== account.type;
  const business = account.type === 'BUSINESS';
  if (match === 'exact') {
    return typeDiffers ? { matched: 'A', reasonCode: business ? 'BANM' : 'PANM', payeeAccountName: account.name } : { matched: 'Y', reasonCode: null, payeeAccountName: account.name };
  }
  return { matched: 'A', reasonCode: typeDiffers ? (business ? 'BAMM' : 'PAMM') : 'MBAM', payeeAccountName: account.name };
}

interface CopBody {
  accountId?: string;
  accountName?: string;
  accountType?: string;
  dictionaryArray?: { nameField?: string; value?: string }[];
}

export function copHandlers(route: Route) {
  return [
    route('post', 'v1/payments/verifyPayeeName', async ({ request, bank }) => {
      const body = (await request.json().catch(() => undefined)) as CopBody | undefined;
      const accountId = String(body?.accountId ?? '').replace(/[\s-]/g, '');
      const accountName = typeof body?.accountName === 'string' ? body.accountName.trim() : '';
      const accountType = body?.accountType || undefined;
      if (!/^\d{14}$/.test(accountId) || accountName === '' || (accountType !== undefined && accountType !== 'PERSONAL' && accountType !== 'BUSINESS')) {
        return obdxError(400, DIGX_CODES.wrongDetails, 'The sort code, account number, name or account type is not valid.');
      }
      const reference = body?.dictionaryArray?.find((d) => d.nameField === 'secondaryIdentification')?.value;
      const outcome = decideCop(bank.state, {
        sortCode: accountId.slice(0, 6),
        accountNumber: accountId.slice(6),
        accountName,
        accountType: accountType as CopAccountType | undefined,
        reference,
      });
      // Hostile mode: the name the bank offers is server text like any other.
      const payeeAccountName = outcome.payeeAccountName === null ? null : bank.text(outcome.payeeAccountName);
      return ok({ status: SUCCESS, ...outcome, payeeAccountName, enabled: true });
    }),
  ];
}
