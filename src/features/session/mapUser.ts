import { londonDateTime } from '@/shared/lib/london';
import type { User } from './types';

/** GET v1/me's userProfile (DIGX-CONTRACT.md) as the app's User. */
export interface MeAnswer {
  userProfile?: {
    userName?: string;
    prefix?: string;
    firstName?: string;
    middleName?: string;
    lastName?: string;
    emailId?: { displayValue?: string };
    phoneNumber?: { displayValue?: string };
    partyId?: { displayValue?: string; value?: string };
    homeEntity?: string;
    accessibleEntities?: string[];
    accessibleEntityDTOs?: { entityId: string; entityName: string }[];
    lastLoginTime?: string;
  };
  firstLoginFlowDone?: boolean;
}

export function mapUser(answer: MeAnswer): User {
  const p = answer.userProfile ?? {};
  const entities = p.accessibleEntityDTOs?.length
    ? p.accessibleEntityDTOs.map((e) => ({ id: e.entityId, name: e.entityName }))
    : (p.accessibleEntities ?? []).map((id) => ({ id, name: id }));
  return {
    id: p.userName ?? '',
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    preferredName: p.firstName ?? p.userName ?? '',
    honorific: p.prefix ?? '',
    email: p.emailId?.displayValue ?? '',
    phoneNo: p.phoneNumber?.displayValue ?? '',
    lastLogin: p.lastLoginTime ? londonDateTime(p.lastLoginTime) : undefined,
    mainPartyId: p.partyId?.value ?? '',
    homeEntity: p.homeEntity ?? entities[0]?.id ?? '',
    entities,
  };
}
