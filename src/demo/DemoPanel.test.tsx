import { screen, within } from '@testing-library/react';
import { bank } from '../../mocks/digx/testing';
import { renderWithProviders } from '../testing/renderWithProviders';
import { faultSpecsFromQuery, hostileFromQuery } from './bankControl';
import { DEMO_DOCK_NAME, DemoPanel } from './DemoPanel';
import { armQueryFaults } from './mountDemoPanel';

describe('the demo marker', () => {
  it('says in words, and names the dock for screen readers, that this is a demo bank; the dock still opens', async () => {
    const { user } = renderWithProviders(<DemoPanel />);
    const dock = screen.getByRole('complementary', { name: DEMO_DOCK_NAME });
    expect(DEMO_DOCK_NAME).toBe('Demo bank: no real money');
    expect(within(dock).getByText('Demo bank')).toBeVisible();
    expect(within(dock).getByText('No real money')).toBeVisible();
    const button = within(dock).getByRole('button', { name: 'Fake bank' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dock).getByRole('button', { name: 'Arm fault' })).toBeVisible();
    // Opening the controls does not take the marker away.
    expect(within(dock).getByText('Demo bank')).toBeVisible();
  });
});

describe("QA's fake-bank panel", () => {
  it('arms a fault by hand, lists it and clears it', async () => {
    const { user } = renderWithProviders(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Fake bank' }));
    await user.selectOptions(screen.getByLabelText('Method'), 'GET');
    await user.clear(screen.getByLabelText('Path below /digx/'));
    await user.type(screen.getByLabelText('Path below /digx/'), 'v1/accounts*');
    await user.selectOptions(await screen.findByRole('option', { name: 'html' }).then(() => screen.getByLabelText('Fault')), 'html');
    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '503');
    await user.type(screen.getByLabelText('Times'), '2');
    await user.click(screen.getByRole('button', { name: 'Arm fault' }));

    expect(await screen.findByText('Fault armed.')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('GET v1/accounts*: html 503 (×2)')).toBeInTheDocument();
    expect(bank.faults.list()).toEqual([{ method: 'GET', path: 'v1/accounts*', fault: { kind: 'html', status: 503 }, times: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Clear faults' }));
    expect(await screen.findByText('Faults cleared.')).toBeInTheDocument();
    expect(bank.faults.list()).toEqual([]);
  });

  it('says so when the bank refuses a fault', async () => {
    const { user } = renderWithProviders(<DemoPanel />);
    await user.click(screen.getByRole('button', { name: 'Fake bank' }));
    await user.clear(screen.getByLabelText('Value'));
    await user.click(screen.getByRole('button', { name: 'Arm fault' }));
    expect(await screen.findByText(/Not a fault rule/)).toBeInTheDocument();
  });
});

describe('faults from the query string', () => {
  it('reads every digxFault parameter', () => {
    expect(faultSpecsFromQuery('?digxFault=GET:v1/me:status=500&x=1&digxFault=*:*:latency=300&digxFault=')).toEqual([
      'GET:v1/me:status=500',
      '*:*:latency=300',
    ]);
  });

  it('arms them in the bank before the app starts', async () => {
    window.history.replaceState(null, '', '/?digxFault=POST:v1/salt:network:times=1');
    await armQueryFaults();
    expect(bank.faults.list()).toEqual([{ method: 'POST', path: 'v1/salt', fault: { kind: 'network' }, times: 1 }]);
    window.history.replaceState(null, '', '/');
  });

  it('reads digxHostile, and switches hostile texts on before arming the faults', async () => {
    expect([hostileFromQuery('?digxHostile=on'), hostileFromQuery('?digxHostile'), hostileFromQuery('?digxHostile=off'), hostileFromQuery('?x=1')]).toEqual([true, true, false, undefined]);
    window.history.replaceState(null, '', '/?digxHostile=on&digxFault=GET:v1/me:status=500');
    await armQueryFaults();
    expect(bank.hostile).toBe(true);
    expect(bank.faults.list()).toEqual([{ method: 'GET', path: 'v1/me', fault: { kind: 'status', status: 500 } }]);
    // Already hostile: not switched again (that would reseed and end the session).
    await armQueryFaults();
    expect(bank.faults.list()).toHaveLength(2);
    window.history.replaceState(null, '', '/');
  });
});
