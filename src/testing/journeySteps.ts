/**
 * Steps the journeys (*.journey.test.tsx) share. A journey runs twice: in jest's "demo" project against the
 * demo bank, and in the "stock" project against the fake bank's stock-OBDX mode with the app built for a
 * stock OBDX (jest.config.js). So every step goes through the screens as a customer does (the login page, the
 * menus, the buttons), never around them, and what differs between the banks is read from the bank profile
 * the app was built with, never from the test's name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_LOGINS } from '@mocks/digx/bank/seed';
import { LOGOUT_QUESTION } from '@/features/session/components/LogoutButton';
import { bankProfile, type ExtensionField } from '@/shared/bankProfile';
import { renderApp } from './renderApp';

/**
 * A journey is several screens long, each waiting on the fake bank: on a busy 2-core machine that takes longer
 * than jest's budget for one screen's test (jest.config.js). A screen that never comes still fails, on its own 5 s wait.
 */
export const JOURNEY_TIMEOUT = 60_000;

export type Customer = keyof typeof DEMO_LOGINS;
export type Journey = ReturnType<typeof renderApp>;

/** True when the bank this build talks to sends the extension field (the demo bank's cz/ layer); a stock OBDX sends none. */
export const bankSends = (field: ExtensionField) => bankProfile.extensions.includes(field);

/** Opens /login, types the customer's user ID and password and logs in; resolves on the accounts overview. */
export async function logInAtPage(customer: Customer): Promise<Journey> {
  const journey = renderApp('/login');
  await typeLogin(journey, customer, DEMO_LOGINS[customer]);
  await screen.findByRole('heading', { level: 1, name: 'My accounts' });
  return journey;
}

export async function typeLogin({ user }: Journey, userId: string, password: string): Promise<void> {
  await user.type(await screen.findByLabelText('User ID'), userId);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** Log Out in the header, confirmed in its dialog; resolves on the logged-off page. */
export async function logOut({ user, location }: Journey): Promise<void> {
  await user.click(screen.getAllByRole('button', { name: 'Log Out' })[0]);
  const dialog = await screen.findByRole('alertdialog', { name: LOGOUT_QUESTION });
  await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  await screen.findByRole('heading', { level: 1, name: 'You have logged out' });
  await waitFor(() => expect(location()).toBe('/logged-off'));
}

/**
 * A link of a main-navigation mega menu ('Payments & Transfers' → 'Make a Payment'), by keyboard as the
 * menu's disclosure pattern allows: in jsdom, userEvent's pointer moving from the button to the link closes
 * the hover menu before the click lands (the link is gone, nothing navigates). Browsers keep it open, and
 * the browser journeys click these links.
 */
export async function openFromMenu({ user }: Journey, menu: string, link: string): Promise<void> {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  within(nav).getByRole('button', { name: menu }).focus();
  await user.keyboard('{Enter}');
  within(nav).getByRole('link', { name: link }).focus();
  await user.keyboard('{Enter}');
}

/** The last four digits of an account number as the overview shows it (the demo bank's number, a stock OBDX's masked id). */
const lastFourOf = (meta: HTMLElement) => /(\d{4})\s*$/.exec(meta.textContent ?? '')?.[1];

/**
 * The overview's account lines. Only the line's own words are matched, and a masked number is an element of its
 * own (MaskedNumber), which leaves "Account number" at the end of the line's own text.
 */
const accountLines = () => screen.queryAllByText(/Account number(\s|$)/);

/** The last four digits of every account the overview lists, in its order: the one part of the number both banks show. */
export function listedAccounts(): string[] {
  return accountLines().map((meta) => lastFourOf(meta) ?? '?');
}

/** The overview's row of the account whose number ends in `lastFour`. */
export function accountRow(lastFour: string): HTMLElement {
  const rows = accountLines().filter((meta) => lastFourOf(meta) === lastFour);
  if (rows.length !== 1) throw new Error(`Expected one account ending ${lastFour}, found ${rows.length}`);
  return rows[0].closest('li') as HTMLElement;
}
