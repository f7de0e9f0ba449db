/** The fault sweep's scenarios for standing orders, direct debits and future payments: the list, a cancellation, a change. */
import { screen, waitFor, within } from '@testing-library/react';
import { fill, retailStandingOrder, sendWithPasscode } from '@/testing/faultSweep/moneySteps';
import type { FaultScenario, SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const cardOf = (name: string) =>
  within(screen.getByRole('list', { name: 'Upcoming payments' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name: `Cancel standing order to ${name}` }))!;

/** The customer narrows the list to standing orders, then cancels the first one (confirmed, then the passcode). */
async function showStandingOrders({ user }: SweepContext) {
  await screen.findByRole('list', { name: 'Upcoming payments' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Standing orders');
}

async function startCancel({ user }: SweepContext) {
  const { name } = retailStandingOrder();
  await user.click(within(cardOf(name)).getByRole('button', { name: `Cancel standing order to ${name}` }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this standing order?' });
  await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel it' }));
}

/** The filter chosen is still chosen, and the order is still there to cancel. */
async function filterKept() {
  expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('SI');
  const { name } = retailStandingOrder();
  await waitFor(() => expectUsable(within(cardOf(name)).getByRole('button', { name: `Cancel standing order to ${name}` })));
}

const editForm = () => screen.getByRole('form', { name: 'Change standing order' });
const editBox = (name: string) => within(editForm()).getByRole('textbox', { name });

export const upcomingScenarios: FaultScenario[] = [
  { call: 'GET cz/v1/payments/instructions', doing: 'opening standing orders & direct debits', faultPath: 'cz/v1/payments/instructions', start: '/payments/upcoming', onOpen: true },
  {
    call: 'GET cz/v1/payments/instructions/cancellation/{instructionId}',
    doing: 'cancelling a standing order (what will be cancelled)',
    faultPath: 'cz/v1/payments/instructions/cancellation/*',
    start: '/payments/upcoming',
    prepare: showStandingOrders,
    act: startCancel,
    kept: filterKept,
  },
  {
    call: 'PATCH cz/v1/payments/instructions/cancellation/{instructionId}',
    doing: 'cancelling a standing order with the passcode',
    faultPath: 'cz/v1/payments/instructions/cancellation/*',
    start: '/payments/upcoming',
    prepare: showStandingOrders,
    act: (s) => sendWithPasscode(s, () => startCancel(s)),
    kept: filterKept,
  },
  {
    call: 'PUT cz/v1/payments/instructions/{instructionId}',
    doing: "changing a standing order's amount and reference",
    faultPath: 'cz/v1/payments/instructions/*',
    start: '/payments/upcoming',
    prepare: async (s) => {
      await showStandingOrders(s);
      const { name } = retailStandingOrder();
      await s.user.click(within(cardOf(name)).getByRole('link', { name: `Change standing order to ${name}` }));
      await screen.findByRole('form', { name: 'Change standing order' });
      await fill(s.user, editBox('Amount'), '123.45');
      await fill(s.user, editBox('Reference'), 'NEW RENT');
    },
    act: ({ user }) => user.click(within(editForm()).getByRole('button', { name: 'Save changes' })),
    kept: async () => {
      expect(editBox('Amount')).toHaveValue('123.45');
      expect(editBox('Reference')).toHaveValue('NEW RENT');
      await waitFor(() => expectUsable(within(editForm()).getByRole('button', { name: 'Save changes' })));
    },
  },
];
