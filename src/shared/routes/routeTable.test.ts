import { ROUTE_LIST, ROUTES } from './routeTable';

describe('the route table’s addresses', () => {
  it.each([
    [ROUTES.login.href(), '/login'],
    [ROUTES.accounts.href(), '/accounts'],
    [ROUTES.transactions.href({ id: 'GB 12/34?#%' }), '/accounts/transactions/GB%2012%2F34%3F%23%25'],
    [ROUTES.statements.href(), '/accounts/statements'],
    [ROUTES.statements.href({ id: 'A1' }), '/accounts/statements/A1'],
    [ROUTES.makePayment.href({ fromAccountId: 'A/1' }), '/payments/make/A%2F1'],
    [ROUTES.makePayment.href({}, { toAccountId: 'P 1&x', isNewPayee: undefined }), '/payments/make?toAccountId=P%201%26x'],
    [ROUTES.mailMessage.href({ folderName: 'inbox', id: 'M/1' }), '/secure-mail/f/inbox/M%2F1'],
    [ROUTES.subService.href({ service: 'investmentwealth', sub: 'mtportfolios' }), '/services/investmentwealth/mtportfolios'],
    [ROUTES.enquiry.href({}, { service: 'racingplus' }), '/secure-mail/enquiry?service=racingplus'],
    [ROUTES.activityType.href({ type: 'PC' }, { status: 'Accepted' }), '/settings/activity-log/type/PC?status=Accepted'],
    [ROUTES.activityType.href({ type: 'PC' }, { status: undefined }), '/settings/activity-log/type/PC'],
  ])('%s is %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('gives every page one address, each whole from the root', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === '*' || path.startsWith('/')).toBe(true);
  });

  it('a rule never names an empty list of functions (it would shut the page for everyone)', () => {
    for (const route of ROUTE_LIST) if (route.access) expect(route.access.functions.length).toBeGreaterThan(0);
  });
});
