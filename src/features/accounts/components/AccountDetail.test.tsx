import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { injectFault } from '../../../../mocks/digx/testing';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '@/testing/recordRequests';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { accountsRequested } from '../slice';
import { accountActions, durationText, frequencyText, loanFrequencyText } from './AccountDetail';
import { AccountsOverview } from './AccountsOverview';
import type { Account } from '../types';

async function renderOverview() {
  const client = createDigxClient();
  await postLogin(client, 'RETAIL1', 'Private#2026');
  const view = renderWithProviders(
    <MemoryRouter>
      <AccountsOverview entities={[{ id: '100452', name: 'Alexander James Pemberton' }]} />
    </MemoryRouter>,
    { client },
  );
  act(() => {
    view.store.dispatch(accountsRequested());
  });
  await screen.findByRole('heading', { level: 2, name: 'Current accounts' });
  return view;
}

const row = (title: string) => screen.getByRole('listitem', { name: title });

/** Opens the row's Details and waits for its description list. */
async function openDetails(user: ReturnType<typeof renderWithProviders>['user'], title: string) {
  const button = within(row(title)).getByRole('button', { name: 'Details' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await within(row(title)).findAllByText(/./, { selector: 'dt' });
  return row(title).querySelector('dl[aria-label]') as HTMLElement;
}

function termValue(scope: HTMLElement, term: string): string {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('AccountDetail', () => {
  it('opens a current account inline, loading its details once, with every action', async () => {
    const { user } = await renderOverview();
    const log = recordRequests();
    const list = await openDetails(user, 'Everyday');
    expect(list).toHaveAccessibleName('Account details: Everyday');
    expect(termValue(list, 'Overdraft limit')).toBe('£10,000.00');
    expect(termValue(list, 'Opening date')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(termValue(list, 'Account name')).not.toBe('');
    // The customer's own address, from cz/v1/accountAddress.
    expect(termValue(list, 'Address')).toContain('7 Sample Gardens');
    const actions = within(row('Everyday')).getByRole('navigation', { name: 'Account actions: Everyday' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Transactions', expect.stringMatching(/^\/accounts\/transactions\/.+/)],
      ['Statements', expect.stringMatching(/^\/accounts\/statements\/.+/)],
      ['Pay from this account', expect.stringMatching(/^\/payments\/make\/.+/)],
      ['Transfer', expect.stringMatching(/^\/payments\/transfer-money\/.+/)],
    ]);

    // Closing and opening again does not ask the bank again.
    const button = within(row('Everyday')).getByRole('button', { name: 'Details' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const calls = log.requests.filter((r) => r.method === 'GET' && r.path.startsWith('v1/accounts/demandDeposit/'));
    expect(calls).toHaveLength(1);
    log.stop();
  });

  it('shows the term deposit with its rollover in words and no pay or transfer', async () => {
    const { user } = await renderOverview();
    const list = await openDetails(user, '1 Year Fixed Rate Bond');
    expect(termValue(list, 'Product name')).toBe('1 Year Fixed Rate Bond');
    expect(termValue(list, 'At maturity')).toBe('Close on maturity');
    expect(termValue(list, 'Interest rate')).toBe('4.6%');
    expect(termValue(list, 'Original amount')).toBe('£250,000.00');
    expect(termValue(list, 'Maturity amount')).toMatch(/^£[\d,]+\.\d\d$/);
    expect(termValue(list, 'Start date')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(termValue(list, 'Maturity date')).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(termValue(list, 'Duration')).not.toBe('');
    expect(termValue(list, 'Payout instructions')).toMatch(/Principal: 100% to Rainy day \(20411236\)Interest: 100% to Rainy day \(20411236\)/);
  });

  it('shows the loan with its repayment details and only transactions as action', async () => {
    const { user } = await renderOverview();
    const list = await openDetails(user, 'Personal Loan');
    expect(termValue(list, 'Loan amount')).toBe('£35,000.00');
    expect(termValue(list, 'Interest rate')).toBe('7.9%');
    expect(termValue(list, 'Principal repayment frequency')).toBe('Monthly');
    expect(termValue(list, 'Interest repayment frequency')).toBe('Monthly');
    for (const term of ['Outstanding amount', 'Amount paid', 'Principal balance', 'Instalment arrears', 'Penalty', 'Next payment amount']) {
      expect(termValue(list, term)).toMatch(/^-?£[\d,]+\.\d\d$/);
    }
    for (const term of ['Start date', 'Maturity date', 'Next payment date']) expect(termValue(list, term)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(termValue(list, 'Remaining instalments')).toMatch(/^\d+$/);
    const actions = within(row('Personal Loan')).getByRole('navigation');
    expect(within(actions).getAllByRole('link').map((link) => link.textContent)).toEqual(['Transactions']);
  });

  it('shows a detail failure with Try again', async () => {
    const { user } = await renderOverview();
    injectFault('v1/accounts/demandDeposit/*', { kind: 'status', status: 500 }, { times: 1, method: 'GET' });
    await user.click(within(row('Household')).getByRole('button', { name: 'Details' }));
    const alert = await within(row('Household')).findByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not load results');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(row('Household')).findByText('Overdraft limit')).toBeInTheDocument();
  });

  it('offers actions by flags', () => {
    const base = { id: 'X', group: 'deposit', statementsDisabled: false, transferOutDisabled: true } as Account;
    expect(accountActions(base).map((a) => a.label)).toEqual(['Transactions', 'Statements']);
    const current = { id: 'C', group: 'current', statementsDisabled: false, transferOutDisabled: false } as Account;
    expect(accountActions(current, ['transfer']).map((a) => a.label)).toEqual(['Transactions', 'Transfer']);
    expect(accountActions(current, ['statements', 'payment']).map((a) => a.label)).toEqual(['Transactions', 'Statements', 'Pay from this account']);
    const loan = { id: 'L', group: 'lending', statementsDisabled: false, transferOutDisabled: false } as Account;
    expect(accountActions(loan, ['statements']).map((a) => a.label)).toEqual(['Transactions']);
    expect(accountActions(loan, ['loanStatements']).map((a) => a.label)).toEqual(['Transactions', 'Statements']);
    expect(durationText({ years: 1, months: 0, days: 0 })).toBe('1 year');
    expect(durationText({ years: 0, months: 6, days: 3 })).toBe('6 months, 3 days');
    expect(frequencyText('MONTHLY')).toBe('Monthly');
    expect(loanFrequencyText('Monthly')).toBe('Monthly');
    expect(loanFrequencyText('SEMI_ANUALLY')).toBe('Semi-annually');
    expect(loanFrequencyText('BI_MONTHLY')).toBe('Bi-monthly');
  });
});
