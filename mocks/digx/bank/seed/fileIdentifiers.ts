/**
 * Bulk upload needs a file identifier per party (SPEC section 6); this is the
 * userFileIdentifiersMappings answer's userTemplateRelationships, one per CORP1 party.
 */
import type { FileIdentifierMappingRecord } from '../types';
import { partyIdOf } from './ids';
import { PARTY } from './parties';

export const FILE_IDENTIFIERS: Readonly<Record<string, string>> = {
  [PARTY.stables]: 'HHRS_UKDOM_SDMC',
  [PARTY.holdings]: 'HHHL_UKDOM_SDMC',
  [PARTY.bloodstock]: 'NVBL_UKDOM_SDMC',
};

const NAMES: Readonly<Record<string, string>> = {
  [PARTY.stables]: 'Hambleton Hill Racing Stables',
  [PARTY.holdings]: 'Hambleton Hill Holdings',
  [PARTY.bloodstock]: 'Northern Vale Bloodstock',
};

export function createFileIdentifierMappings(): FileIdentifierMappingRecord[] {
  return Object.entries(FILE_IDENTIFIERS).map(([partyNumber, fileIdentifier]) => ({
    fileIdentifierRegistrationDTO: {
      fileIdentifier,
      description: `${NAMES[partyNumber]} - UK domestic payments (FP and BACS), file level approval`,
      templateId: 'UKDomesticSDMC',
      approvalType: 'F',
      fileTemplateDTO: {
        templateId: 'UKDomesticSDMC',
        description: 'UK Domestic Funds Transfer Delimited SDMC',
        templateType: 'D',
        transaction: 'DTF',
        accountingType: 'SDMC',
        formatType: 'CSV',
        financial: true,
      },
    },
    userId: 'CORP1',
    sensitiveCheck: false,
    internal: { partyId: partyIdOf(partyNumber).value, partyNumber },
  }));
}
