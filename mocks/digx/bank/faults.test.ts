import { createFaultRegistry, parseFaultSpec, pathMatches } from './faults';

describe('pathMatches', () => {
  it.each([
    ['*', 'v1/me', true],
    ['v1/me', 'v1/me', true],
    ['v1/me', '/v1/me', true],
    ['v1/me', 'v1/me/loginFlow', false],
    ['v1/me*', 'v1/me/loginFlow', true],
    ['cz/v1/payments*', 'v1/payments/x', false],
  ])('%s ~ %s → %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

describe('fault registry', () => {
  it('hits only the matching method and path, and spends its times', () => {
    const faults = createFaultRegistry();
    faults.add({ method: 'GET', path: 'v1/me', fault: { kind: 'network' }, times: 2 });
    expect(faults.take('POST', 'v1/me')).toBeUndefined();
    expect(faults.take('GET', 'v1/me')).toEqual({ kind: 'network' });
    expect(faults.take('GET', 'v1/me')).toEqual({ kind: 'network' });
    expect(faults.take('GET', 'v1/me')).toBeUndefined();
  });

  it('keeps an unlimited rule until cleared', () => {
    const faults = createFaultRegistry();
    faults.add({ path: '*', fault: { kind: 'status', status: 500 } });
    expect(faults.take('DELETE', 'v1/session')).toEqual({ kind: 'status', status: 500 });
    expect(faults.take('GET', 'x')).toEqual({ kind: 'status', status: 500 });
    faults.clear();
    expect(faults.list()).toEqual([]);
  });
});

describe('parseFaultSpec', () => {
  it.each([
    ['GET:v1/me:status=500', { method: 'GET', path: 'v1/me', fault: { kind: 'status', status: 500 }, times: undefined }],
    ['*:v1/accounts*:network', { method: '*', path: 'v1/accounts*', fault: { kind: 'network' }, times: undefined }],
    [
      'POST:cz/v1/payments*:code=DIGX_CZ_INSUFFICIENT_FUNDS:times=1',
      { method: 'POST', path: 'cz/v1/payments*', fault: { kind: 'code', code: 'DIGX_CZ_INSUFFICIENT_FUNDS' }, times: 1 },
    ],
    ['GET:v1/me:latency=300', { method: 'GET', path: 'v1/me', fault: { kind: 'latency', ms: 300 }, times: undefined }],
    ['GET:v1/me:html', { method: 'GET', path: 'v1/me', fault: { kind: 'html', status: undefined }, times: undefined }],
  ])('%s', (spec, expected) => {
    expect(parseFaultSpec(spec)).toEqual(expected);
  });

  it.each(['', 'GET:v1/me', 'GET:v1/me:bogus', 'GET:v1/me:status'])('refuses %p', (spec) => {
    expect(parseFaultSpec(spec)).toBeUndefined();
  });
});
