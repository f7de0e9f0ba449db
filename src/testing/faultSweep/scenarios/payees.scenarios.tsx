/** The fault sweep's scenarios for the payees screens: the list, a new payee, an edit and a delete. */
import { screen, waitFor, within } from '@testing-library/react';
import { fill, sendWithPasscode } from '@/testing/faultSweep/moneySteps';
import type { FaultScenario, SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const payeeCard = (name: string) => within(screen.getByRole('list', { name: 'Payees' })).getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name }))!;

/** A new payee the bank knows (Confirmation of Payee: a match), checked, with a reference. */
const NEW_PAYEE = { name: 'John', accountName: 'John Smith', sortCode: '200000', accountNumber: '11223344' };
const field = (name: string) => screen.getByRole('textbox', { name });

async function fillCheckedNewPayee({ user }: SweepContext) {
  await screen.findByRole('form', { name: 'New payee' });
  const payee = screen.getByRole('group', { name: 'New payee' });
  await fill(user, field('Payee name'), NEW_PAYEE.name);
  await fill(user, field('Name on the account'), NEW_PAYEE.accountName);
  await fill(user, field('Sort code'), NEW_PAYEE.sortCode);
  await fill(user, field('Account number'), NEW_PAYEE.accountNumber);
  await user.click(within(payee).getByRole('button', { name: 'Check the name on the account' }));
  await within(payee).findByText('The name matches the account.');
  await fill(user, field('Reference'), 'SADDLES');
}

async function newPayeeKept() {
  expect(field('Payee name')).toHaveValue(NEW_PAYEE.name);
  expect(field('Name on the account')).toHaveValue(NEW_PAYEE.accountName);
  expect(field('Sort code')).toHaveValue(NEW_PAYEE.sortCode);
  expect(field('Account number')).toHaveValue(NEW_PAYEE.accountNumber);
  expect(field('Reference')).toHaveValue('SADDLES');
  expectUsable(screen.getByRole('button', { name: 'Save payee' }));
}

const savePayee = (s: SweepContext) => s.user.click(screen.getByRole('button', { name: 'Save payee' }));

export const payeesScenarios: FaultScenario[] = [
  { call: 'GET cz/v1/payments/payeeGroup', doing: 'opening Manage my payees', faultPath: 'cz/v1/payments/payeeGroup', start: '/payments/payees', onOpen: true },
  {
    call: 'POST cz/v1/payments/payeeGroup',
    doing: 'saving a new payee (its group)',
    faultPath: 'cz/v1/payments/payeeGroup',
    start: '/payments/payees/new',
    prepare: fillCheckedNewPayee,
    act: savePayee,
    kept: newPayeeKept,
  },
  {
    call: 'POST cz/v1/payments/payeeGroup/{groupId}/payees/external',
    doing: 'saving a new payee with the passcode',
    faultPath: 'cz/v1/payments/payeeGroup/*',
    start: '/payments/payees/new',
    prepare: fillCheckedNewPayee,
    act: (s) => sendWithPasscode(s, () => savePayee(s)),
    kept: newPayeeKept,
  },
  {
    call: 'PATCH cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId}',
    doing: "changing a payee's name and reference",
    faultPath: 'cz/v1/payments/payeeGroup/*',
    start: '/payments/payees',
    prepare: async ({ user }) => {
      await screen.findByRole('list', { name: 'Payees' });
      await user.click(screen.getByRole('button', { name: 'Edit Builder' }));
      const form = screen.getByRole('form', { name: 'Edit Builder' });
      await fill(user, within(form).getByRole('textbox', { name: 'Payee name' }), 'Carter builders');
      await fill(user, within(form).getByRole('textbox', { name: 'Reference' }), 'EXTENSION');
    },
    act: ({ user }) => user.click(within(screen.getByRole('form', { name: 'Edit Builder' })).getByRole('button', { name: 'Save changes' })),
    kept: async () => {
      const form = screen.getByRole('form', { name: 'Edit Builder' });
      expect(within(form).getByRole('textbox', { name: 'Payee name' })).toHaveValue('Carter builders');
      expect(within(form).getByRole('textbox', { name: 'Reference' })).toHaveValue('EXTENSION');
      await waitFor(() => expectUsable(within(form).getByRole('button', { name: 'Save changes' })));
    },
  },
  {
    call: 'DELETE cz/v1/payments/payeeGroup/{groupId}/payees/external/{payeeId}',
    doing: 'deleting a payee found by a search, with the passcode',
    faultPath: 'cz/v1/payments/payeeGroup/*',
    start: '/payments/payees',
    prepare: async ({ user }) => {
      await screen.findByRole('list', { name: 'Payees' });
      await fill(user, screen.getByRole('searchbox', { name: 'Search payees' }), 'phys');
    },
    act: (s) =>
      sendWithPasscode(s, async () => {
        await s.user.click(within(payeeCard('Physio')).getByRole('button', { name: 'Delete Physio' }));
        const confirm = await screen.findByRole('alertdialog', { name: 'Delete Physio?' });
        await s.user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
      }),
    kept: async () => {
      expect(screen.getByRole('searchbox', { name: 'Search payees' })).toHaveValue('phys');
      await waitFor(() => expectUsable(within(payeeCard('Physio')).getByRole('button', { name: 'Delete Physio' })));
    },
  },
];
