/** The fault sweep's scenarios for authorisations: the pending list, a decision with the passcode, and the menu's count. */
import { screen, waitFor, within } from '@testing-library/react';
import { faultMet, fill, pendingPaymentReference, sendWithPasscode } from '@/testing/faultSweep/moneySteps';
import type { FaultScenario, SweepContext } from '@/testing/faultSweep/sweep';
import { expectSettled } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const REMARKS = 'Checked against the invoice';
const remarksBox = () => screen.getByRole('textbox', { name: 'Remarks' });

/** Cards are the list's own items (each card has a list of its decisions too). */
const cards = () => {
  const list = screen.getByRole('list', { name: 'Waiting for authorisation' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

async function typeRemarks({ user }: SweepContext) {
  await screen.findByRole('list', { name: 'Waiting for authorisation' });
  await fill(user, remarksBox(), REMARKS);
}

async function remarksKept() {
  expect(remarksBox()).toHaveValue(REMARKS);
}

/**
 * The Authorisations entry of the slide-over menu, which shows only while something waits: the menu is
 * opened to look (its links are built only then), and closed again.
 */
async function authorisationsInMenu(user: SweepContext['user']): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  try {
    return await within(screen.getByRole('navigation', { name: 'Menu' })).findByRole('link', { name: 'Authorisations' });
  } finally {
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
  }
}

/** The item the count scenario declined last. */
let declined = '';

export const approvalsScenarios: FaultScenario[] = [
  { call: 'GET v1/transactions', doing: 'opening Authorisations', faultPath: 'v1/transactions', user: 'CORP1', start: '/settings/authorisations', onOpen: true },
  {
    call: 'POST v1/transactions/{transactionId}/{action}',
    doing: 'authorising a payment with the passcode',
    faultPath: 'v1/transactions/*',
    user: 'CORP1',
    start: '/settings/authorisations',
    prepare: typeRemarks,
    act: (s) =>
      sendWithPasscode(s, async () => {
        const reference = pendingPaymentReference();
        await s.user.click(screen.getByRole('button', { name: `Authorise ${reference}` }));
        const confirm = await screen.findByRole('alertdialog', { name: 'Authorise this item?' });
        await s.user.click(within(confirm).getByRole('button', { name: 'Yes, authorise' }));
      }),
    kept: async () => {
      await remarksKept();
      // Still pending, and it may be authorised again.
      const reference = pendingPaymentReference();
      await waitFor(() => expectUsable(screen.getByRole('button', { name: `Authorise ${reference}` })));
    },
  },
  {
    call: 'GET cz/v1/transactions/count',
    doing: "declining an item (the menu's count is read again)",
    faultPath: 'cz/v1/transactions/count',
    user: 'CORP1',
    start: '/settings/authorisations',
    prepare: async (s) => {
      await typeRemarks(s);
      // The count read at login is in, so the sweep's fault waits for the one a decision makes.
      await authorisationsInMenu(s.user);
    },
    act: async ({ user }) => {
      const first = cards()[0];
      declined = within(first).getByRole('checkbox').getAttribute('aria-label')?.replace(/^Select /, '') ?? '';
      await user.click(within(first).getByRole('button', { name: `Decline ${declined}` }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Decline this item?' });
      await user.click(within(confirm).getByRole('button', { name: 'Yes, decline' }));
    },
    // SPEC.md section 8 "Silent failures": the count is the menu's, and a failed read keeps the last one; the
    // decision itself is reported and the list is read again.
    failed: async ({ user }) => {
      await faultMet();
      await waitFor(() => expect(screen.getByRole('status', { name: 'Decisions made' })).toHaveTextContent(new RegExp(`${declined.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Declined`)));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(await authorisationsInMenu(user)).toHaveAttribute('href', '/settings/authorisations');
      await expectSettled();
    },
    kept: remarksKept,
  },
];
