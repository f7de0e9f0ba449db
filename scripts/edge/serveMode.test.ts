import { devHost, SERVE_MODE_MESSAGES, serveModeFrom } from './serveMode';

describe('serveModeFrom: the production server is a demo only when asked by name', () => {
  it.each([
    [{}, { mode: 'none', message: SERVE_MODE_MESSAGES.neither }],
    [{ DEMO: '0' }, { mode: 'none', message: SERVE_MODE_MESSAGES.neither }],
    [{ DEMO: '1' }, { mode: 'demo', host: '127.0.0.1' }],
    [{ DEMO: 'true', HOST: '0.0.0.0' }, { mode: 'demo', host: '0.0.0.0' }],
    [{ DIGX_TARGET: 'https://obdx.example' }, { mode: 'live', target: 'https://obdx.example', host: undefined }],
    [{ DIGX_TARGET: ' https://obdx.example ', HOST: '10.0.0.5' }, { mode: 'live', target: 'https://obdx.example', host: '10.0.0.5' }],
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
