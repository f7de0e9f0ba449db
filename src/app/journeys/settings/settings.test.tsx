/** /settings/alerts through the whole app: the customer's details and login alerts (issue 12, SPEC.md sections 3 and 4). */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { bank, fixBankClock, injectFault } from '@mocks/digx/testing';
import { ALERTS_UNCHANGED_TEXT } from '@/features/settings/components/AlertsForm';
import { londonToday } from '@/shared/lib/london';
import { SAVED_MESSAGE } from '@/shared/ui/SavedToast';
import { openPayments } from '@/testing/paymentSteps';
import { recordRequests } from '@/testing/recordRequests';
import { testUser } from '@/testing/testUser';

const KEYS = {
  'Failed Login Alert': { activityId: 'com.ofss.digx.app.security.login', eventId: 'FAILED_LOGIN', actionId: 'FAILED_LOGIN_ALERT' },
  'Login Alert': { activityId: 'com.ofss.digx.app.security.login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' },
};
type Alert = keyof typeof KEYS;
type Channel = 'EMAIL' | 'SMS';

const open = async (user: 'RETAIL1' | 'CORP1' = 'RETAIL1', path = '/settings/alerts') => {
  const view = await openPayments(path, user, { form: false });
  await screen.findByRole('form', { name: 'Login alerts' });
  return view;
};
const box = (alert: Alert, channel: 'Email' | 'Text message (SMS)') => within(screen.getByRole('group', { name: alert })).getByRole('checkbox', { name: channel });
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save alerts' }));
interface SentBody {
  subscriptionId?: string;
  subscriptionStartDate: string;
  subscriptionEndDate: string;
  subscriber: object;
  subscribedActions: { alertName: string; activityId: string; eventId: string; actionId: string; subscriptionPreferences: { destination: Channel }[] }[];
}
/** What a POST or PUT asked for, in OBDX's body: who, from and to when, and each alert by its key with its channels. */
const asked = (body: string) => {
  const sent = JSON.parse(body) as SentBody;
  return {
    subscriber: sent.subscriber,
    dates: [sent.subscriptionStartDate, sent.subscriptionEndDate],
    alerts: sent.subscribedActions.map(({ alertName, activityId, eventId, actionId, subscriptionPreferences }) => [
      alertName,
      { activityId, eventId, actionId },
      subscriptionPreferences.map((p) => p.destination),
    ]),
  };
};
const alerts = (list: [Alert, Channel[]][]) => list.map(([name, channels]) => [name, KEYS[name], channels]);
const partyOf = (user: 'RETAIL1' | 'CORP1') => bank.state.users[user].userProfile.partyId.value;
/** The bank's record of a subscription's alerts: each name with its channels. */
const held = (user: 'RETAIL1' | 'CORP1') =>
  bank.state.users[user].alertSubscriptions.map((s) => s.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => p.destination)]));
/** Every call that changes subscriptions, in the order sent (reading the log first waits for the bodies). */
const changes = async (log: ReturnType<typeof recordRequests>) => {
  await log.to('v1/actionSubscriptions');
  return log.requests.filter((r) => r.path.startsWith('v1/actionSubscriptions') && r.method !== 'GET');
};
const subscriptionsOf = (user: string) => bank.state.users[user].alertSubscriptions;

