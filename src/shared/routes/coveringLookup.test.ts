import { coveringLookup } from './coveringLookup';

const factAt = coveringLookup([
  [{ path: '/settings' }, 'settings'],
  [{ path: '/settings/authorisations' }, 'authorisations'],
  [{ path: '/payments/make/:fromAccountId?' }, 'make'],
  [{ path: '/accounts/transactions/:id' }, 'transactions'],
]);

describe('coveringLookup: a page fact holds for the page and every path below it', () => {
  it.each([
    ['/settings', 'settings'],
    ['/settings/alerts', 'settings'],
    ['/settings/authorisations', 'authorisations'],
    ['/settings/authorisations/', 'authorisations'],
    ['/payments/make', 'make'],
    ['/payments/make/A1', 'make'],
    ['/payments/makex', undefined],
    ['/accounts/transactions/A1', 'transactions'],
    ['/accounts/transactions', 'transactions'],
    ['/accounts', undefined],
    ['/', undefined],
  ])('%s → %s', (pathname, fact) => {
    expect(factAt(pathname)).toBe(fact);
  });
});
