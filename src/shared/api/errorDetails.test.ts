import type { DigxErrorDetails } from './DigxError';
import { CODE_NOT_LOADED, errorDetails, mayHaveReachedTheBank } from './errorDetails';
import { LOAD_FAILURE_TEXT } from '../errors/loadFailureMessages';

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
    ["the app's own code that did not arrive", { kind: 'technical', code: CODE_NOT_LOADED, message: '' }, false],
  ])('%s', (_name, error, unsure) => {
    expect(mayHaveReachedTheBank(error)).toBe(unsure);
  });
});

describe('errorDetails', () => {
  it("says the app's own code did not arrive, not that the bank has a technical issue", () => {
    const chunk = Object.assign(new Error('Loading chunk export-pdf failed.'), { name: 'ChunkLoadError' });
    expect(errorDetails(chunk)).toEqual({ kind: 'technical', code: CODE_NOT_LOADED, message: LOAD_FAILURE_TEXT.part('This part of Online Banking') });
  });

  it('calls any other throwable a technical issue', () => {
    expect(errorDetails(new TypeError('x is undefined'))).toMatchObject({ kind: 'technical', code: 'CLIENT' });
  });
});
