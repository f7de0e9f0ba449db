import type { DigxMeaning } from '@/shared/api/digxCodes';
import type { CredentialFlags, CredentialKind, FailedField, LoginStepKind, Step, StepId } from './types';

/**
 * Password and PIN rules of SPEC.md section 5, as pure functions. The change-credentials
 * steps, the reset-by-token page and settings' manage-credentials all check these; the
 * server still refuses reuse (mapped messages in shared/api).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** "No more than 3 successive sequence characters" (abc is fine, abcd is not). */
export const PASSWORD_MAX_SEQUENCE = 3;
/** "No more than 5 repeated characters" in a row. */
export const PASSWORD_MAX_REPEAT = 5;
export const PIN_MAX_SEQUENCE = 3;
export const PIN_MAX_REPEAT = 2;
/** DECISIONS.md: the PIN length comes from the server's policy; 6 when it gives none. */
export const DEFAULT_PIN_LENGTH = 6;
/** SPEC.md section 9: after a password change (reset by token, or in settings) the app moves to /digital after 500 ms. */
export const PASSWORD_CHANGE_REDIRECT_MS = 500;

export interface RuleResult {
  id: string;
  label: string;
  met: boolean;
}

/** The longest run of characters that step by +1 or -1 (a-b-c, 3-2-1), ignoring case. */
export function longestSequence(text: string): number {
  const codes = Array.from(text.toLowerCase(), (c) => c.codePointAt(0) ?? 0);
  let longest = codes.length > 0 ? 1 : 0;
  let up = 1;
  let down = 1;
  for (let i = 1; i < codes.length; i += 1) {
    const step = codes[i] - codes[i - 1];
    const isAlnum = /[a-z0-9]/.test(text[i].toLowerCase()) && /[a-z0-9]/.test(text[i - 1].toLowerCase());
    up = step === 1 && isAlnum ? up + 1 : 1;
    down = step === -1 && isAlnum ? down + 1 : 1;
    longest = Math.max(longest, up, down);
  }
  return longest;
}

