import { DIGX_MEANINGS, type DigxMeaning } from '@/shared/bankProfile';
import { bankProfile as stockObdx } from '@/shared/bankProfile/profiles/stockObdx';
import { normaliseError } from './normaliseError';
import { MAPPED_MESSAGES } from './errorMessages';

/** The catalogue read through another bank's profile: the module graph again, with `@bank-profile` that bank's file. */
function withProfile<T>(profileFile: string, read: () => T): T {
  let result: T | undefined;
  jest.isolateModules(() => {
    jest.doMock('@bank-profile', () => jest.requireActual(profileFile));
    result = read();
  });
  jest.dontMock('@bank-profile');
  return result as T;
}

describe('server codes → the catalogue (SPEC.md section 8) through the bank profile', () => {
  it('maps each of the demo bank’s codes to its meaning, and an unknown code to none', () => {
    const { meaningOf, DIGX_CODES } = jest.requireActual<typeof import('./digxCodes')>('./digxCodes');
    for (const meaning of DIGX_MEANINGS) expect(meaningOf(DIGX_CODES[meaning])).toBe(meaning);
    expect(meaningOf('DIGX_SOMETHING_ELSE')).toBeUndefined();
  });

  it.each<[string, DigxMeaning]>([
    ['DIGX_TFA_0004', 'otpInvalid'],
    ['DIGX_PY_0111', 'insufficientFunds'],
    ['FC_SM_025', 'alphanumericViolation'],
    ['DIGX_PY_0201', 'alphanumericViolation'],
  ])('a stock OBDX’s %s means %s: a bank maps its own codes in its profile, not in feature code', (code, meaning) => {
    const seen = withProfile('@/shared/bankProfile/profiles/stockObdx', () => {
      const { meaningOf } = jest.requireActual<typeof import('./digxCodes')>('./digxCodes');
      return meaningOf(code);
    });
    expect(seen).toBe(meaning);
    expect(stockObdx.errorCodes[meaning]).toContain(code);
  });

  it('shows the catalogue’s message for a stock OBDX code when built with the stock profile', () => {
    const error = withProfile('@/shared/bankProfile/profiles/stockObdx', () => {
      const normalise = jest.requireActual<{ normaliseError: typeof normaliseError }>('./normaliseError').normaliseError;
      return normalise({ status: 400, json: { message: { code: 'DIGX_PY_0111', type: 'ERROR', detail: 'Insufficient balance' } } });
    });
    expect(error.meaning).toBe('insufficientFunds');
    expect(error.message).toBe(MAPPED_MESSAGES.insufficientFunds);
  });
});
