/**
 * The accounts mega menu as a customer holding one to four account groups sees it (SPEC.md section 2:
 * "Up to four groups, three columns, the fourth beside Services"). jsdom lays nothing out, so these read the
 * structure the menu renders: its rows, and each part's place (column) in its row.
 */
import { screen, within } from '@testing-library/react';
import { ACC } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { idOf, openPayments } from '@/testing/paymentSteps';

/** The fake bank's RETAIL1 holds current, deposit and lending accounts; this changes which ones it holds. */
function retail1Holds(numbers: { add?: string[]; remove?: string[] }) {
  for (const number of numbers.add ?? []) bank.state.accounts[idOf(number)].internal.ownerUserIds.push('RETAIL1');
  for (const number of numbers.remove ?? []) {
    const owners = bank.state.accounts[idOf(number)].internal.ownerUserIds;
    owners.splice(owners.indexOf('RETAIL1'), 1);
  }
}

const DEPOSITS = [ACC.instant, ACC.notice, ACC.bond];
const LENDING = [ACC.loan, ACC.mortgage];

/** Logs in, opens My Accounts and reads the menu's rows: each part by its name, in column order. */
async function accountsMenuRows() {
  const { user } = await openPayments('/accounts', 'RETAIL1', { form: false });
  const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'My Accounts' });
  await user.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  const parts = within(panel).getAllByRole('region');
  const rows = [...new Set(parts.map((part) => part.parentElement))];
  return rows.map((row) => parts.filter((part) => part.parentElement === row).map((part) => part.getAttribute('aria-label')));
}

describe('the accounts mega menu', () => {
  it('puts one group and Services side by side', async () => {
    retail1Holds({ remove: [...DEPOSITS, ...LENDING] });
    expect(await accountsMenuRows()).toEqual([['Current accounts', 'Services']]);
  });

  it('puts two groups and Services in the three columns of one row', async () => {
    retail1Holds({ remove: LENDING });
    expect(await accountsMenuRows()).toEqual([['Current accounts', 'Deposit accounts', 'Services']]);
  });

  it('fills the three columns with three groups and puts Services below the first', async () => {
    expect(await accountsMenuRows()).toEqual([['Current accounts', 'Deposit accounts', 'Lending'], ['Services']]);
  });

  it('puts a fourth group below the first, with Services beside it', async () => {
    retail1Holds({ add: [ACC.stablesRacing] });
    const rows = await accountsMenuRows();
    expect(rows).toEqual([['Current accounts', 'Racing accounts', 'Deposit accounts'], ['Lending', 'Services']]);
    expect(rows.every((row) => row.length <= 3)).toBe(true);
  });
});
