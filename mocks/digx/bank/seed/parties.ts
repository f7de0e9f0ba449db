/**
 * Customers (parties). In this bank one entity is one party, so a party's entity id is its party number:
 * CORP1 switches between three entities, RETAIL1 and NEWUSER have one each.
 */
import type { PartyRecord } from '../types';
import { partyIdOf } from './ids';

export const PARTY = {
  pemberton: '100452',
  bennett: '100987',
  stables: '200731',
  holdings: '200732',
  bloodstock: '200733',
} as const;

const SPECS: { partyNumber: string; name: string; kind: PartyRecord['kind']; userIds: string[] }[] = [
  { partyNumber: PARTY.pemberton, name: 'Alexander James Pemberton', kind: 'INDIVIDUAL', userIds: ['RETAIL1'] },
  { partyNumber: PARTY.stables, name: 'Hambleton Hill Racing Stables Ltd', kind: 'CORPORATE', userIds: ['CORP1'] },
  { partyNumber: PARTY.holdings, name: 'Hambleton Hill Holdings Ltd', kind: 'CORPORATE', userIds: ['CORP1'] },
  { partyNumber: PARTY.bloodstock, name: 'Northern Vale Bloodstock Ltd', kind: 'CORPORATE', userIds: ['CORP1'] },
  { partyNumber: PARTY.bennett, name: 'Oliver Bennett', kind: 'INDIVIDUAL', userIds: ['NEWUSER'] },
];

export function createParties(): Record<string, PartyRecord> {
  const parties: Record<string, PartyRecord> = {};
  for (const spec of SPECS) {
    const partyId = partyIdOf(spec.partyNumber);
    parties[partyId.value] = { partyId, entityId: spec.partyNumber, ...spec };
  }
  return parties;
}

/** The party record of a party number (the seed's own look-up; handlers key parties by token). */
export function partyByNumber(parties: Record<string, PartyRecord>, partyNumber: string): PartyRecord {
  const party = Object.values(parties).find((p) => p.partyNumber === partyNumber);
  if (!party) throw new Error(`Unknown party ${partyNumber}`);
  return party;
}
