/** The marketing consent modal after a login, and /settings/marketing-preferences (issue 12, SPEC.md section 4). */
import { act, screen, waitFor, within } from '@testing-library/react';
import { testUser } from '@/testing/testUser';
import { bank, injectFault } from '@mocks/digx/testing';
import { LOGOUT_QUESTION } from '@/features/session/components/LogoutButton';
import { idleWarningShown } from '@/features/session/slice';
import { MARKETING_MODAL_TITLE } from '@/features/settings/components/MarketingModal';
import { MARKETING_UNCHANGED_TEXT } from '@/features/settings/components/MarketingPreferencesScreen';
import { SAVED_MESSAGE } from '@/shared/ui/SavedToast';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { renderApp } from '@/testing/renderApp';

const PREFS = 'cz/v1/me/marketingPreferences';
const NONE = { email: false, sms: false, post: false, phone: false };
const consentOf = (user: string) => bank.state.users[user].marketingConsent;
const unanswered = (user: string) => {
  bank.state.users[user].marketingConsent = { status: 'UNANSWERED', channels: { ...NONE }, updatedOn: null };
};

type View = ReturnType<typeof renderApp>;

async function typeLogin(view: View, userId: string, password: string) {
  await view.user.type(await screen.findByLabelText('User ID'), userId);
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('heading', { name: 'My accounts' });
}

/** Through the login page, as a customer does: only a login brings the modal. */
async function logIn(userId = 'CORP1', password = 'Racing#2026') {
  const view = renderApp('/login');
  await typeLogin(view, userId, password);
  return view;
}
const modal = () => screen.findByRole('dialog', { name: MARKETING_MODAL_TITLE });
const puts = async (log: ReturnType<typeof recordRequests>) => (await log.to(PREFS, 'PUT')).map((r) => JSON.parse(r.body));

/** Logs out and in again in the same tab, and waits until the answer has been read. */
async function logOutAndIn(view: View, log: ReturnType<typeof recordRequests>) {
  await view.user.click(screen.getAllByRole('button', { name: 'Log Out' })[0]);
  await view.user.click(within(await screen.findByRole('alertdialog', { name: LOGOUT_QUESTION })).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(view.location()).toBe('/logged-off'));
  const gets = (await log.to(PREFS, 'GET')).length;
  await act(() => view.router.navigate('/login'));
  await typeLogin(view, 'CORP1', 'Racing#2026');
  await waitFor(async () => expect((await log.to(PREFS, 'GET')).length).toBe(gets + 1));
}

