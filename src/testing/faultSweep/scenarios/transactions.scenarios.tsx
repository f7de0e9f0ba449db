/** The fault sweep's scenarios for the transactions and statements screens. */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { STATEMENTS_TEXT } from '@/features/statements/rules';
import { LIST_STATE_TEXT } from '@/shared/ui/ListState';
import { expectCatalogueMessage, expectSettled, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const id = accountIdOf(ACC.everyday).value;
const SEARCH = 'Waitrose';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search transactions' });

/** The newest statement's row and its download button. */
function newestStatement() {
  const table = screen.getByRole('table', { name: /^Statements for/ });
  const [, first] = within(table).getAllByRole('row');
  return { row: first, button: within(first).getByRole('button', { name: new RegExp(`^${STATEMENTS_TEXT.download} `) }) };
}

export const transactionsScenarios: FaultScenario[] = [
  {
    call: 'GET cz/v1/accounts/{accountType}/{accountId}/transactions',
    doing: "searching an account's transactions",
    faultPath: `cz/v1/accounts/demandDeposit/${id}/transactions`,
    start: `/accounts/transactions/${encodeURIComponent(id)}`,
    prepare: async () => {
      await screen.findByRole('table', { name: 'Transactions' });
    },
    // The first fault meets the search itself; after it the list offers "Try again".
    act: async (s: SweepContext) => {
      const retry = screen.queryByRole('button', { name: 'Try again' });
      if (retry) await s.user.click(retry);
      else await s.user.type(searchBox(), SEARCH);
    },
    failed: async (s) => {
      await expectCatalogueMessage(s);
      expect(screen.getByRole('alert')).toHaveTextContent(LIST_STATE_TEXT.error);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    kept: async () => {
      expect(searchBox()).toHaveValue(SEARCH);
    },
  },
  {
    call: 'GET cz/v1/accounts/{accountId}/statements',
    doing: "opening an account's statements",
    faultPath: `cz/v1/accounts/${id}/statements`,
    start: `/accounts/statements/${encodeURIComponent(id)}`,
    onOpen: true,
  },
  {
    call: 'GET cz/v1/accounts/{accountId}/statements/{documentId}',
    doing: 'downloading a statement',
    faultPath: `cz/v1/accounts/${id}/statements/*`,
    start: `/accounts/statements/${encodeURIComponent(id)}`,
    prepare: async () => {
      await screen.findByRole('table', { name: /^Statements for/ });
    },
    act: async (s) => {
      const { button } = newestStatement();
      await waitFor(() => expectUsable(button));
      await s.user.click(button);
    },
    // The failure shows by the statement; the list stays and the download can be asked for again.
    failed: async (s) => {
      await waitFor(() => expect(within(newestStatement().row).getByRole('alert')).toHaveTextContent(s.fault.messages[0]));
      await expectSettled();
      await waitFor(() => expectUsable(newestStatement().button));
    },
  },
];
