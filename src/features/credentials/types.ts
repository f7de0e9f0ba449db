import type { credentialChangeRequired } from '@/shared/events';

/** What the login flow list said must happen before the customer may go on (SPEC.md section 4). */
export type CredentialFlags = ReturnType<typeof credentialChangeRequired>['payload'];
/** A first-login step as the bank named it (terms, password, pin). */
export type LoginStepKind = NonNullable<CredentialFlags['loginSteps']>[number]['kind'];

/** The steps of /change-credentials, in the order SPEC.md section 2 lists them. */
export type StepId = 'welcome' | 'terms' | 'pass' | 'passChanged' | 'pin' | 'success';

/** Every step is always in the list; the flags only switch steps on or off. */
export interface Step {
  id: StepId;
  enabled: boolean;
}

/** One submission of the change-credentials journey (terms, password or PIN). */
export type SubmissionStatus = 'idle' | 'submitting' | 'failed';

/** The field a server refusal is about, so the form can clear or focus it. */
export type FailedField = 'current' | 'new';

/** The reset-by-token page (/change-credentials-password). */
export type ResetStatus =
  /** Nothing asked yet. */
  | 'idle'
  /** GET v1/token/{token} is on its way. */
  | 'checking'
  /** The link is good: the form shows. */
  | 'ready'
  /** The bank refused the token, or there was none. */
  | 'invalid'
  /** The bank could not be asked (network, technical): try again. */
  | 'unavailable'
  | 'submitting'
  | 'failed'
  /** The new password is saved; the saga moves on to /digital. */
  | 'changed';

/** What /settings/manage-credentials/{type} changes (SPEC.md section 2). */
export type CredentialKind = 'password' | 'pin';

/** One change of settings' manage-credentials. */
export type ManageStatus =
  | 'idle'
  | 'submitting'
  | 'failed'
  /** Saved: the PIN form clears; a password change goes on to /digital after 500 ms. */
  | 'changed';
