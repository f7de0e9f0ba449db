/** The fault sweep's scenarios for the cheque and pay-in book services. */
import { screen, waitFor, within } from '@testing-library/react';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { ACCOUNT_SERVICES_TITLE, BOOK_MAYBE_SENT_TEXT } from '@/features/accountServices/components/AccountServicesPage';
import { expectSettled, type FaultScenario, type SweepContext } from '@/testing/faultSweep/sweep';
import { expectUsable } from '@/testing/faultSweep/expectUsable';

const START = '000101';
const END = '000120';

const booksSection = () => screen.getByRole('region', { name: 'Request a book' });

/** Request a cheque book for the first account offered (RETAIL1's Everyday), confirming in the modal. */
async function requestChequeBook(s: SweepContext) {
  await s.user.click(within(booksSection()).getByRole('button', { name: 'Request a cheque book' }));
  await s.user.click(await screen.findByRole('button', { name: 'Request cheque book' }));
}

/** The request's own alert says what went wrong; the buttons are there again, nothing is left sending. */
async function bookRequestFailed(s: SweepContext) {
  await waitFor(() => expect(within(booksSection()).getByRole('alert')).toHaveTextContent(s.fault.messages[0]));
  expectUsable(within(booksSection()).getByRole('button', { name: 'Request a cheque book' }));
  expect(within(booksSection()).getByRole('status')).toHaveTextContent('');
  await expectSettled();
}

/**
 * The request itself failed: when it may have reached the bank (no answer, a timeout, a 5xx, an unreadable
 * 200) the screen says so and does not offer the same book again, so no second book is ordered.
 */
async function bookSendFailed(s: SweepContext) {
  await waitFor(() => expect(within(booksSection()).getByRole('alert')).toHaveTextContent(s.fault.messages[0]));
  expect(within(booksSection()).getByRole('alert')).toHaveTextContent(BOOK_MAYBE_SENT_TEXT);
  expect(within(booksSection()).getByRole('button', { name: 'Request a cheque book' })).toBeDisabled();
  await expectSettled();
}

const openServices = async () => {
  await screen.findByRole('heading', { level: 1, name: ACCOUNT_SERVICES_TITLE });
  await screen.findByRole('region', { name: 'Request a book' });
};

/** Looking up a range of cheques makes two calls, the bank's check of the account and then the list. */
const chequeStatusScenario = (call: string, faultPath: string, doing: string): FaultScenario => ({
  call,
  doing,
  faultPath,
  start: '/accounts/services',
  prepare: async (s) => {
    await openServices();
    await s.user.type(screen.getByRole('textbox', { name: /Start cheque number/ }), START);
    await s.user.type(screen.getByRole('textbox', { name: /End cheque number/ }), END);
  },
  act: async (s) => {
    await s.user.click(screen.getByRole('button', { name: 'Show cheque status' }));
  },
  kept: async () => {
    expect(screen.getByRole('textbox', { name: /Start cheque number/ })).toHaveValue(START);
    expect(screen.getByRole('textbox', { name: /End cheque number/ })).toHaveValue(END);
  },
});

export const accountServicesScenarios: FaultScenario[] = [
  {
    call: 'GET cz/v1/{book}/prepare',
    doing: 'requesting a cheque book (the bank checks the account first)',
    faultPath: 'cz/v1/chequebookRequest/prepare',
    start: '/accounts/services',
    prepare: openServices,
    act: requestChequeBook,
    failed: bookRequestFailed,
  },
  {
    call: 'POST cz/v1/{book}',
    doing: 'requesting a cheque book',
    faultPath: 'cz/v1/chequebookRequest',
    start: '/accounts/services',
    prepare: openServices,
    act: requestChequeBook,
    // Every one of these faults may have reached the bank: the same book is never offered again on that screen.
    freshEachFault: true,
    failed: bookSendFailed,
  },
  chequeStatusScenario('GET cz/v1/chequeStatus/prepare', 'cz/v1/chequeStatus/prepare', 'looking up the status of a range of cheques (the bank checks the account first)'),
  chequeStatusScenario(
    'GET v1/accounts/demandDeposit/{accountId}/issuedCheques',
    `v1/accounts/demandDeposit/${accountIdOf(ACC.everyday).value}/issuedCheques`,
    'looking up the status of a range of cheques',
  ),
];
