import { screen, within } from '@testing-library/react';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { renderApp } from '../testing/renderApp';

/** The overview at /accounts as the shell composes it: the entity selector filters it. */
describe('/accounts with entities', () => {
  it("shows every entity's accounts under All Accounts, then only the chosen entity's", async () => {
    await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
    startMarker();
    const { user } = renderApp('/accounts');
    await screen.findByRole('heading', { level: 1, name: 'My accounts' });
    const racing = await screen.findByRole('region', { name: 'Racing accounts' });
    expect(within(racing).getAllByText(/Northern Vale Bloodstock Ltd/).length).toBeGreaterThan(0);
    expect(within(racing).getAllByText(/Hambleton Hill Racing Stables Ltd/).length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), 'Hambleton Hill Holdings Ltd');
    expect(screen.queryByRole('region', { name: 'Racing accounts' })).not.toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Current accounts' });
    expect(within(current).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(current).queryByText(/Northern Vale/)).not.toBeInTheDocument();
  });

  it('shows RETAIL1 the groups in SPEC order', async () => {
    await postLogin(createDigxClient(), 'RETAIL1', 'Private#2026');
    startMarker();
    renderApp('/accounts');
    await screen.findByRole('region', { name: 'Current accounts' });
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups.filter((g) => ['Current accounts', 'Racing accounts', 'Deposit accounts', 'Lending'].includes(g ?? ''))).toEqual([
      'Current accounts',
      'Deposit accounts',
      'Lending',
    ]);
  });
});
