/**
 * Steps the payment screen tests share: log in and open a payments page, fill the payment form and a
 * new payee's details as a customer would, and read a balance from the fake bank.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { accountIdOf } from '@mocks/digx/bank/seed';
import { bank } from '@mocks/digx/testing';
import { OUTCOME_TEXT } from '@/features/payments/components/OutcomeStep';
import { startMarker } from '@/features/session/sessionMarker';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { renderApp } from './renderApp';

export const idOf = (number: string) => accountIdOf(number).value;

/** Logs in, opens `path` and waits for its heading and, unless told otherwise, its form. */
export async function openPayments(path: string, user: 'RETAIL1' | 'CORP1' = 'RETAIL1', { form = true }: { form?: boolean } = {}) {
  await postLogin(createDigxClient(), user, user === 'RETAIL1' ? 'Private#2026' : 'Racing#2026');
  startMarker();
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  if (form) await screen.findByRole('form');
  return view;
}

export type User = ReturnType<typeof renderApp>['user'];

export async function fillPayment(user: User, { from, to, amount, reference, when = 'Now' }: { from: RegExp; to: RegExp; amount: string; reference?: string; when?: string }) {
  const form = screen.getByRole('form');
  const fromSelect = within(form).getByRole('combobox', { name: 'From' });
  await user.selectOptions(fromSelect, within(fromSelect).getByRole('option', { name: from }));
  const toSelect = within(form).getByRole('combobox', { name: 'To' });
  await waitFor(() => expect(within(toSelect).queryAllByRole('option', { name: to }).length).toBeGreaterThan(0));
  await user.selectOptions(toSelect, within(toSelect).getByRole('option', { name: to }));
  await user.type(within(form).getByRole('textbox', { name: 'Amount' }), amount);
  if (reference) await user.type(within(form).getByRole('textbox', { name: 'Reference' }), reference);
  await user.click(within(form).getByRole('radio', { name: when }));
}

export const balanceOf = (number: string) => (bank.state.accounts[idOf(number)] as unknown as { availableBalance: { amount: number } }).availableBalance.amount;

/** The Confirmation of Payee check of the saddler's business account, the reference as secondary identification. */
export const saddlerCopBody = (reference: string) => ({
  paymentType: 'FAS',
  network: 'SORT',
  accountId: '40053022334455',
  accountName: 'Newmarket Saddlery Ltd',
  accountType: 'BUSINESS',
  bic: '',
  dictionaryArray: [{ nameField: 'secondaryIdentification', value: reference }],
});

/** The body the bank receives for the saddler's business account (the fake bank's Newmarket Saddlery Ltd) as a new payee. */
export const saddlerPayeeBody = (reference: string) => ({
  nickName: 'Saddler',
  accountName: 'Newmarket Saddlery Ltd',
  accountNumber: '22334455',
  bankDetails: { code: '400530' },
  paymentType: 'FAS',
  network: 'SORT',
  shared: true,
  accountType: 'BUSINESS',
  payeeDescription: 'Saddler',
  reference,
  copStatus: 'SUCCESS',
  copSelection: null,
});

export async function fillNewPayee(user: User, { name, accountName, sortCode, accountNumber }: { name: string; accountName: string; sortCode: string; accountNumber: string }) {
  const payee = screen.getByRole('group', { name: 'New payee' });
  await user.type(within(payee).getByRole('textbox', { name: 'Payee name' }), name);
  await user.type(within(payee).getByRole('textbox', { name: 'Name on the account' }), accountName);
  await user.type(within(payee).getByRole('textbox', { name: 'Sort code' }), sortCode);
  await user.type(within(payee).getByRole('textbox', { name: 'Account number' }), accountNumber);
  return payee;
}


/** RETAIL1 pays Builder £10 from Everyday now, reference GATE LATCH, to the outcome: the outcome's section and the user. */
export async function payBuilderToOutcome() {
  const { user } = await openPayments('/payments/make');
  await fillPayment(user, { from: /^Everyday/, to: /^Builder/, amount: '10', reference: 'GATE LATCH' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));
  const outcome = (await screen.findByText(OUTCOME_TEXT.done)).closest('section') as HTMLElement;
  return { user, outcome };
}
