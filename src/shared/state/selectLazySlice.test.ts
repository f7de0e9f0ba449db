import { createSlice } from '@reduxjs/toolkit';
import { selectLazySlice } from './selectLazySlice';

const notes = createSlice({ name: 'notes', initialState: { items: [] as string[] }, reducers: {} });
const selectNotes = selectLazySlice(notes);

describe('selectLazySlice', () => {
  it.each([
    ['before the slice is in the state', {}, notes.getInitialState()],
    ['once it is', { notes: { items: ['kept'] } }, { items: ['kept'] }],
  ])('%s', (_, state, expected) => {
    expect(selectNotes(state)).toEqual(expected);
  });

  it('gives the same initial object every time, so memoised selectors do not recompute', () => {
    expect(selectNotes({})).toBe(selectNotes({}));
  });
});