/** The longest run of one character repeated in a row. */
export function longestRepeat(text: string): number {
  const chars = Array.from(text);
  let longest = chars.length > 0 ? 1 : 0;
  let run = 1;
  for (let i = 1; i < chars.length; i += 1) {
    run = chars[i] === chars[i - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

export function passwordRules(password: string, confirmation?: string): RuleResult[] {
  const rules: RuleResult[] = [
    { id: 'length', label: `Between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`, met: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX },
    { id: 'case', label: 'At least one upper case and one lower case letter', met: /[A-Z]/.test(password) && /[a-z]/.test(password) },
    { id: 'characters', label: 'Only letters, numbers and _ # @ $', met: password !== '' && /^[A-Za-z0-9_#@$]+$/.test(password) },
    {
      id: 'sequence',
      label: `No more than ${PASSWORD_MAX_SEQUENCE} characters in a sequence (like abcd or 1234)`,
      met: password !== '' && longestSequence(password) <= PASSWORD_MAX_SEQUENCE,
    },
    {
      id: 'repeat',
      label: `No more than ${PASSWORD_MAX_REPEAT} of the same character in a row`,
      met: password !== '' && longestRepeat(password) <= PASSWORD_MAX_REPEAT,
    },
  ];
  if (confirmation !== undefined) rules.push({ id: 'match', label: 'Both passwords match', met: password !== '' && password === confirmation });
  return rules;
}

export function pinRules(pin: string, length = DEFAULT_PIN_LENGTH, confirmation?: string): RuleResult[] {
  const rules: RuleResult[] = [
    { id: 'length', label: `Exactly ${length} numbers`, met: new RegExp(`^[0-9]{${length}}$`).test(pin) },
    {
      id: 'sequence',
      label: `No more than ${PIN_MAX_SEQUENCE} numbers in a sequence (like 1234)`,
      met: pin !== '' && longestSequence(pin) <= PIN_MAX_SEQUENCE,
    },
    { id: 'repeat', label: `No more than ${PIN_MAX_REPEAT} of the same number in a row`, met: pin !== '' && longestRepeat(pin) <= PIN_MAX_REPEAT },
  ];
  if (confirmation !== undefined) rules.push({ id: 'match', label: 'Both PINs match', met: pin !== '' && pin === confirmation });
  return rules;
}

export const allMet = (rules: RuleResult[]) => rules.every((rule) => rule.met);

/** The page's steps of each of the bank's first-login steps, and SPEC.md's order of them. */
const STEPS_OF: Readonly<Record<LoginStepKind, readonly StepId[]>> = { terms: ['terms'], password: ['pass', 'passChanged'], pin: ['pin'] };
const SPEC_ORDER: readonly LoginStepKind[] = ['terms', 'password', 'pin'];

/**
 * SPEC.md section 4 "Change-credentials steps". With terms not accepted: welcome, terms,
 * then pass and passChanged if a password change is forced, then pin if a PIN change is
 * forced, then success. Otherwise only the forced steps run, then success. Every step stays
 * in the list (switched off when not needed) so "next skips disabled ones" is one rule.
 * Between welcome and success, the steps come in the bank's displayOrder when it gave one (as OBDX's own
 * client walks them; the demo bank's is SPEC.md's).
 */
export function buildSteps(flags: CredentialFlags): Step[] {
  const { termsNotAccepted, forcePasswordChange, forcePinChange } = flags;
  const forced: Record<LoginStepKind, boolean> = { terms: termsNotAccepted, password: forcePasswordChange, pin: forcePinChange };
  const order = [...new Set([...(flags.loginSteps ?? []).map((step) => step.kind), ...SPEC_ORDER])];
  return [
    { id: 'welcome', enabled: termsNotAccepted },
    ...order.flatMap((kind) => STEPS_OF[kind].map((id) => ({ id, enabled: forced[kind] }))),
    { id: 'success', enabled: true },
  ];
}

export const isChangeRequired = (flags: CredentialFlags | undefined): boolean =>
  Boolean(flags && (flags.termsNotAccepted || flags.forcePasswordChange || flags.forcePinChange));

/**
 * The step on screen: the first enabled one not yet finished. Finishing is kept per step, so finishing one
 * twice (a double click, a repeated event) moves the customer on once; 'success' ends the list unfinished.
 * A step finished while switched off strands nobody: the next enabled one shows.
 */
export function currentStep(steps: Step[], done: readonly StepId[]): StepId | undefined {
  return steps.find((step) => step.enabled && !done.includes(step.id))?.id;
}

/** "Step 2 of 5": the place of `current` among the enabled steps only. */
export function stepPosition(steps: Step[], current: StepId | undefined): { number: number; total: number } | undefined {
  const enabled = steps.filter((step) => step.enabled);
  const at = enabled.findIndex((step) => step.id === current);
  return at < 0 ? undefined : { number: at + 1, total: enabled.length };
}

/**
 * Which field a server refusal is about. A rejected current password or PIN is cleared
 * and focused (it is known to be wrong, so keeping it helps nobody); a reused new one is
 * kept and focused so the customer can change it.
 */
export function fieldForFailure(meaning: DigxMeaning | undefined): FailedField | undefined {
  switch (meaning) {
    case 'wrongCurrentPassword':
    case 'wrongPin':
      return 'current';
    case 'passwordReuse':
    case 'pinReuse':
      return 'new';
    default:
      return undefined;
  }
}

/** DECISIONS.md: the PIN length comes from the policy's pinLength; DEFAULT_PIN_LENGTH when it is missing or nonsense. */
export function pinLengthFromPolicy(pinLength: unknown): number {
  return typeof pinLength === 'number' && Number.isInteger(pinLength) && pinLength > 0 && pinLength <= 12 ? pinLength : DEFAULT_PIN_LENGTH;
}

/**
 * SPEC.md section 2: the 'You have entities enabled' help panel shows at first login when
 * the terms are not yet accepted and the user has more than one entity.
 */
export function showsEntityHelp(flags: { termsNotAccepted: boolean; entityCount?: number } | undefined): boolean {
  return Boolean(flags?.termsNotAccepted) && (flags?.entityCount ?? 0) > 1;
}

/** The {type} of /settings/manage-credentials/{type} this app knows; anything else is not found. */
export function isCredentialKind(type: string | undefined): type is CredentialKind {
  return type === 'password' || type === 'pin';
}
