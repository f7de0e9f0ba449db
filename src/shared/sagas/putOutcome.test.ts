import { call, put } from 'redux-saga/effects';
import { errorDetails } from '@/shared/api/errorDetails';
import { putOutcome } from './putOutcome';

const fetchThing = async (id: string) => ({ id });
const loaded = (thing: { id: string }) => ({ type: 'thing/loaded', payload: thing });
const failed = (error: unknown) => ({ type: 'thing/failed', payload: error });

describe('putOutcome: a bank call, then its answer or why not', () => {
  it('yields the call, then puts the success with the answer', () => {
    const saga = putOutcome(call(fetchThing, 'a'), loaded, failed);
    expect(saga.next().value).toEqual(call(fetchThing, 'a'));
    expect(saga.next({ id: 'a' }).value).toEqual(put(loaded({ id: 'a' })));
    expect(saga.next().done).toBe(true);
  });

  it("puts the failure with the catalogue's details when the call throws", () => {
    const saga = putOutcome(call(fetchThing, 'a'), loaded, failed);
    saga.next();
    const thrown = new Error('network down');
    expect(saga.throw(thrown).value).toEqual(put(failed(errorDetails(thrown))));
    expect(saga.next().done).toBe(true);
  });
});
