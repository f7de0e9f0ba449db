import { callName, endpoint } from './endpoint';

const history = endpoint('GET', 'cz/v1/accounts/{accountType}/{accountId}/transactions', { fixed: { accountType: ['demandDeposit', 'loan'] } });
const prepare = endpoint('POST', 'cz/v1/payments/{kind}', { fixed: { kind: ['transfers/self'] }, twoFactor: true });

describe('endpoint(...).request', () => {
  it.each([
    ['a path without parts', endpoint('GET', 'v1/me').request(), { method: 'GET', path: 'v1/me' }],
    ['options kept as given', endpoint('DELETE', 'v1/session').request({ timeoutMs: 5 }), { method: 'DELETE', path: 'v1/session', timeoutMs: 5 }],
    ['an id URL-encoded', endpoint('GET', 'v1/token/{token}').request({ token: 'a/b c' }), { method: 'GET', path: 'v1/token/a%2Fb%20c' }],
    [
      'a listed part as it is, an id encoded, the query as params',
      history.request({ accountType: 'loan', accountId: 'x?y' }, { params: { searchBy: 'LNT' } }),
      { method: 'GET', path: 'cz/v1/accounts/loan/x%3Fy/transactions', params: { searchBy: 'LNT' } },
    ],
    ['a listed part keeps its slash', prepare.request({ kind: 'transfers/self' }, { body: { a: 1 } }), { method: 'POST', path: 'cz/v1/payments/transfers/self', body: { a: 1 } }],
  ])('%s', (_name, request, expected) => {
    expect(request).toStrictEqual(expected);
  });

  it('refuses a value its list does not have (it would be written into the path unencoded)', () => {
    expect(() => prepare.request({ kind: '../v1/me' as 'transfers/self' })).toThrow("POST cz/v1/payments/{kind}: '../v1/me' is not a kind.");
  });
});

describe('the facts', () => {
  it.each([
    ['cz/ is the bank’s extension layer', endpoint('GET', 'cz/v1/permissions').extension, true],
    ['v1/ is stock OBDX', endpoint('GET', 'v1/me').extension, false],
    ['two-factor when declared', prepare.twoFactor, true],
    ['not two-factor unless declared', history.twoFactor, false],
    ['a nonce unless declared otherwise', history.nonce, true],
    ['no nonce for the nonce call', endpoint('POST', 'v1/session/nonce', { nonce: false }).nonce, false],
  ])('%s', (_name, fact, expected) => {
    expect(fact).toBe(expected);
  });

  it('names a call by its method and template', () => {
    expect(callName(history)).toBe('GET cz/v1/accounts/{accountType}/{accountId}/transactions');
  });
});
