import { act, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '@/testing/testUser';
import { ACC, accountIdOf, DEMO_LOGINS } from '@mocks/digx/bank/seed';
import { bank, injectFault } from '@mocks/digx/testing';
import { DIGX_CODES } from '@/shared/api/digxCodes';
import { createDigxClient } from '@/shared/api/digxClient';
import { MAPPED_MESSAGES } from '@/shared/api/errorMessages';
import { postLogin } from '@/shared/api/postLogin';
import { recordRequests } from '@/testing/recordRequests';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ACCOUNT_NAME_MESSAGE } from '../rules';
import { selectAccountById, selectAllAccounts } from '../selectors';
import { accountsRequested } from '../slice';
import { MANAGE_ACCOUNTS_TITLE, ManageAccountsPage, RENAME_SAVED_MESSAGE } from './ManageAccounts';

/** SPEC.md section 9, written out here so that the test holds the rule, not the code's constant. */
const RENAME_CONFIRMATION_SPEC_MS = 5_000;

const idOf = (number: string) => accountIdOf(number).value;

async function renderPage(userId: keyof typeof DEMO_LOGINS = 'RETAIL1') {
  const client = createDigxClient();
  await postLogin(client, userId, DEMO_LOGINS[userId]);
  const view = renderWithProviders(<ManageAccountsPage />, { client });
  act(() => {
    view.store.dispatch(accountsRequested());
  });
  await screen.findByRole('heading', { level: 3, name: new RegExp(ACC.everyday) });
  return view;
}