describe('the marketing consent modal after a login', () => {
  beforeEach(() => unanswered('CORP1'));

  it('submits the chosen channels, shows the saved message for 3 s, and does not come back', async () => {
    const log = recordRequests();
    const view = await logIn();
    const { user } = view;
    const dialog = await modal();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Post' }));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const timed = testUser(jest.advanceTimersByTime);
      await timed.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
      expect(await within(dialog).findByText(SAVED_MESSAGE)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.getByRole('dialog', { name: MARKETING_MODAL_TITLE })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(await puts(log)).toEqual([{ outcome: 'submitted', channels: { email: true, sms: false, post: true, phone: false } }]);
    expect(consentOf('CORP1')).toMatchObject({ status: 'SUBMITTED', channels: { email: true, sms: false, post: true, phone: false } });

    await logOutAndIn(view, log);
    expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
    expect(await puts(log)).toHaveLength(1);
  });

  it("records 'I do not wish to see this again', and the modal does not come back", async () => {
    const log = recordRequests();
    const view = await logIn();
    const { user } = view;
    const dialog = await modal();
    await user.click(within(dialog).getByRole('button', { name: 'I do not wish to see this again' }));
    expect(await within(dialog).findByText(SAVED_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await puts(log)).toEqual([{ outcome: 'doNotWishToSee' }]);
    expect(consentOf('CORP1').status).toBe('DO_NOT_WISH_TO_SEE');

    await logOutAndIn(view, log);
    expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
  });

  it('closes at once when closed, records it, and comes back at the next login', async () => {
    const log = recordRequests();
    const view = await logIn();
    const dialog = await modal();
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
    await waitFor(async () => expect(await puts(log)).toEqual([{ outcome: 'closed' }]));
    expect(consentOf('CORP1').status).toBe('CLOSED');

    await logOutAndIn(view, log);
    await modal();
    // Escape is a close too.
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
    await waitFor(async () => expect(await puts(log)).toEqual([{ outcome: 'closed' }, { outcome: 'closed' }]));
  });

  it('is not shown to a customer who has answered', async () => {
    bank.state.users.RETAIL1.marketingConsent = { status: 'SUBMITTED', channels: { ...NONE, email: true }, updatedOn: null };
    const log = recordRequests();
    await logIn('RETAIL1', 'Private#2026');
    await waitFor(async () => expect(await log.to(PREFS, 'GET')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown after a reload that finds the session alive: that is not a login', async () => {
    const log = recordRequests();
    await openPayments('/accounts', 'CORP1', { form: false });
    await screen.findByRole('region', { name: 'Racing accounts' });
    expect(await log.to(PREFS)).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the choices and says why when the answer cannot be saved', async () => {
    injectFault(PREFS, { kind: 'status', status: 500 }, { method: 'PUT', times: 1 });
    const { user } = await logIn();
    const dialog = await modal();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/technical issue/);
    expect(within(dialog).getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(consentOf('CORP1').status).toBe('UNANSWERED');
  });

  it('steps aside for another modal and comes back after it (one modal at a time)', async () => {
    const { user, store } = await logIn();
    await modal();
    act(() => {
      store.dispatch(idleWarningShown());
    });
    expect(await screen.findByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: MARKETING_MODAL_TITLE })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(await modal()).toBeInTheDocument();
  });
});

describe('/settings/marketing-preferences', () => {
  const open = async () => {
    const view = await openPayments('/settings/marketing-preferences', 'RETAIL1', { form: false });
    const form = await screen.findByRole('form', { name: 'Marketing preferences' });
    return { ...view, form };
  };

  it('shows the channels held, saves a change with the saved message, and sends nothing when nothing changed', async () => {
    bank.state.users.RETAIL1.marketingConsent = { status: 'SUBMITTED', channels: { ...NONE, email: true }, updatedOn: '2026-01-20T10:00:00.000Z' };
    const log = recordRequests();
    const { user, form } = await open();
    expect(within(form).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    expect(form).toHaveTextContent('You last changed these on 20 Jan 2026.');

    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByText(MARKETING_UNCHANGED_TEXT)).toBeInTheDocument();
    expect(await puts(log)).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Email' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Phone' }));
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(await puts(log)).toEqual([{ outcome: 'submitted', channels: { email: false, sms: false, post: false, phone: true } }]);
    expect(consentOf('RETAIL1')).toMatchObject({ status: 'SUBMITTED', channels: { email: false, sms: false, post: false, phone: true } });
    expect(within(form).getByRole('checkbox', { name: 'Phone' })).toBeChecked();
  });

  it("answers for a customer who has not answered yet, even with no channel", async () => {
    unanswered('RETAIL1');
    const log = recordRequests();
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(await puts(log)).toEqual([{ outcome: 'submitted', channels: NONE }]);
    expect(consentOf('RETAIL1').status).toBe('SUBMITTED');
  });

  it('shows an error with its code when the preferences cannot be loaded, and loads them on a retry', async () => {
    injectFault(PREFS, { kind: 'status', status: 502 }, { method: 'GET', times: 1 });
    const { user } = await openPayments('/settings/marketing-preferences', 'RETAIL1', { form: false });
    expect(await screen.findByText('Error Code: 502')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Marketing preferences' })).toBeInTheDocument();
  });
});
