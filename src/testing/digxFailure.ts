import { DigxError } from '../shared/api/DigxError';

/** Awaits a call that must fail and returns its DigxError (anything else fails the test). */
export async function digxFailure(promise: Promise<unknown>): Promise<DigxError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DigxError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