describe('/settings/alerts: login alerts', () => {
  it('creates a subscription with POST for a customer who has none, with the exact body', async () => {
    bank.state.users.CORP1.alertSubscriptions = [];
    const { user } = await open('CORP1');
    expect(box('Login Alert', 'Email')).not.toBeChecked();
    expect(box('Failed Login Alert', 'Text message (SMS)')).not.toBeChecked();
    expect(screen.getByText(/We send alerts by email to v\*{4}@example\.com and by text message to \*{7}0456\./)).toBeInTheDocument();
    const log = recordRequests();
    await user.click(box('Login Alert', 'Email'));
    await save(user);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const sent = await changes(log);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST v1/actionSubscriptions']);
    expect(asked(sent[0].body)).toEqual({
      subscriber: { id: 'CORP1', subscriberType: 'CORPORATE' },
      dates: [londonToday(), '2099-12-31'],
      alerts: alerts([['Login Alert', ['EMAIL']]]),
    });
    expect(held('CORP1')).toEqual([[['Login Alert', ['EMAIL']]]]);
    // The page now holds the new subscription: saving again changes it with PUT.
    await user.click(box('Login Alert', 'Text message (SMS)'));
    await save(user);
    await waitFor(async () => expect((await changes(log)).map((r) => r.method)).toEqual(['POST', 'PUT']));
  });

  it("updates RETAIL1's subscription with PUT, naming every alert chosen", async () => {
    const { user } = await open();
    const id = subscriptionsOf('RETAIL1')[0].subscriptionId;
    expect(box('Login Alert', 'Email')).toBeChecked();
    expect(box('Login Alert', 'Text message (SMS)')).not.toBeChecked();
    const log = recordRequests();
    await user.click(box('Failed Login Alert', 'Text message (SMS)'));
    await save(user);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    const sent = await changes(log);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`PUT v1/actionSubscriptions/${id}`]);
    expect(JSON.parse(sent[0].body)).toMatchObject({ subscriptionId: id, subscriptionLevel: 'PARTY' });
    expect(asked(sent[0].body)).toEqual({
      subscriber: { party: partyOf('RETAIL1'), subscriberType: 'PARTY' },
      dates: [subscriptionsOf('RETAIL1')[0].subscriptionStartDate.slice(0, 10), '2099-12-31'],
      alerts: alerts([['Failed Login Alert', ['SMS']], ['Login Alert', ['EMAIL']]]),
    });
    expect(held('RETAIL1')).toEqual([[['Failed Login Alert', ['SMS']], ['Login Alert', ['EMAIL']]]]);
  });

  it('deletes the subscription when no alert is left, and a later choice creates a new one', async () => {
    const { user } = await open();
    const id = subscriptionsOf('RETAIL1')[0].subscriptionId;
    const log = recordRequests();
    await user.click(box('Login Alert', 'Email'));
    await save(user);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    let sent = await changes(log);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE v1/actionSubscriptions/${id}`]);
    expect(sent[0].body).toBe('');
    expect(subscriptionsOf('RETAIL1')).toEqual([]);

    await user.click(box('Failed Login Alert', 'Email'));
    await save(user);
    await waitFor(async () => expect((await changes(log)).length).toBe(2));
    sent = await changes(log);
    expect(`${sent[1].method} ${sent[1].path}`).toBe('POST v1/actionSubscriptions');
    expect(asked(sent[1].body).alerts).toEqual(alerts([['Failed Login Alert', ['EMAIL']]]));
    // The new subscription's id comes from the list (OBDX's POST answer names none): the next change is a PUT to it.
    await user.click(box('Login Alert', 'Text message (SMS)'));
    await save(user);
    await waitFor(async () => expect((await changes(log)).length).toBe(3));
    sent = await changes(log);
    expect(`${sent[2].method} ${sent[2].path}`).toBe(`PUT v1/actionSubscriptions/${subscriptionsOf('RETAIL1')[0].subscriptionId}`);
    expect(held('RETAIL1')).toEqual([[['Failed Login Alert', ['EMAIL']], ['Login Alert', ['SMS']]]]);
  });

  it('sends nothing when nothing is chosen and there is no subscription, and says so', async () => {
    bank.state.users.CORP1.alertSubscriptions = [];
    const { user } = await open('CORP1');
    const log = recordRequests();
    await save(user);
    expect(await screen.findByText(ALERTS_UNCHANGED_TEXT)).toBeInTheDocument();
    expect(await changes(log)).toEqual([]);
  });

  it('sends nothing when the choices end as they began', async () => {
    const { user } = await open();
    const log = recordRequests();
    await user.click(box('Login Alert', 'Text message (SMS)'));
    await user.click(box('Login Alert', 'Text message (SMS)'));
    await save(user);
    expect(await screen.findByText(ALERTS_UNCHANGED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument();
    expect(await changes(log)).toEqual([]);
  });

  it("shows the saved message for 3 s (SPEC.md section 9)", async () => {
    await open();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = testUser(jest.advanceTimersByTime);
      await user.click(box('Login Alert', 'Text message (SMS)'));
      await save(user);
      expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2_900));
      expect(screen.getByText(SAVED_MESSAGE)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText(SAVED_MESSAGE)).not.toBeInTheDocument();
      expect(box('Login Alert', 'Text message (SMS)')).toBeChecked();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the choices and says why when the bank refuses the save', async () => {
    const { user } = await open();
    injectFault('v1/actionSubscriptions/*', { kind: 'code', code: 'DIGX_CZ_ACCESS_DENIED' }, { method: 'PUT', times: 1 });
    await user.click(box('Failed Login Alert', 'Email'));
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this service.');
    expect(box('Failed Login Alert', 'Email')).toBeChecked();
    expect(held('RETAIL1')).toEqual([[['Login Alert', ['EMAIL']]]]);
  });

  it('has the bank check each change with the very body it then saves, and checks nothing before a delete', async () => {
    const { user } = await open();
    const log = recordRequests();
    await user.click(box('Failed Login Alert', 'Text message (SMS)'));
    await save(user);
    await waitFor(async () => expect((await changes(log)).length).toBe(1));
    await user.click(box('Failed Login Alert', 'Text message (SMS)'));
    await user.click(box('Login Alert', 'Email'));
    await save(user);
    await waitFor(async () => expect((await changes(log)).length).toBe(2));
    await user.click(box('Login Alert', 'Text message (SMS)'));
    await save(user);
    await waitFor(async () => expect((await changes(log)).length).toBe(3));
    const sent = await changes(log);
    expect(sent.map((r) => r.method)).toEqual(['PUT', 'DELETE', 'POST']);
    const checks = await log.to('cz/v1/actionSubscriptions/prepare', 'POST');
    expect(checks.map((r) => JSON.parse(r.body) as unknown)).toEqual([JSON.parse(sent[0].body), JSON.parse(sent[2].body)]);
    // Each check goes before its own save.
    const at = (r: (typeof sent)[number]) => log.requests.indexOf(r);
    expect(at(checks[0])).toBeLessThan(at(sent[0]));
    expect(at(checks[1])).toBeGreaterThan(at(sent[1]));
    expect(at(checks[1])).toBeLessThan(at(sent[2]));
  });

  it("saves nothing, keeps the choices and says why when the bank's check refuses the change", async () => {
    const { user } = await open();
    const log = recordRequests();
    injectFault('cz/v1/actionSubscriptions/prepare', { kind: 'code', code: 'DIGX_CZ_ACCESS_DENIED' }, { method: 'POST', times: 1 });
    await user.click(box('Failed Login Alert', 'Email'));
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this service.');
    expect(await log.to('cz/v1/actionSubscriptions/prepare', 'POST')).toHaveLength(1);
    expect(await changes(log)).toEqual([]);
    expect(box('Failed Login Alert', 'Email')).toBeChecked();
    expect(held('RETAIL1')).toEqual([[['Login Alert', ['EMAIL']]]]);
    // Asked again, the check passes and the change is saved.
    await save(user);
    expect(await screen.findByText(SAVED_MESSAGE)).toBeInTheDocument();
    expect(held('RETAIL1')).toEqual([[['Failed Login Alert', ['EMAIL']], ['Login Alert', ['EMAIL']]]]);
  });

  it("asks in OBDX's words: the login alerts' module, the party's subscriptions and contacts (the page's accountNumber is not the bank's)", async () => {
    const log = recordRequests();
    await open('RETAIL1', '/settings/alerts?accountNumber=12345678');
    // Every call may carry ?locale=en (DIGX-CONTRACT.md); the rest of each query is the call's own.
    const query = ({ url }: { url: URL }) => Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'locale'));
    const [events] = await log.to('v1/activityEventActions', 'GET');
    expect(query(events)).toEqual({ moduleId: 'PI', alertType: 'S' });
    const [list] = await log.to('v1/actionSubscriptions', 'GET');
    expect(query(list)).toEqual({ subscriptionLevelType: 'PARTY' });
    expect(await log.to(`v1/parties/${encodeURIComponent(partyOf('RETAIL1'))}/contactPoints`, 'GET')).toHaveLength(1);
    expect(screen.getByText(/We send alerts by email to a\*{4}@example\.com and by text message to \*{7}0123\./)).toBeInTheDocument();
  });

  it('offers an alert only by the channels the bank has a message for', async () => {
    const login = bank.state.alertCatalogue.find((a) => a.alertDTO.alertName === 'Login Alert');
    for (const template of login?.alertDTO.recipientMessageTemplates ?? []) {
      template.messageTemplateDTO = template.messageTemplateDTO.filter((m) => m.destinationType === 'EMAIL');
    }
    await open();
    const group = screen.getByRole('group', { name: 'Login Alert' });
    expect(within(group).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(within(group).queryByRole('checkbox', { name: 'Text message (SMS)' })).not.toBeInTheDocument();
    expect(box('Failed Login Alert', 'Text message (SMS)')).toBeInTheDocument();
  });

  it("says less, and still offers the alerts, when the party's contacts cannot be loaded", async () => {
    injectFault('v1/parties/*', { kind: 'status', status: 500 }, { times: 1 });
    await open();
    expect(screen.getByText('We send alerts to the contact details we hold for you.')).toBeInTheDocument();
    expect(box('Login Alert', 'Email')).toBeChecked();
  });

  it('shows the loading state, then an error with its code and a way to try again', async () => {
    injectFault('v1/actionSubscriptions', { kind: 'status', status: 503 }, { times: 1 });
    const { user } = await openPayments('/settings/alerts', 'RETAIL1', { form: false });
    const section = screen.getByRole('region', { name: 'Login alerts' });
    expect(await within(section).findByText('Error: Could not load results')).toBeInTheDocument();
    expect(within(section).getByText('Error Code: 503')).toBeInTheDocument();
    injectFault('v1/actionSubscriptions', { kind: 'latency', ms: 200 }, { times: 1 });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(within(section).getByText('Loading data...')).toBeInTheDocument();
    expect(await within(section).findByRole('form', { name: 'Login alerts' })).toBeInTheDocument();
  });
});

describe('/settings/alerts: your details', () => {
  it('shows name, preferred name, masked email and phone, and the last login in London time', async () => {
    // Summer time: the fake bank's last login (47.5 h before now) is 12:30 UTC, 13:30 in London.
    fixBankClock('2026-07-10T12:00:00Z');
    await open();
    const details = screen.getByRole('region', { name: 'Your details' });
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent;
    await within(details).findByText('Name');
    expect(value('Name')).toBe('Mr Alexander Pemberton');
    expect(value('Preferred name')).toBe('Alex');
    expect(value('Email')).toBe('a****@example.com');
    expect(value('Phone')).toBe('*******0123');
    expect(value('Last login')).toBe('2026-07-08 13:30:00');
    expect(details).not.toHaveTextContent('alex.pemberton@example.com');
  });

  it('says when the details cannot be loaded, and loads them on a retry', async () => {
    const view = await openPayments('/accounts', 'RETAIL1', { form: false });
    injectFault('v1/me', { kind: 'status', status: 500 }, { times: 1 });
    await act(() => view.router.navigate('/settings/alerts'));
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(await within(details).findByText('Error Code: 500')).toBeInTheDocument();
    await view.user.click(within(details).getByRole('button', { name: 'Try again' }));
    expect(await within(details).findByText('Mr Alexander Pemberton')).toBeInTheDocument();
  });
});
