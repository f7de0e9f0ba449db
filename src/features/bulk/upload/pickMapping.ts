/**
 * SPEC.md section 6: bulk upload needs a file identifier mapping per party. The mapping of the debit
 * account's party; a bank that does not name parties in its mappings (OBDX's own sample does not) has
 * one set for the user, so its first mapping serves.
 */
import type { FileIdentifierMapping } from '../types';

export function pickMapping(mappings: readonly FileIdentifierMapping[], account: { partyId: string; customerId: string }): FileIdentifierMapping | undefined {
  const named = mappings.filter((m) => m.partyId || m.customerId);
  if (named.length === 0) return mappings[0];
  return named.find((m) => (m.partyId && m.partyId === account.partyId) || (m.customerId && m.customerId === account.customerId));
}
