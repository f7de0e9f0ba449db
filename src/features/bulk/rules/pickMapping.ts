/**
 * SPEC.md section 6: bulk upload needs a file identifier mapping per party. Which of the user's mappings
 * (GET fileUploads/userFileIdentifiersMappings) a file is sent with, by the bank profile's
 * `fileIdentifier` rule: the first whose template's transaction (fileTemplateDTO.transaction, 'DTF' for
 * UK domestic transfers) is one of the profile's, for the debit account's party when `byParty`. A mapping
 * of another transaction (ITG, MIX…) would have the bank refuse the whole file after the passcode, and
 * one of another party would send it under the wrong party, so neither is ever taken as a stand-in.
 *
 * Where the issue is silent:
 * - A mapping that names no party (a stock OBDX's answer has none: OBDX maps file identifiers to a user
 *   within the party the session is for, and answers for that party) serves any account, but a mapping
 *   naming the account's own party is preferred to it.
 * - A mapping whose template names no transaction is not usable: nothing says it takes UK payments.
 * - Party and transaction codes compare exactly, transaction codes in any case.
 */
import type { FileIdentifierMapping } from '../types';

export interface FileIdentifierRule {
  readonly transactions: readonly string[];
  readonly byParty: boolean;
}

export interface MappingAccount {
  /** The debit account's party: OBDX partyId.value and the party number, '' when unknown. */
  partyId: string;
  customerId: string;
}

const namesParty = (m: FileIdentifierMapping) => Boolean(m.partyId || m.customerId);
const isAccountParty = (m: FileIdentifierMapping, account: MappingAccount) =>
  Boolean((m.partyId && m.partyId === account.partyId) || (m.customerId && m.customerId === account.customerId));

export function pickMapping(mappings: readonly FileIdentifierMapping[], account: MappingAccount, rule: FileIdentifierRule): FileIdentifierMapping | undefined {
  const transactions = rule.transactions.map((t) => t.trim().toUpperCase()).filter(Boolean);
  const usable = mappings.filter((m) => m.fileIdentifier && transactions.includes(m.transaction.trim().toUpperCase()));
  if (!rule.byParty) return usable[0];
  return usable.find((m) => isAccountParty(m, account)) ?? usable.find((m) => !namesParty(m));
}
