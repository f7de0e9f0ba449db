import { htmlFor, type PrerenderedMap } from './prerenderedPage';

const map: PrerenderedMap = {
  pages: { '/login': 'login.html', '/logged-off': 'logged-off.html' },
  notFound: '404.html',
  appPaths: ['^\\/\\/?$', '^\\/login\\/?$', '^\\/logged-off\\/?$', '^\\/accounts\\/?$', '^\\/accounts\\/transactions\\/[^/]+\\/?$'],
};

describe('htmlFor', () => {
  it.each([
    ['/login', 'login.html', 200],
    ['/login/', 'login.html', 200],
    ['/logged-off', 'logged-off.html', 200],
    ['/', 'index.html', 200],
    ['/accounts', 'index.html', 200],
    ['/accounts/transactions/ACC-1', 'index.html', 200],
    ['/accounts/nowhere/at/all', '404.html', 404],
    ['/loginx', '404.html', 404],
    ['/constructor', '404.html', 404],
  ])('answers %s with %s (%i)', (pathname, file, status) => {
    expect(htmlFor(pathname, map)).toEqual({ file, status });
  });

  it('answers every address with index.html for a build that prerendered nothing', () => {
    expect(htmlFor('/login', undefined)).toEqual({ file: 'index.html', status: 200 });
    expect(htmlFor('/nowhere', undefined)).toEqual({ file: 'index.html', status: 200 });
  });
});