/** The list item of one account. */
const itemOf = (number: string) => screen.getByRole('heading', { level: 3, name: new RegExp(number) }).closest('li') as HTMLElement;
const currentOrder = () =>
  within(screen.getByRole('region', { name: 'Current accounts' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.match(/\d{8}/)?.[0]);

describe('ManageAccountsPage (SPEC.md section 4 "Account reorder/rename")', () => {
  it('shows the accounts by group, each with its name form and move buttons named after it', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: MANAGE_ACCOUNTS_TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Current accounts', 'Deposit accounts', 'Lending']);
    expect(currentOrder()).toEqual([ACC.everyday, ACC.household, ACC.consultancy, ACC.dollars]);
    const everyday = itemOf(ACC.everyday);
    expect(within(everyday).getByLabelText('Account name')).toHaveValue('Everyday');
    expect(within(everyday).getByRole('button', { name: 'Move up Everyday' })).toBeDisabled();
    expect(within(everyday).getByRole('button', { name: 'Move down Everyday' })).toBeEnabled();
  });

  it.each([
    ['a name over 35 characters', 'A'.repeat(36)],
    ['punctuation', 'Holiday fund!'],
  ])('refuses %s with the message and sends nothing', async (_case, name) => {
    const recorder = recordRequests();
    const { user } = await renderPage();
    const item = itemOf(ACC.household);
    const input = within(item).getByLabelText('Account name');
    await user.clear(input);
    await user.type(input, name);
    await user.click(within(item).getByRole('button', { name: /^Save name/ }));
    expect(await within(item).findByText(ACCOUNT_NAME_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await recorder.to('cz/v1/accountNickname', 'POST')).toHaveLength(0);
    recorder.stop();
  });

  it('saves a valid name: the bank keeps it, the title changes in the store and the confirmation shows', async () => {
    const { user, store } = await renderPage();
    const item = itemOf(ACC.household);
    const input = within(item).getByLabelText('Account name');
    await user.clear(input);
    await user.type(input, 'Holiday fund 2026');
    await user.click(within(item).getByRole('button', { name: /^Save name/ }));
    expect(await screen.findByText(RENAME_SAVED_MESSAGE)).toBeInTheDocument();
    expect(selectAccountById(store.getState(), idOf(ACC.household))?.title).toBe('Holiday fund 2026');
    expect(screen.getByRole('heading', { level: 3, name: new RegExp(ACC.household) })).toHaveTextContent('Holiday fund 2026');
    expect(bank.state.accounts[Object.keys(bank.state.accounts).find((k) => bank.state.accounts[k].internal.accountNumber === ACC.household) as string].internal.nickname).toBe(
      'Holiday fund 2026',
    );
  });

  it('shows the rename confirmation for 5 s: still there a moment before, gone at 5 s (SPEC.md section 9)', async () => {
    await renderPage();
    // The fake bank answers without timers, so the clock stands still until the confirmation shows;
    // its 5 s then count from the moment it appeared, and the edges can be tested to the millisecond.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = testUser(jest.advanceTimersByTime);
      const item = itemOf(ACC.household);
      const input = within(item).getByLabelText('Account name');
      await user.clear(input);
      await user.type(input, 'Rainy day');
      const start = jest.now();
      await user.click(within(item).getByRole('button', { name: /^Save name/ }));
      for (let i = 0; i < 50 && !screen.queryByText(RENAME_SAVED_MESSAGE); i += 1) {
        await act(() => jest.advanceTimersByTimeAsync(0));
      }
      expect(jest.now()).toBe(start);
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(RENAME_SAVED_MESSAGE);
      act(() => jest.advanceTimersByTime(RENAME_CONFIRMATION_SPEC_MS - 1));
      expect(status).toHaveTextContent(RENAME_SAVED_MESSAGE);
      act(() => jest.advanceTimersByTime(1));
      expect(status).toBeEmptyDOMElement();
      expect(input).toHaveValue('Rainy day');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a server error with the catalogue message and keeps the typed name', async () => {
    injectFault('cz/v1/accountNickname', { kind: 'code', code: DIGX_CODES.nicknameOrReferenceLength }, { method: 'POST', times: 1 });
    const { user, store } = await renderPage();
    const item = itemOf(ACC.household);
    const input = within(item).getByLabelText('Account name');
    await user.clear(input);
    await user.type(input, 'Rainy day');
    await user.click(within(item).getByRole('button', { name: /^Save name/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(MAPPED_MESSAGES.nicknameOrReferenceLength);
    expect(input).toHaveValue('Rainy day');
    expect(selectAccountById(store.getState(), idOf(ACC.household))?.title).not.toBe('Rainy day');
  });

  it('moves an account down by swapping with its neighbour, once, keyboard operable', async () => {
    const recorder = recordRequests();
    const { user, store } = await renderPage();
    within(itemOf(ACC.everyday)).getByRole('button', { name: 'Move down Everyday' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentOrder()).toEqual([ACC.household, ACC.everyday, ACC.consultancy, ACC.dollars]));
    const posts = await recorder.to('cz/v1/accountNickname', 'POST');
    expect(posts).toHaveLength(1);
    const dtos = (JSON.parse(posts[0].body) as { accountNicknameDTOs: { sequenceNumber: number }[] }).accountNicknameDTOs;
    expect(dtos.map((d) => d.sequenceNumber).sort()).toEqual([1, 2]);
    expect(selectAllAccounts(store.getState()).slice(0, 2).map((a) => a.accountNumber)).toEqual([ACC.household, ACC.everyday]);
    expect(within(itemOf(ACC.everyday)).getByRole('button', { name: /^Move up/ })).toBeEnabled();
    recorder.stop();
  });

  it('keeps the group edges: first cannot move up, last cannot move down, not across groups', async () => {
    await renderPage();
    const last = itemOf(ACC.dollars);
    expect(within(last).getByRole('button', { name: /^Move down/ })).toBeDisabled();
    expect(within(last).getByRole('button', { name: /^Move up/ })).toBeEnabled();
    // The first deposit account follows the last current one in the list, but is first of its group.
    const deposit = within(screen.getByRole('region', { name: 'Deposit accounts' })).getAllByRole('listitem');
    expect(within(deposit[0]).getByRole('button', { name: /^Move up/ })).toBeDisabled();
    expect(within(deposit.at(-1) as HTMLElement).getByRole('button', { name: /^Move down/ })).toBeDisabled();
  });

  it('moves up from the bottom of a group', async () => {
    const { user } = await renderPage();
    await user.click(within(itemOf(ACC.dollars)).getByRole('button', { name: /^Move up/ }));
    await waitFor(() => expect(currentOrder()).toEqual([ACC.everyday, ACC.household, ACC.dollars, ACC.consultancy]));
  });
});
