import { createDigxClient } from './digxClient';
import { DIGX_CODES, type DigxMeaning } from './digxCodes';
import { DigxError } from './DigxError';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES, technicalIssueMessage, unknownCodeMessage } from './errorMessages';
import { injectFault, logInAs } from '../../../mocks/digx/testing';

const call = async (client = createDigxClient()) => {
  try {
    await client.request({ method: 'GET', path: 'v1/publicKey' });
  } catch (error) {
    if (error instanceof DigxError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('errors, as the catalogue of SPEC.md section 8 means them', () => {
  it.each([401, 419])('%i sends the user to the session-expired page', async (status) => {
    injectFault('v1/publicKey', { kind: 'status', status });
    const error = await call();
    expect(error).toMatchObject({ kind: 'sessionExpired', status, message: 'User session expired.' });
  });

  it('a timeout gives the network-issue message', async () => {
    injectFault('v1/publicKey', { kind: 'timeout', ms: 2_000 });
    const error = await call(createDigxClient({ timeoutMs: 50 }));
    expect(error).toMatchObject({ kind: 'timeout', message: TRANSPORT_MESSAGES.timeout });
  });

  // The proxy gave up waiting for the bank: a timeout, whoever wrote the page, not a technical issue quoting 504.
  it.each([
    ["nginx's HTML page", '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>', 'text/html'],
    ["our proxy's JSON", JSON.stringify({ message: 'Bank did not answer in time' }), 'application/json'],
    ['no body', null, undefined],
  ])('a 504 with %s is the same timeout as the browser giving up', async (_name, body, type) => {
    const { server } = await import('../../../mocks/digx/node');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/digx/v1/publicKey', () => new HttpResponse(body, { status: 504, headers: type ? { 'Content-Type': type } : {} })));
    const error = await call();
    expect(error.toJSON()).toEqual(new DigxError({ kind: 'timeout', message: TRANSPORT_MESSAGES.timeout }).toJSON());
  });

  // Our proxy's body cap: the request never reached the bank; a technical issue the helpdesk can place by its code.
  it('a 413 from the proxy is a technical issue quoting 413', async () => {
    const { server } = await import('../../../mocks/digx/node');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/digx/v1/publicKey', () => HttpResponse.json({ message: 'Request too large' }, { status: 413 })));
    const error = await call();
    expect(error).toMatchObject({ kind: 'technical', status: 413, code: '413', message: technicalIssueMessage(413) });
    expect(error.message).toContain('413');
  });

  it('no answer at all gives the network-issue message', async () => {
    injectFault('v1/publicKey', { kind: 'network' });
    expect(await call()).toMatchObject({ kind: 'network', message: TRANSPORT_MESSAGES.network });
  });

  it('an HTML error page gives the technical-issue message with the code', async () => {
    injectFault('v1/publicKey', { kind: 'html', status: 502 });
    const error = await call();
    expect(error).toMatchObject({ kind: 'technical', status: 502, message: technicalIssueMessage(502) });
    expect(error.message).toContain('502');
  });

  it('a malformed JSON answer is a technical issue, not data', async () => {
    injectFault('v1/publicKey', { kind: 'malformed' });
    expect(await call()).toMatchObject({ kind: 'technical', message: technicalIssueMessage(200) });
  });

  it('a server fault without a code is a technical issue quoting the status', async () => {
    injectFault('v1/publicKey', { kind: 'status', status: 500 });
    expect(await call()).toMatchObject({ kind: 'technical', status: 500, message: technicalIssueMessage(500) });
  });

  it('an unknown server code gives the generic message quoting the code and no phone number', async () => {
    injectFault('v1/publicKey', { kind: 'code', code: 'DIGX_XX_9999' });
    const error = await call();
    expect(error).toMatchObject({ kind: 'business', code: 'DIGX_XX_9999', message: unknownCodeMessage('DIGX_XX_9999') });
    expect(error.message).toContain('DIGX_XX_9999');
    expect(error.message).not.toMatch(/\d{4,}\s?\d{3,}/);
  });

  const mapped = (Object.entries(DIGX_CODES) as [DigxMeaning, string][]).filter(
    ([meaning]) => meaning !== 'sessionExpired' && meaning !== 'nonceInvalid' && meaning !== 'otpInvalid' && meaning !== 'otpLocked',
  );
  it.each(mapped)('%s (%s) gets its own message', async (meaning, code) => {
    injectFault('v1/publicKey', { kind: 'code', code });
    const error = await call();
    expect(error).toMatchObject({ kind: 'business', code, meaning, message: MAPPED_MESSAGES[meaning] });
  });

  it('every mapped meaning has a distinct message', () => {
    const messages = mapped.map(([meaning]) => MAPPED_MESSAGES[meaning]);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('reads the code from validationError first, and the support id from the detail', async () => {
    const { server } = await import('../../../mocks/digx/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/digx/v1/publicKey', () =>
        HttpResponse.json(
          {
            message: {
              code: 'DIGX_PROD_DEF_0000',
              type: 'ERROR',
              detail: 'Outer.',
              validationError: [{ errorCode: DIGX_CODES.insufficientFunds, errorMessage: 'Not enough money. Your support ID is 4411-AB.' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await call();
    expect(error).toMatchObject({ meaning: 'insufficientFunds', supportId: '4411-AB', serverMessage: 'Not enough money. Your support ID is 4411-AB.' });
  });
});

describe('answers a stock OBDX sends without a JSON body', () => {
  // Logged in: a 403 is re-checked against v1/me (forbiddenRecheck.test.ts), which must find the session alive.
  const answerWith = async (status: number, headers: Record<string, string>, body: string | null, contentType?: string) => {
    const client = await logInAs('RETAIL1');
    const { server } = await import('../../../mocks/digx/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/digx/v1/publicKey', () =>
        new HttpResponse(body, { status, headers: contentType ? { ...headers, 'Content-Type': contentType } : headers }),
      ),
    );
    return call(client);
  };
  const challengeHeader = { 'X-CHALLENGE': JSON.stringify({ authType: 'OTP', referenceNo: 'REF1', attemptsLeft: 3, resendsLeft: 2 }) };

  it.each([
    ['an empty body', null, undefined],
    ['a body that is not JSON', 'Expectation Failed', 'text/plain'],
    ['an HTML page', '<html><body><h1>417</h1></body></html>', 'text/html'],
  ])('a 417 with X-CHALLENGE and %s asks for the passcode', async (_name, body, type) => {
    const error = await answerWith(417, challengeHeader, body, type);
    expect(error).toMatchObject({ kind: 'challenge', status: 417, challenge: { referenceNo: 'REF1', attemptsLeft: 3 } });
  });

  it('a 417 without X-CHALLENGE and without a body is still a technical issue', async () => {
    expect(await answerWith(417, {}, null)).toMatchObject({ kind: 'technical', status: 417 });
  });

  it.each([
    ['no body', null, undefined],
    ['an HTML page', '<html><body>Forbidden</body></html>', 'text/html'],
  ])('a 403 with X-AUTH-LOCATION-URL and %s is a refused login: wrong credentials', async (_name, body, type) => {
    const error = await answerWith(403, { 'X-AUTH-LOCATION-URL': '/login?error=true' }, body, type);
    expect(error).toMatchObject({ kind: 'business', status: 403, meaning: 'wrongCredentials', message: MAPPED_MESSAGES.wrongCredentials });
  });

  it('a 403 with X-AUTH-LOCATION-URL and a JSON code (the demo bank) keeps what the code says', async () => {
    const client = await logInAs('RETAIL1');
    const { server } = await import('../../../mocks/digx/node');
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/digx/v1/publicKey', () =>
        HttpResponse.json(
          { message: { code: DIGX_CODES.userLocked, type: 'ERROR', detail: 'User is locked.' } },
          { status: 403, headers: { 'X-AUTH-LOCATION-URL': '/login?error=true' } },
        ),
      ),
    );
    expect(await call(client)).toMatchObject({ meaning: 'userLocked', message: MAPPED_MESSAGES.userLocked });
  });

  it('a bare 403 on any other call is access denied, not a technical issue', async () => {
    const error = await answerWith(403, {}, null);
    expect(error).toMatchObject({ kind: 'business', status: 403, meaning: 'accessDenied', message: MAPPED_MESSAGES.accessDenied });
  });
});
