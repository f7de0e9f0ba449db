/**
 * Steps the tests of balances share: what the bank holds for an account, what the overview shows for it, money
 * spent behind the app's back (a card, another channel), and a watch on the page for a spinner.
 */
import { screen } from '@testing-library/react';
import { postTransaction } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { TRANSPORT_MESSAGES } from '@/shared/api/errorMessages';
import { formatMoney } from '@/shared/lib/money';
import { accountRow } from './journeySteps';
import { balanceOf, idOf } from './paymentSteps';

/** The bank's available balance of an account, as the overview writes it ('£3,052.68'). */
export const availableShown = (number: string) => formatMoney(balanceOf(number), 'GBP');

/** The overview's row of the account (by the last four digits of its number). */
export const overviewRow = (number: string) => accountRow(number.slice(-4));

/** A card payment the bank takes without the app knowing: the balance the app last read is now out of date. */
export function spentElsewhere(number: string, amount: number): void {
  postTransaction(bank.state, idOf(number), { code: 'POS', dir: 'D', amount, description: 'CARD PAYMENT ELSEWHERE' }, bank.clock.now());
}

/**
 * Watches the page from now on for the loading spinner ('Loading data...'), the thing that must never stand in
 * place of a list the customer is looking at. `seen()` says whether it showed at any moment since.
 */
export function watchForSpinner(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const check = () => {
    if (screen.queryAllByText(TRANSPORT_MESSAGES.loading).length > 0) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  check();
  return {
    seen: () => {
      check();
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}
