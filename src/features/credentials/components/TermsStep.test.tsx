import { screen } from '@testing-library/react';
import { bank, injectFault } from '../../../../mocks/digx/testing';
import { TRANSPORT_MESSAGES, technicalIssueMessage } from '@/shared/api/errorMessages';
import { recordRequests } from '@/testing/recordRequests';
import { renderFirstLogin } from '@/testing/renderFirstLogin';

const TERMS_AND_PIN = { termsNotAccepted: true, forcePasswordChange: false, forcePinChange: true };

async function openTerms() {
  const view = await renderFirstLogin(TERMS_AND_PIN);
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Terms and conditions' });
  return view;
}

describe('the terms step', () => {
  it('shows the terms in a region keyboard users can scroll, and needs the box ticked', async () => {
    const { user } = await openTerms();
    const region = screen.getByRole('region', { name: 'Terms and conditions text' });
    expect(region).toHaveAttribute('tabindex', '0');
    const accept = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(accept).not.toBeChecked();
    expect(accept).toBeRequired();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(accept);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('records the acceptance with the bank once (POST v1/me/loginFlow, the id the bank gave the terms), then moves on', async () => {
    const { user } = await openTerms();
    injectFault('v1/me/loginFlow', { kind: 'latency', ms: 200 }, { method: 'POST' });
    const log = recordRequests();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Change your transaction PIN' })).toBeInTheDocument();
    const posts = await log.to('v1/me/loginFlow', 'POST');
    expect(posts.map((post) => JSON.parse(post.body) as unknown)).toEqual([{ loginConfigId: 'TNC' }]);
    expect(bank.state.users.NEWUSER.loginFlow.termsNotAccepted).toBe(false);
    log.stop();
  });

  it.each([
    ['a dropped connection', { kind: 'network' } as const, TRANSPORT_MESSAGES.network],
    ['an HTML error page', { kind: 'html', status: 502 } as const, technicalIssueMessage(502)],
  ])('shows %s and keeps the box ticked for another try', async (_name, fault, message) => {
    const { user } = await openTerms();
    injectFault('v1/me/loginFlow', fault, { method: 'POST', times: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Change your transaction PIN' })).toBeInTheDocument();
  });
});
