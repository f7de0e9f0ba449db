import type { DigxErrorDetails } from './DigxError';
import { mayHaveReachedTheBank } from './errorDetails';

describe('mayHaveReachedTheBank', () => {
  it.each<[string, DigxErrorDetails, boolean]>([
    ['no answer', { kind: 'network', message: '' }, true],
    ['a timeout', { kind: 'timeout', message: '' }, true],
    ['a server error page', { kind: 'technical', status: 500, message: '' }, true],
    ['a success whose body cannot be read (the bank did it)', { kind: 'technical', status: 200, message: '' }, true],
    ['a refusal without a code', { kind: 'technical', status: 404, message: '' }, false],
    ['a business refusal', { kind: 'business', status: 400, code: 'X', message: '' }, false],
    ['an expired session', { kind: 'sessionExpired', status: 401, message: '' }, false],
    ['a cancelled passcode', { kind: 'challengeCancelled', message: '' }, false],
  ])('%s', (_name, error, unsure) => {
    expect(mayHaveReachedTheBank(error)).toBe(unsure);
  });
});
