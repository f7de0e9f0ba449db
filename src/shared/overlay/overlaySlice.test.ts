import { sessionEnded } from '../events';
import { overlayClosed, overlayOpened, overlaySlice } from './overlaySlice';

const reduce = (actions: Parameters<typeof overlaySlice.reducer>[1][]) => actions.reduce(overlaySlice.reducer, { open: null });

describe('one overlay at a time', () => {
  it.each([
    ['opening one', [overlayOpened('megaMenu:accounts')], 'megaMenu:accounts'],
    ['opening another closes the first', [overlayOpened('megaMenu:accounts'), overlayOpened('mobileMenu')], 'mobileMenu'],
    ['closing the open one', [overlayOpened('panel:notifications'), overlayClosed('panel:notifications')], null],
    ['a late close of an old one is ignored', [overlayOpened('a'), overlayOpened('b'), overlayClosed('a')], 'b'],
    ['the session ending closes everything', [overlayOpened('a'), sessionEnded({ reason: 'loggedOut' })], null],
  ])('%s', (_name, actions, expected) => {
    expect(reduce(actions).open).toBe(expected);
  });
});
