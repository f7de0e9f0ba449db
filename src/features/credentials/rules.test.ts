import fc from 'fast-check';
import { serverAcceptsPassword, serverAcceptsPin } from '../../../mocks/digx/handlers/passwordPolicy';
import {
  allMet,
  buildSteps,
  currentStep,
  DEFAULT_PIN_LENGTH,
  fieldForFailure,
  isChangeRequired,
  longestRepeat,
  longestSequence,
  passwordRules,
  pinLengthFromPolicy,
  pinRules,
  stepPosition,
} from './rules';

const failing = (rules: { id: string; met: boolean }[]) => rules.filter((r) => !r.met).map((r) => r.id);

describe('password rules (SPEC.md section 5)', () => {
  it.each([
    ['Private#2026', []],
    ['Welcome#2026', []],
    ['Short#1', ['length']],
    ['Abcdefgh1234567890xyz', ['length', 'sequence']],
    ['alllowercase1', ['case']],
    ['ALLUPPERCASE1', ['case']],
    ['Has space1A', ['characters']],
    ['Pound£sign1A', ['characters']],
    ['Good_#@$Chars1', []],
    ['Abcd#2026x', ['sequence']],
    ['Abc#2026xY', []],
    ['Zyxw#2026a', ['sequence']],
    ['Pass#1234a', ['sequence']],
    ['Baaaaaa#2026', ['repeat']],
    ['Aaaaa#2026b', []],
    ['', ['length', 'case', 'characters', 'sequence', 'repeat']],
  ])('%p fails %p', (password, expected) => {
    expect(failing(passwordRules(password))).toEqual(expected);
  });

  it('needs the confirmation to match', () => {
    expect(failing(passwordRules('Private#2026', 'Private#2025'))).toEqual(['match']);
    expect(allMet(passwordRules('Private#2026', 'Private#2026'))).toBe(true);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (password, confirmation) => {
        expect(passwordRules(password, confirmation)).toHaveLength(6);
      }),
    );
  });

  it("accepts only passwords the fake bank's server policy accepts too", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aAbBcCzZ0129_#@$ £-'.split('')), maxLength: 24 }), (password) => {
        if (allMet(passwordRules(password))) expect(serverAcceptsPassword(password)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds accepted passwords in that search, so the property above is not vacuous', () => {
    const samples = fc.sample(fc.string({ unit: fc.constantFrom(...'aAbBcCzZ0129_#@$'.split('')), minLength: 8, maxLength: 20 }), 500);
    expect(samples.filter((p) => allMet(passwordRules(p))).length).toBeGreaterThan(50);
  });
});

describe('PIN rules', () => {
  it.each([
    ['135790', 6, []],
    ['12345', 6, ['length', 'sequence']],
    ['1357901', 6, ['length']],
    ['12a456', 6, ['length']],
    ['123490', 6, ['sequence']],
    ['123590', 6, []],
    ['113579', 6, []],
    ['111579', 6, ['repeat']],
    ['13579024', 8, []],
    ['1357', 4, []],
  ])('%p (length %p) fails %p', (pin, length, expected) => {
    expect(failing(pinRules(pin, length))).toEqual(expected);
  });

  it('needs the confirmation to match', () => {
    expect(failing(pinRules('135790', 6, '135791'))).toEqual(['match']);
  });

  it("accepts only PINs the fake bank's server accepts", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a '.split('')), maxLength: 8 }), (pin) => {
        if (allMet(pinRules(pin))) expect(serverAcceptsPin(pin)).toBe(true);
      }),
    );
  });
});

describe('runs', () => {
  it.each([
    ['', 0, 0],
    ['a', 1, 1],
    ['abcx', 3, 1],
    ['CBA', 3, 1],
    ['aAbB', 2, 1],
    ['xxxx', 1, 4],
    ['9:;', 1, 1],
  ])('%p: sequence %p, repeat %p', (text, sequence, repeat) => {
    expect(longestSequence(text)).toBe(sequence);
    expect(longestRepeat(text)).toBe(repeat);
  });
});

