import { checkBankTarget } from './bankTarget';

describe('checkBankTarget: only plain origin-form paths under /digx/ reach a bank', () => {
  it.each([
    ['/digx/v1/me', '/digx/v1/me', ''],
    ['/digx/v1/me?locale=en', '/digx/v1/me', '?locale=en'],
    ['/digx/v1/accounts/demandDeposit/xxxxxxxxxxxx1236?expand=all&locale=en', '/digx/v1/accounts/demandDeposit/xxxxxxxxxxxx1236', '?expand=all&locale=en'],
    ['/digx/j_security_check', '/digx/j_security_check', ''],
    ['/digx/v1/mailbox/', '/digx/v1/mailbox/', ''],
    // A query is the bank's to read: an encoded character there goes on as sent.
    ['/digx/v1/transactions?searchBy=CPA%2F%20x&amount=1.50', '/digx/v1/transactions', '?searchBy=CPA%2F%20x&amount=1.50'],
  ])('lets %s through as path %s and query %s', (raw, path, query) => {
    expect(checkBankTarget(raw)).toEqual({ ok: true, path, query });
  });

  it.each([
    // Absolute- and authority-form: the client would pick the host.
    ['http://internal-admin.bank.local/digx/v1/me', 'not origin-form'],
    ['internal-admin.bank.local:443', 'not origin-form'],
    ['*', 'not origin-form'],
    ['', 'not origin-form'],
    // Outside /digx/, however it would resolve.
    ['/x/../digx/v1/me', 'outside /digx/'],
    ['/digx', 'outside /digx/'],
    ['/digxadmin/v1', 'outside /digx/'],
    ['/DIGX/v1/me', 'outside /digx/'],
    ['/console/login', 'outside /digx/'],
    // .. in any spelling.
    ['/digx/../console', 'dot segment'],
    ['/digx/v1/./me', 'dot segment'],
    ['/digx/v1/..', 'dot segment'],
    ['/digx/..;/console/login', 'character not allowed in path'],
    ['/digx/v1;jsessionid=abc/me', 'character not allowed in path'],
    ['/digx/..%2f..%2fconsole', 'percent-encoded path'],
    ['/digx/%2e%2e/console', 'percent-encoded path'],
    ['/digx/.%2E/console', 'percent-encoded path'],
    ['/digx/v1%5c..%5cconsole', 'percent-encoded path'],
    ['/digx/%252e%252e/console', 'percent-encoded path'],
    ['/digx/v1/me%00.json', 'percent-encoded path'],
    ['/digx/..\\console', 'character not allowed in path'],
    ['/digx/v1\\..\\..\\console', 'character not allowed in path'],
    ['/digx//internal', 'empty segment'],
    ['/digx/v1/me#x', 'character not allowed in path'],
    ['/digx/v1/ me', 'character not allowed in path'],
    ['/digx/v1/me?x=1 HTTP/1.1', 'bad query'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(checkBankTarget(raw)).toEqual({ ok: false, reason });
  });
});
