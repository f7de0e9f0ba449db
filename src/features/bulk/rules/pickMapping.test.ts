import { bankProfile as demoBank } from '@/shared/bankProfile/profiles/demoBank';
import { bankProfile as stockObdx } from '@/shared/bankProfile/profiles/stockObdx';
import { mapMapping, type MappingWire } from '../mapBulk';
import sample from '../obdx-userFileIdentifiersMappings.json';
import type { FileIdentifierMapping } from '../types';
import { pickMapping, type FileIdentifierRule } from './pickMapping';

/** OBDX's own answer (obdx-samples/fileUploads-userFileIdentifiersMappings.json, copied here): two templates, ITG and MIX, no party. */
const real = (sample as unknown as { userTemplateRelationships: MappingWire[] }).userTemplateRelationships;

/** A mapping of the real sample's shape, for one transaction and, when given, one party. */
const wire = (fileIdentifier: string, transaction: string | undefined, party?: { partyId: string; customerId: string }): MappingWire => ({
  fileIdentifierRegistrationDTO: {
    fileIdentifier,
    description: `${fileIdentifier} file level approval`,
    ...(transaction === undefined ? {} : { fileTemplateDTO: { transaction } }),
  },
  ...(party ? { partyId: { displayValue: `***${party.customerId.slice(-3)}`, value: party.partyId }, customerId: party.customerId } : {}),
});
const P1 = { partyId: 'TOKEN1', customerId: '001' };
const P2 = { partyId: 'TOKEN2', customerId: '002' };
const account = P2;

const DTF_BY_PARTY: FileIdentifierRule = { transactions: ['DTF'], byParty: true };
const DTF_ANY_PARTY: FileIdentifierRule = { transactions: ['DTF'], byParty: false };

describe('pickMapping (bank profile fileIdentifier: transaction, then party)', () => {
  it('reads the real sample: each template with its transaction and no party', () => {
    expect(real.map(mapMapping)).toEqual<FileIdentifierMapping[]>([
      { fileIdentifier: 'SDMCINDELABFILE', description: 'SDMC Internal Delimited Adhoc Beneficiary File Level Approval', transaction: 'ITG', partyId: '', customerId: '' },
      { fileIdentifier: 'SDMCMXDELABR', description: 'SDMC Mixed Delimited Adhoc Beneficiary Record level', transaction: 'MIX', partyId: '', customerId: '' },
    ]);
  });

  it.each<[string, MappingWire[], FileIdentifierRule, string | undefined]>([
    // The real sample's user has internal and mixed templates only: nothing for UK domestic files.
    ['the real sample: no DTF template, so none', real, DTF_BY_PARTY, undefined],
    ['the real sample, for a bank whose bulk files are internal transfers', real, { transactions: ['ITG'], byParty: true }, 'SDMCINDELABFILE'],
    ['the real sample, the first of several transactions the profile accepts', real, { transactions: ['MIX', 'ITG'], byParty: true }, 'SDMCINDELABFILE'],
    // Transaction first: an earlier mapping of another transaction is passed over.
    ['the DTF one after an ITG one (no party named)', [...real, wire('UKDOM', 'DTF')], DTF_BY_PARTY, 'UKDOM'],
    ['transaction codes in any case', [wire('UKDOM', 'dtf')], DTF_BY_PARTY, 'UKDOM'],
    ['a template naming no transaction is not usable', [wire('BARE', undefined), wire('TPL', '')], DTF_BY_PARTY, undefined],
    // Then the debit account's party.
    ["the account party's, by party id", [wire('A', 'DTF', P1), wire('B', 'DTF', P2)], DTF_BY_PARTY, 'B'],
    ["the account party's, by party number", [wire('A', 'DTF', { partyId: '', customerId: '001' }), wire('B', 'DTF', { partyId: '', customerId: '002' })], DTF_BY_PARTY, 'B'],
    ["the account party's DTF one, not its ITG one", [wire('B-ITG', 'ITG', P2), wire('A', 'DTF', P1), wire('B', 'DTF', P2)], DTF_BY_PARTY, 'B'],
    ['never another party\'s', [wire('A', 'DTF', P1)], DTF_BY_PARTY, undefined],
    ["the party's own before one naming no party", [wire('ANY', 'DTF'), wire('B', 'DTF', P2)], DTF_BY_PARTY, 'B'],
    ['one naming no party when the party has none of its own', [wire('A', 'DTF', P1), wire('ANY', 'DTF')], DTF_BY_PARTY, 'ANY'],
    ['the first DTF one of any party when the bank does not map by party', [wire('A', 'DTF', P1), wire('B', 'DTF', P2)], DTF_ANY_PARTY, 'A'],
    ['none when there are none', [], DTF_BY_PARTY, undefined],
  ])('%s', (_label, answer, rule, expected) => {
    expect(pickMapping(answer.map(mapMapping), account, rule)?.fileIdentifier).toBe(expected);
  });

  it("follows each bank's profile: the demo bank and a stock OBDX both take DTF, by party", () => {
    const answer = [wire('A-ITG', 'ITG', P2), wire('A', 'DTF', P1), wire('B', 'DTF', P2)].map(mapMapping);
    for (const profile of [demoBank, stockObdx]) expect(pickMapping(answer, account, profile.fileIdentifier)?.fileIdentifier).toBe('B');
  });
});
