/**
 * The bank's RSA key is the one thing between the password and whoever reads the wire behind the TLS end. A
 * key too short to trust is refused before anything is encrypted with it: the customer is told there is a
 * technical issue, and the password never leaves the page.
 */
import { screen } from '@testing-library/react';
import { bank, setBankKeyBits } from '@mocks/digx/testing';
import { technicalIssueMessage } from '@/shared/api/errorMessages';
import { JOURNEY_TIMEOUT, typeLogin } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

describe('logging in when the bank serves a 1024-bit key', () => {
  it('shows the technical-issue message, stays on the login page and sends no password', async () => {
    setBankKeyBits(1024);
    const log = recordRequests();
    const journey = renderApp('/login');
    await typeLogin(journey, 'RETAIL1', 'Private#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(technicalIssueMessage('CLIENT'));
    expect(journey.location()).toBe('/login');
    expect(await log.to('v1/publicKey', 'GET')).toHaveLength(1);
    expect(await log.to('j_security_check')).toHaveLength(0);
    expect(log.requests.filter((r) => r.body.includes('Private'))).toEqual([]);
    expect(bank.security.sessionsOf('RETAIL1')).toHaveLength(0);
  }, JOURNEY_TIMEOUT);
});
