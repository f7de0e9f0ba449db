import type { FunctionName } from '@/shared/api/taskCodes';
import type { credentialChangeRequired } from '@/shared/events';

/** SPEC.md section 3 "User" (limits arrive with the payments issue). */
export interface User {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string;
  honorific: string;
  email: string;
  phoneNo: string;
  /** 'YYYY-MM-DD HH:mm:ss', Europe/London. */
  lastLogin?: string;
  mainPartyId: string;
  homeEntity: string;
  entities: { id: string; name: string }[];
}

export interface LoginFlowFlags {
  termsNotAccepted: boolean;
  forcePasswordChange: boolean;
  forcePinChange: boolean;
}

/** One step of the bank's first-login flow: what it is, and the id to send back once it is done. */
export type LoginStep = NonNullable<CredentialChange['loginSteps']>[number];
export type LoginStepKind = LoginStep['kind'];

/** What the login said must change before the customer may go on (the credentialChangeRequired event's flags). */
export type CredentialChange = ReturnType<typeof credentialChangeRequired>['payload'];

export type { FunctionName };
