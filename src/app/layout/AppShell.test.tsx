import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startMarker } from '@/features/session/sessionMarker';
import { selectActiveEntityId } from '@/features/entity/slice';
import { createDigxClient } from '@/shared/api/digxClient';
import { postLogin } from '@/shared/api/postLogin';
import { bank } from '../../../mocks/digx/testing';
import { ACC, accountIdOf } from '@mocks/digx/bank/seed';
import { recordRequests } from '../../testing/recordRequests';
import { renderApp } from '../../testing/renderApp';
import { LOG_OFF_ADVICE, NEW_TAB_TEXT } from './Footer';
import { NO_NOTIFICATIONS } from './nav/NotificationsPanel';

async function shellAs(userId: string, password: string, path = '/accounts') {
  await postLogin(createDigxClient(), userId, password);
  startMarker();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = (name: string) => within(mainNav()).getByRole('button', { name });

describe('mega menus', () => {
  it('open on hover and close when the pointer leaves', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    const payments = menuButton('Payments & Transfers');
    expect(payments).toHaveAttribute('aria-expanded', 'false');
    await user.hover(payments);
    expect(payments).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Make a Payment' })).toBeVisible();
    await user.unhover(payments);
    expect(payments).toHaveAttribute('aria-expanded', 'false');
  });

  it('open by keyboard and close on Escape with focus back on the button', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    const accounts = menuButton('My Accounts');
    accounts.focus();
    await user.keyboard('{Enter}');
    expect(accounts).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(accounts).toHaveAttribute('aria-expanded', 'false');
    expect(accounts).toHaveFocus();
  });

  it('keeps only one menu or panel open at a time', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(menuButton('My Accounts'));
    await user.click(menuButton('Payments & Transfers'));
    expect(menuButton('My Accounts')).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton('Payments & Transfers')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(menuButton('Payments & Transfers')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /^Notifications/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists only the payment services the user may use', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(menuButton('Payments & Transfers'));
    const links = within(mainNav()).getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Make a Payment', 'Internal Transfer', 'Standing orders & direct debits', 'Request international payment', 'Manage my payees']),
    );
    expect(links).not.toContain('Bulk payments');
  });

  it('shows racing account services to a racing customer and private ones to others', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(menuButton('Services'));
    expect(within(mainNav()).getByRole('heading', { name: 'Private account services' })).toBeInTheDocument();
  });

  it('closes after following one of its links', async () => {
    const { user, location } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(menuButton('Payments & Transfers'));
    // By keyboard: jsdom's pointer move from the button into the panel reads as leaving the menu, which now
    // takes its links away (they are built only while it is open); a real pointer is the journeys' to prove.
    act(() => within(mainNav()).getByRole('link', { name: 'Manage my payees' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Manage my payees' });
    expect(location()).toBe('/payments/payees');
    expect(menuButton('Payments & Transfers')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('header menu', () => {
  it('says when there are no notifications', async () => {
    for (const mail of bank.state.mails) if (mail.messageType === 'A') mail.internal.ownerUserId = 'NOBODY';
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeInTheDocument();
  });

  it('marks unread secure messages and notifications', async () => {
    await shellAs('RETAIL1', 'Private#2026');
    const unreadMail = bank.state.mails.filter(
      (m) => m.internal.ownerUserId === 'RETAIL1' && m.messageType === 'M' && m.messageUserMappings.some((u) => u.msgFlag === 'T' && u.status === 'U'),
    ).length;
    expect(unreadMail).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: `Secure Messaging , ${unreadMail} unread` })).toHaveAttribute('href', '/secure-mail');
  });

  it('asks for the mailbox summary once the page is on screen, and once only (issue 13: the page\'s calls go first)', async () => {
    const log = recordRequests();
    await shellAs('RETAIL1', 'Private#2026');
    await screen.findByRole('heading', { name: 'Current accounts' });
    const first = (path: string) => log.requests.findIndex((r) => r.path === path);
    await waitFor(() => expect(first('v1/mailbox/count')).toBeGreaterThan(-1));
    expect(first('v1/mailbox/count')).toBeGreaterThan(first('v1/accounts'));
    expect(await log.to('v1/mailbox/count')).toHaveLength(1);
    expect(await log.to('v1/mailbox/alerts')).toHaveLength(1);
  });

  it('offers Details & settings', async () => {
    await shellAs('RETAIL1', 'Private#2026');
    expect(screen.getAllByRole('link', { name: 'Details & settings' })[0]).toHaveAttribute('href', '/settings');
  });
});

describe('slide-over menu (narrow screens)', () => {
  it('asks its Log Out question, which stays open as the menu closes', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('button', { name: 'Log Out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Are you sure you want to LOG OUT?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the sections of SPEC.md and shows Authorisations only to users who have some', async () => {
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const names = within(menu).getAllByRole('link').map((l) => l.textContent);
    expect(names).toEqual([
      'My Accounts',
      'Payments & Transfers',
      expect.stringMatching(/^Secure mailbox/),
      'View & set up alerts',
      'Reorder & Rename Accounts',
      'Change password',
      'Change Transaction PIN',
      'Activity log',
      'Marketing preferences',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it.each(['Terms and Conditions', 'Privacy Policy', 'Contact'])('asks before opening %s in a new tab, with log-off advice in a session', async (label) => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await shellAs('RETAIL1', 'Private#2026');
    expect(screen.getByText('Version 2.5.0-3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label }));
    const modal = screen.getByRole('alertdialog', { name: label });
    expect(within(modal).getByText(NEW_TAB_TEXT)).toBeInTheDocument();
    expect(within(modal).getByText(LOG_OFF_ADVICE)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Proceed' }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//), '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    open.mockRestore();
  });

  it('leaves out the log-off advice without a session', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    const modal = screen.getByRole('alertdialog', { name: 'Privacy Policy' });
    expect(within(modal).getByText(NEW_TAB_TEXT)).toBeInTheDocument();
    expect(within(modal).queryByText(LOG_OFF_ADVICE)).not.toBeInTheDocument();
  });
});

describe('entities', () => {
  const chooseEntity = async (user: ReturnType<typeof renderApp>['user'], name: string) =>
    user.selectOptions(screen.getByRole('combobox', { name: 'Showing' }), name);

  it('offers All Accounts plus each entity, only to multi-entity users', async () => {
    await shellAs('CORP1', 'Racing#2026');
    const options = within(screen.getByRole('combobox', { name: 'Showing' })).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All Accounts', 'Hambleton Hill Racing Stables Ltd', 'Hambleton Hill Holdings Ltd', 'Northern Vale Bloodstock Ltd']);
  });

  it('has no selector for a single-entity user', async () => {
    await shellAs('RETAIL1', 'Private#2026');
    expect(screen.queryByRole('combobox', { name: 'Showing' })).not.toBeInTheDocument();
  });

  it('goes through the redirect screen to /accounts when switched on a transactions page', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      await postLogin(createDigxClient(), 'CORP1', 'Racing#2026');
      startMarker();
      const { user, location } = renderApp(`/accounts/transactions/${encodeURIComponent(accountIdOf(ACC.stablesRacing).value)}`, { advanceTimers: jest.advanceTimersByTime });
      await screen.findByRole('heading', { level: 1, name: 'Transactions' });
      await chooseEntity(user, 'Hambleton Hill Holdings Ltd');
      expect(await screen.findByRole('heading', { name: 'Taking you back to your accounts' })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3_000);
      });
      await waitFor(() => expect(location()).toBe('/accounts'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays on the payments hub and sends X-Target-Unit from then on', async () => {
    const { user, location, store } = await shellAs('CORP1', 'Racing#2026', '/payments');
    await chooseEntity(user, 'Northern Vale Bloodstock Ltd');
    expect(location()).toBe('/payments');
    expect(selectActiveEntityId(store.getState())).toBe('200733');
  });

  it('is disabled on the activity log', async () => {
    await shellAs('CORP1', 'Racing#2026', '/settings/activity-log');
    expect(screen.getByRole('combobox', { name: 'Showing' })).toBeDisabled();
  });
});

describe('errors no screen handles', () => {
  it("open the 'Something went wrong' modal", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = await shellAs('RETAIL1', 'Private#2026');
    act(() => {
      store.runSaga(function* crash() {
        yield Promise.resolve();
        throw new Error('boom');
      });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toBeInTheDocument();
    error.mockRestore();
  });
});

it('keeps a narrow-screen menu from staying open after its link is followed', async () => {
  const { user, location } = await shellAs('RETAIL1', 'Private#2026');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  fireEvent.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Activity log' }));
  await screen.findByRole('heading', { level: 1, name: 'Activity log' });
  expect(location()).toBe('/settings/activity-log');
  expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
});

it('closes an open menu when a modal opens', async () => {
  const { user } = await shellAs('RETAIL1', 'Private#2026');
  await user.click(menuButton('Payments & Transfers'));
  expect(menuButton('Payments & Transfers')).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: 'Contact' }));
  expect(screen.getByRole('alertdialog', { name: 'Contact' })).toBeInTheDocument();
  expect(menuButton('Payments & Transfers')).toHaveAttribute('aria-expanded', 'false');
});
