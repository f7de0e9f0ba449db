/** The fault sweep's scenarios for the accounts screens. */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { OVERVIEW_TEXT } from '@/features/accounts/components/AccountsOverview';
import { MANAGE_ACCOUNTS_TITLE } from '@/features/accounts/components/ManageAccounts';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { expectCatalogueMessage, expectSettled, SWEPT_FAULTS, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';

const idOf = (number: string) => accountIdOf(number).value;

/** An account's row on the overview, found by its number. */
async function accountRow(number: string): Promise<HTMLElement> {
  return (await screen.findByText(`${OVERVIEW_TEXT.accountNumber} ${number}`, { exact: false })).closest('li') as HTMLElement;
}

/** Opens the account's details; once they have failed, the panel's "Try again" asks again. */
const openDetails = (number: string) => async (s: SweepContext) => {
  const row = await accountRow(number);
  const toggle = within(row).getByRole('button', { name: OVERVIEW_TEXT.details });
  if (toggle.getAttribute('aria-expanded') !== 'true') await s.user.click(toggle);
  else await s.user.click(within(row).getByRole('button', { name: 'Try again' }));
};

/** The account panel's own list error, not another list's. */
const detailsFailed = (number: string) => async (s: SweepContext) => {
  await expectCatalogueMessage(s);
  const row = await accountRow(number);
  await waitFor(() => expect(within(row).getAllByRole('alert').some((alert) => alert.textContent?.includes(LIST_STATE_TEXT.error))).toBe(true));
  expect(within(row).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
};

const detailsScenario = (call: string, faultPath: string, number: string, what: string): FaultScenario => ({
  call,
  doing: `opening the details of the ${what}`,
  faultPath,
  start: '/accounts',
  prepare: async () => {
    await accountRow(number);
  },
  act: openDetails(number),
  failed: detailsFailed(number),
});

/** RETAIL1's current and savings accounts, one opened per fault (each asks for its own address once). */
const ADDRESS_ACCOUNTS = [ACC.everyday, ACC.household, ACC.consultancy, ACC.dollars, ACC.instant];
const faultIndex = (s: SweepContext) => SWEPT_FAULTS.findIndex((fault) => fault.name === s.fault.name);

const NEW_NAME = 'Bills and rent';

const nameField = (number: string) => {
  const item = screen.getByRole('heading', { level: 3, name: new RegExp(number) }).closest('li') as HTMLElement;
  return { item, field: within(item).getByRole('textbox', { name: /Account name/ }) };
};

export const accountsScenarios: FaultScenario[] = [
  { call: 'GET v1/accounts', doing: 'opening the accounts overview', faultPath: 'v1/accounts', start: '/accounts', onOpen: true },
  detailsScenario('GET v1/accounts/demandDeposit/{accountId}', `v1/accounts/demandDeposit/${idOf(ACC.everyday)}`, ACC.everyday, 'current account'),
  detailsScenario('GET v1/accounts/deposit/{accountId}', `v1/accounts/deposit/${idOf(ACC.bond)}`, ACC.bond, 'fixed rate bond'),
  detailsScenario('GET v1/accounts/deposit/{accountId}/payOutInstructions', `v1/accounts/deposit/${idOf(ACC.bond)}/payOutInstructions`, ACC.bond, 'fixed rate bond'),
  detailsScenario('GET v1/accounts/loan/{accountId}', `v1/accounts/loan/${idOf(ACC.loan)}`, ACC.loan, 'personal loan'),
  detailsScenario('GET v1/accounts/loan/{accountId}/outstanding', `v1/accounts/loan/${idOf(ACC.mortgage)}/outstanding`, ACC.mortgage, 'mortgage'),
  {
    call: 'GET cz/v1/accountAddress/{accountId}',
    doing: "opening current accounts' details (the address is a silent extra)",
    faultPath: 'cz/v1/accountAddress/*',
    start: '/accounts',
    prepare: async () => {
      await accountRow(ACC.everyday);
    },
    act: async (s) => {
      const number = ADDRESS_ACCOUNTS[faultIndex(s)];
      await s.user.click(within(await accountRow(number)).getByRole('button', { name: OVERVIEW_TEXT.details }));
    },
    // SPEC.md section 8 "silent failures": the account's details still show, only without the address.
    failed: async (s) => {
      const row = await accountRow(ADDRESS_ACCOUNTS[faultIndex(s)]);
      await waitFor(() => expect(within(row).getByText('Account name')).toBeInTheDocument());
      expect(within(row).queryByText('Address')).not.toBeInTheDocument();
      expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
      await expectSettled();
    },
  },
  {
    call: 'POST cz/v1/accountNickname',
    doing: 'renaming an account',
    faultPath: 'cz/v1/accountNickname',
    start: '/settings/manage-accounts',
    prepare: async (s) => {
      await screen.findByRole('heading', { level: 1, name: MANAGE_ACCOUNTS_TITLE });
      await screen.findByRole('heading', { level: 3, name: new RegExp(ACC.household) });
      const { field } = nameField(ACC.household);
      await s.user.clear(field);
      await s.user.type(field, NEW_NAME);
    },
    act: async (s) => {
      await s.user.click(within(nameField(ACC.household).item).getByRole('button', { name: /Save name/ }));
    },
    failed: async (s) => {
      const { item } = nameField(ACC.household);
      await waitFor(() => expect(within(item).getByRole('alert')).toHaveTextContent(s.fault.messages[0]));
      await expectSettled();
    },
    kept: async () => {
      expect(nameField(ACC.household).field).toHaveValue(NEW_NAME);
    },
  },
];
