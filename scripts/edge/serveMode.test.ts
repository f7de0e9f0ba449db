import { devHost, plainHttpRefusal, SERVE_MODE_MESSAGES, serveModeFrom } from './serveMode';

describe('serveModeFrom: the production server is a demo only when asked by name', () => {
  it.each([
    [{}, { mode: 'none', message: SERVE_MODE_MESSAGES.neither }],
    [{ DEMO: '0' }, { mode: 'none', message: SERVE_MODE_MESSAGES.neither }],
    [{ DEMO: '1' }, { mode: 'demo', host: '127.0.0.1' }],
    [{ DEMO: 'true', HOST: '0.0.0.0' }, { mode: 'demo', host: '0.0.0.0' }],
    [{ DIGX_TARGET: 'https://obdx.example', PUBLIC_ORIGIN: 'https://online.example' }, { mode: 'live', target: 'https://obdx.example', host: undefined }],
    [{ DIGX_TARGET: ' https://obdx.example ', HOST: '10.0.0.5', PUBLIC_ORIGIN: 'https://online.example' }, { mode: 'live', target: 'https://obdx.example', host: '10.0.0.5' }],
    [{ DIGX_TARGET: 'https://obdx.example', HOST: '127.0.0.1' }, { mode: 'live', target: 'https://obdx.example', host: '127.0.0.1' }],
    [{ DIGX_TARGET: 'https://obdx.example', DEMO: '1' }, { mode: 'none', message: SERVE_MODE_MESSAGES.both }],
  ])('%j → %j', (env, expected) => {
    expect(serveModeFrom(env)).toEqual(expected);
  });
});

describe('devHost: npm start listens on this machine only, unless told', () => {
  it.each([
    [{}, '127.0.0.1'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ DIGX_TARGET: 'https://obdx.example' }, '127.0.0.1'],
  ])('%j → %s', (env, host) => {
    expect(devHost(env)).toBe(host);
  });
});

describe('live mode never serves a real bank over plain HTTP beyond this machine', () => {
  it.each([
    [{}],
    [{ HOST: '0.0.0.0' }],
    [{ HOST: '::' }],
    [{ HOST: '10.0.0.5' }],
    [{ HOST: 'online.example-bank.co.uk' }],
    [{ PUBLIC_ORIGIN: 'http://online.example-bank.co.uk' }],
    [{ PUBLIC_ORIGIN: 'http://online.example-bank.co.uk', HOST: '0.0.0.0' }],
    [{ PUBLIC_ORIGIN: 'online.example-bank.co.uk' }],
  ])('refuses DIGX_TARGET with %j, saying what to set', (env) => {
    expect(serveModeFrom({ DIGX_TARGET: 'https://obdx.example', ...env })).toEqual({ mode: 'none', message: SERVE_MODE_MESSAGES.plainHttp });
  });

  it.each([
    [{ PUBLIC_ORIGIN: 'https://online.example-bank.co.uk' }],
    [{ PUBLIC_ORIGIN: ' https://online.example-bank.co.uk/ ', HOST: '0.0.0.0' }],
    [{ HOST: '127.0.0.1' }],
    [{ HOST: '127.0.0.53' }],
    [{ HOST: 'localhost' }],
    [{ HOST: '::1' }],
    [{ HOST: '[::1]' }],
    [{ HOST: '::ffff:127.0.0.1' }],
  ])('starts with DIGX_TARGET and %j', (env) => {
    expect(serveModeFrom({ DIGX_TARGET: 'https://obdx.example', ...env }).mode).toBe('live');
  });

  it('asks the same of the dev server with a real bank, which listens on this machine unless told', () => {
    expect(plainHttpRefusal({ DIGX_TARGET: 'https://obdx.example' }, devHost({}))).toBeUndefined();
    expect(plainHttpRefusal({ DIGX_TARGET: 'https://obdx.example', HOST: '0.0.0.0' }, devHost({ HOST: '0.0.0.0' }))).toBe(SERVE_MODE_MESSAGES.plainHttp);
    expect(plainHttpRefusal({ HOST: '0.0.0.0' }, devHost({ HOST: '0.0.0.0' }))).toBeUndefined();
  });
});
