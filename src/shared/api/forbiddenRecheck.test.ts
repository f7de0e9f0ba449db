import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/digx/node';
import { bank, injectFault, logInAs } from '../../../mocks/digx/testing';
import { digxFailure } from '../../testing/digxFailure';
import { recordRequests } from '../../testing/recordRequests';
import { createDigxClient } from './digxClient';
import { DIGX_CODES } from './digxCodes';
import { MAPPED_MESSAGES, TRANSPORT_MESSAGES } from './errorMessages';

/**
 * A 403 on a call is re-checked against GET v1/me, as OBDX's own client does (service-base.js): a 401 there means
 * the session is gone; anything else leaves the 403 as access denied. The refused call itself is never sent again.
 */
const forbidden = { method: 'GET', path: 'v1/test/forbidden' } as const;

/** The bank answers the test path with a 403: bare as a stock OBDX sends it, or with the demo bank's JSON code. */
function answerForbidden(json?: unknown, { endSession = false } = {}) {
  server.use(
    http.get('*/digx/v1/test/forbidden', () => {
      if (endSession) for (const session of bank.security.sessionsOf('RETAIL1')) bank.security.endSession(session.id);
      return json === undefined ? new HttpResponse(null, { status: 403 }) : HttpResponse.json(json as Record<string, unknown>, { status: 403 });
    }),
  );
}

describe('a 403 is re-checked against v1/me', () => {
  it('while the session lives: access denied, the refused call sent once', async () => {
    const client = await logInAs('RETAIL1');
    answerForbidden();
    const log = recordRequests();
    const error = await digxFailure(client.request(forbidden));
    expect(error).toMatchObject({ kind: 'business', status: 403, meaning: 'accessDenied', message: MAPPED_MESSAGES.accessDenied });
    expect(await log.to('v1/test/forbidden')).toHaveLength(1);
    expect(log.requests.map((r) => r.path).filter((p) => p !== 'v1/session/nonce')).toEqual(['v1/test/forbidden', 'v1/me']);
  });

  it('when the session has gone (v1/me answers 401): the session has expired, the refused call sent once', async () => {
    const client = await logInAs('RETAIL1');
    answerForbidden(undefined, { endSession: true });
    const log = recordRequests();
    const error = await digxFailure(client.request(forbidden));
    expect(error).toMatchObject({ kind: 'sessionExpired', message: TRANSPORT_MESSAGES.sessionExpired });
    expect(await log.to('v1/test/forbidden')).toHaveLength(1);
    expect(await log.to('v1/me', 'GET')).toHaveLength(1);
  });

  it('keeps the message of a code the 403 carries, once v1/me shows the session lives', async () => {
    const client = await logInAs('RETAIL1');
    answerForbidden({ message: { code: DIGX_CODES.payeeAccessDenied, type: 'ERROR', detail: 'No access to this payee.' } });
    const log = recordRequests();
    expect(await digxFailure(client.request(forbidden))).toMatchObject({ meaning: 'payeeAccessDenied', message: MAPPED_MESSAGES.payeeAccessDenied });
    expect(await log.to('v1/me', 'GET')).toHaveLength(1);
  });

  it('leaves the 403 as it was when v1/me fails for another reason', async () => {
    const client = await logInAs('RETAIL1');
    answerForbidden();
    injectFault('v1/me', { kind: 'status', status: 500 }, { times: 1 });
    expect(await digxFailure(client.request(forbidden))).toMatchObject({ status: 403, meaning: 'accessDenied' });
  });

  it('asks v1/me once for several 403s that arrive together', async () => {
    const client = await logInAs('RETAIL1');
    answerForbidden();
    const log = recordRequests();
    const errors = await Promise.all([1, 2, 3].map(() => digxFailure(client.request(forbidden))));
    expect(errors.map((e) => e.meaning)).toEqual(['accessDenied', 'accessDenied', 'accessDenied']);
    expect(await log.to('v1/me', 'GET')).toHaveLength(1);
  });

  it('is not made for a 403 on v1/me itself, nor for the login\'s refusal, nor for a refused nonce', async () => {
    const client = await logInAs('RETAIL1');
    injectFault('v1/me', { kind: 'status', status: 403 }, { times: 1 });
    const log = recordRequests();
    expect(await digxFailure(client.request({ method: 'GET', path: 'v1/me' }))).toMatchObject({ meaning: 'accessDenied' });
    expect(await log.to('v1/me', 'GET')).toHaveLength(1);

    const reused = recordRequests();
    server.use(
      http.get('*/digx/v1/test/forbidden', () =>
        HttpResponse.json({ message: { code: DIGX_CODES.nonceInvalid, type: 'ERROR', detail: 'The request could not be verified.' } }, { status: 403 }),
      ),
    );
    expect(await digxFailure(client.request(forbidden))).toMatchObject({ kind: 'sessionExpired' });
    expect(await reused.to('v1/me', 'GET')).toHaveLength(0);

    const refusedLogin = recordRequests();
    const login = createDigxClient();
    const form = { j_username: 'RETAIL1', j_password: 'not-an-encrypted-password' };
    expect(await digxFailure(login.request({ method: 'POST', path: 'j_security_check', form, startsSession: true }))).toMatchObject({ status: 403, meaning: 'wrongCredentials' });
    expect(await refusedLogin.to('v1/me', 'GET')).toHaveLength(0);
  });
});