describe('change-credentials steps (SPEC.md section 4)', () => {
  const enabled = (flags: Parameters<typeof buildSteps>[0]) =>
    buildSteps(flags)
      .filter((step) => step.enabled)
      .map((step) => step.id);

  it.each([
    [true, true, true, ['welcome', 'terms', 'pass', 'passChanged', 'pin', 'success']],
    [true, true, false, ['welcome', 'terms', 'pass', 'passChanged', 'success']],
    [true, false, true, ['welcome', 'terms', 'pin', 'success']],
    [true, false, false, ['welcome', 'terms', 'success']],
    [false, true, true, ['pass', 'passChanged', 'pin', 'success']],
    [false, true, false, ['pass', 'passChanged', 'success']],
    [false, false, true, ['pin', 'success']],
    [false, false, false, ['success']],
  ])('terms not accepted %p, password forced %p, PIN forced %p: %p', (termsNotAccepted, forcePasswordChange, forcePinChange, expected) => {
    expect(enabled({ termsNotAccepted, forcePasswordChange, forcePinChange })).toEqual(expected);
  });

  it('always lists every step in the same order, switching off the ones not needed', () => {
    expect(buildSteps({ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true })).toEqual([
      { id: 'welcome', enabled: false },
      { id: 'terms', enabled: false },
      { id: 'pass', enabled: false },
      { id: 'passChanged', enabled: false },
      { id: 'pin', enabled: true },
      { id: 'success', enabled: true },
    ]);
  });

  it.each([
    ['the bank\'s displayOrder: PIN before password', [{ kind: 'terms', id: 'a' }, { kind: 'pin', id: 'c' }, { kind: 'password', id: 'b' }], [
      'welcome', 'terms', 'pin', 'pass', 'passChanged', 'success',
    ]],
    ['terms after a change (the welcome still opens; a forced step the bank did not order comes last)', [{ kind: 'password', id: 'b' }, { kind: 'terms', id: 'a' }], [
      'welcome', 'pass', 'passChanged', 'terms', 'pin', 'success',
    ]],
    ['no steps given: SPEC.md\'s order', undefined, ['welcome', 'terms', 'pass', 'passChanged', 'pin', 'success']],
  ] as const)('walks the steps in %s', (_name, loginSteps, expected) => {
    const flags = { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true, loginSteps: loginSteps && [...loginSteps] };
    expect(enabled(flags)).toEqual(expected);
  });

  const pinOnly = buildSteps({ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: true });
  const all = buildSteps({ termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true });

  const journeys = {
    all,
    pinOnly,
    passAndPin: buildSteps({ termsNotAccepted: false, forcePasswordChange: true, forcePinChange: true }),
    pin: buildSteps({ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true }),
    none: [],
  };

  it.each([
    ['all', [], 'welcome'],
    ['all', ['welcome'], 'terms'],
    ['all', ['welcome', 'terms'], 'pass'],
    ['all', ['welcome', 'terms', 'pass'], 'passChanged'],
    ['all', ['welcome', 'terms', 'pass', 'passChanged'], 'pin'],
    ['all', ['welcome', 'terms', 'pass', 'passChanged', 'pin'], 'success'],
    // Finished twice (a double click) is finished once: no step is skipped.
    ['all', ['welcome', 'welcome'], 'terms'],
    ['pinOnly', ['welcome', 'terms'], 'pin'],
    ['pinOnly', ['welcome', 'terms', 'pin'], 'success'],
    // A step that is itself switched off, finished by a late answer, strands nobody.
    ['pinOnly', ['welcome', 'terms', 'pass'], 'pin'],
    ['passAndPin', [], 'pass'],
    ['pin', [], 'pin'],
    ['none', [], undefined],
  ] as const)('%s steps, %j finished: %p shows', (journey, done, expected) => {
    expect(currentStep(journeys[journey], done)).toBe(expected);
  });

  it.each([
    [all, 'welcome', { number: 1, total: 6 }],
    [all, 'pin', { number: 5, total: 6 }],
    [pinOnly, 'pin', { number: 3, total: 4 }],
    [pinOnly, 'success', { number: 4, total: 4 }],
    [pinOnly, 'pass', undefined],
    [pinOnly, undefined, undefined],
  ] as const)('position counts only enabled steps', (steps, current, expected) => {
    expect(stepPosition(steps, current)).toEqual(expected);
  });

  it.each([
    [undefined, false],
    [{ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: false }, false],
    [{ termsNotAccepted: true, forcePasswordChange: false, forcePinChange: false }, true],
    [{ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: true }, true],
  ])('a change is required for %p: %p', (flags, expected) => {
    expect(isChangeRequired(flags)).toBe(expected);
  });
});

describe('which field a refusal is about', () => {
  it.each([
    ['wrongCurrentPassword', 'current'],
    ['wrongPin', 'current'],
    ['passwordReuse', 'new'],
    ['pinReuse', 'new'],
    ['pinLocked', undefined],
    ['pinTemporarilyLocked', undefined],
    [undefined, undefined],
  ] as const)('%p → %p', (meaning, expected) => {
    expect(fieldForFailure(meaning)).toBe(expected);
  });
});

describe('PIN length from the password policy (DECISIONS.md)', () => {
  it.each([
    [8, 8],
    [4, 4],
    [6, 6],
    [undefined, DEFAULT_PIN_LENGTH],
    [null, DEFAULT_PIN_LENGTH],
    ['8', DEFAULT_PIN_LENGTH],
    [0, DEFAULT_PIN_LENGTH],
    [-4, DEFAULT_PIN_LENGTH],
    [6.5, DEFAULT_PIN_LENGTH],
    [400, DEFAULT_PIN_LENGTH],
  ])('%p → %p', (given, expected) => {
    expect(pinLengthFromPolicy(given)).toBe(expected);
  });
});
