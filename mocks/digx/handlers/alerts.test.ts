import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import type { ActionSubscriptionWire, ActivityEventActionRecord } from '../bank/types';
import { bank, fixBankClock, logInAs } from '../testing';

/**
 * Login alerts through the app's real client: the catalogue, the user's subscription, create, update, delete.
 * The session cookie is shared, so a client is used only until the next logInAs.
 */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

interface ListAnswer { actionSubscriptionDTO: ActionSubscriptionWire[] }
const subscriptionsOf = async (client: DigxClient) =>
  (await client.request<ListAnswer>({ method: 'GET', path: 'v1/actionSubscriptions', params: { subscriptionLevelType: 'PARTY' } })).data;
const post = (client: DigxClient, body: unknown) => client.request<{ status: { result: string } }>({ method: 'POST', path: 'v1/actionSubscriptions', body });
const put = (client: DigxClient, id: string, body: unknown) => client.request({ method: 'PUT', path: `v1/actionSubscriptions/${id}`, body });
const remove = (client: DigxClient, id: string) => client.request({ method: 'DELETE', path: `v1/actionSubscriptions/${id}` });
/** What the list shows of each alert: its name and where each channel goes. */
const channels = (subscription: ActionSubscriptionWire | undefined) =>
  subscription?.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => `${p.destination} ${p.destinationAddress}`)]);

const partyOf = (user: 'RETAIL1' | 'NEWUSER' | 'CORP1') => bank.state.users[user].userProfile.partyId.value;
const EMAIL = { destination: 'EMAIL', recipientCategory: 'PARTY' };
const SMS = { destination: 'SMS', recipientCategory: 'PARTY' };
const FAILED_LOGIN_KEY = { activityId: 'com.ofss.digx.app.security.login', eventId: 'FAILED_LOGIN', actionId: 'FAILED_LOGIN_ALERT' };
const LOGIN_KEY = { activityId: 'com.ofss.digx.app.security.login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' };
/** OBDX's body (OBDX_UI alerts-subscription.js subscribe()), for the user's own party unless told. */
const obdxBody = (subscribedActions: unknown[], user: 'RETAIL1' | 'NEWUSER' = 'NEWUSER') => ({
  isActive: true,
  subscriptionLevel: 'PARTY',
  subscriptionStartDate: '2025-06-16',
  subscriptionEndDate: '2099-12-31',
  subscriber: { party: partyOf(user), subscriberType: 'PARTY' },
  subscribedActions,
});
const BOTH_ALERTS = (user: 'RETAIL1' | 'NEWUSER' = 'NEWUSER') => obdxBody([
  { ...FAILED_LOGIN_KEY, alertName: 'Failed Login Alert', subscriptionPreferences: [SMS, EMAIL] },
  { ...LOGIN_KEY, subscriptionPreferences: [{ ...SMS, destinationAddress: '+447700900999' }] },
], user);

describe('the alert catalogue', () => {
  it('offers the Failed Login Alert and the Login Alert with their keys, templates and channels', async () => {
    const client = await logInAs();
    const answer = await client.request<{ status: { result: string }; alertResponseDTO: ActivityEventActionRecord[] }>({
      method: 'GET', path: 'v1/activityEventActions', params: { moduleId: 'PI', alertType: 'S' },
    });
    expect(answer.data.status.result).toBe('SUCCESSFUL');
    expect(answer.data.alertResponseDTO.map((a) => a.alertDTO)).toEqual([
      expect.objectContaining({ alertName: 'Failed Login Alert', alertType: 'S', alertKeyDTO: FAILED_LOGIN_KEY }),
      expect.objectContaining({ alertName: 'Login Alert', alertType: 'S', alertKeyDTO: LOGIN_KEY, alertTemplate: { keyDTO: { id: 'LOGIN_ALERT_TEMPLATE' }, urgency: 'H' } }),
    ]);
    const [retail] = answer.data.alertResponseDTO[1].alertDTO.recipientMessageTemplates;
    expect(retail.keyDTO).toEqual({ recipient: 'CUSTOMER', recipientCategory: 'PARTY' });
    expect(retail.messageTemplateDTO.map((t) => t.destinationType)).toEqual(['EMAIL', 'SMS']);
  });

  it.each([
    ['another module', { moduleId: 'CH', alertType: 'S' }, 0],
    ['another alert type', { moduleId: 'PI', alertType: 'M' }, 0],
    ['no query', {}, 2],
  ])('filters by module and alert type: %s', async (_name, params, count) => {
    const client = await logInAs();
    const answer = await client.request<{ alertResponseDTO: unknown[] }>({ method: 'GET', path: 'v1/activityEventActions', params });
    expect(answer.data.alertResponseDTO).toHaveLength(count);
  });
});

describe('the contacts alerts go to', () => {
  it("lists the party's e-mail (PEM) and mobile (HMO) as v1/me shows them", async () => {
    const client = await logInAs();
    const me = (await client.request<{ userProfile: { emailId: { displayValue: string }; phoneNumber: { displayValue: string } } }>({ method: 'GET', path: 'v1/me' })).data.userProfile;
    const answer = await client.request<{ partyContacts: unknown[] }>({ method: 'GET', path: `v1/parties/${encodeURIComponent(partyOf('RETAIL1'))}/contactPoints` });
    expect(answer.data.partyContacts).toEqual([
      { contactType: 'PEM', email: me.emailId.displayValue },
      { contactType: 'HMO', phone: { number: me.phoneNumber.displayValue } },
    ]);
  });

  it("refuses another customer's party", async () => {
    const client = await logInAs();
    const refused = client.request({ method: 'GET', path: `v1/parties/${encodeURIComponent(partyOf('NEWUSER'))}/contactPoints` });
    expect(await digxFailure(refused)).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});

describe("the user's subscription", () => {
  it('shows RETAIL1 the Login Alert by e-mail at PARTY level, ending 2099, in OBDX\'s shape', async () => {
    const [subscription] = (await subscriptionsOf(await logInAs())).actionSubscriptionDTO;
    expect(subscription).toMatchObject({
      subscriptionId: 'SUB0000001', isActive: true, subscriptionLevel: 'PARTY',
      subscriptionStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/), subscriptionEndDate: '2099-12-31T00:00:00',
    });
    expect(subscription.subscribedActions).toEqual([expect.objectContaining({
      module: 'PI', alertName: 'Login Alert', ...LOGIN_KEY, actionTemplate: { keyDTO: { id: 'LOGIN_ALERT_TEMPLATE' } },
      subscriptionLevel: 'PARTY', subscriptionLevelPartyKey: { value: partyOf('RETAIL1') },
      subscriptionPreferences: [expect.objectContaining({ destination: 'EMAIL', destinationAddress: 'alex.pemberton@example.com', recipientCategory: 'PARTY' })],
    })]);
  });

  it("answers the same whatever the query (login alerts are the user's own)", async () => {
    const client = await logInAs();
    const byUser = await client.request<ListAnswer>({ method: 'GET', path: 'v1/actionSubscriptions', params: { userId: 'RETAIL1' } });
    expect(byUser.data).toEqual(await subscriptionsOf(client));
  });

  it('shows NEWUSER none', async () => {
    expect((await subscriptionsOf(await logInAs('NEWUSER'))).actionSubscriptionDTO).toEqual([]);
  });
});

describe('changing alerts', () => {
  it('creates a subscription with POST (201) that persists for the next login, each channel to its address', async () => {
    const client = await logInAs('NEWUSER');
    const created = await post(client, BOTH_ALERTS());
    expect(created.status).toBe(201);
    expect(created.data).toEqual({ status: expect.objectContaining({ result: 'SUCCESSFUL' }) });

    const [later] = (await subscriptionsOf(await logInAs('NEWUSER'))).actionSubscriptionDTO;
    expect(later).toMatchObject({ subscriptionId: expect.stringMatching(/^SUB\d{7}$/), subscriptionStartDate: '2025-06-16T00:00:00', subscriptionEndDate: '2099-12-31T00:00:00', isActive: true });
    expect(channels(later)).toEqual([
      ['Failed Login Alert', ['EMAIL oliver.bennett@example.com', 'SMS +447700900789']],
      ['Login Alert', ['SMS +447700900999']],
    ]);
    expect((await subscriptionsOf(await logInAs())).actionSubscriptionDTO[0].subscribedActions).toHaveLength(1);
  });

  it("takes a corporate user's subscriber, the user by id", async () => {
    bank.state.users.CORP1.alertSubscriptions = [];
    const client = await logInAs('CORP1');
    const body = { ...obdxBody([{ ...LOGIN_KEY, subscriptionPreferences: [{ destination: 'EMAIL', recipientCategory: 'CORPORATE' }] }]), subscriber: { id: 'CORP1', subscriberType: 'CORPORATE' } };
    expect((await post(client, body)).status).toBe(201);
    const [subscription] = (await subscriptionsOf(client)).actionSubscriptionDTO;
    expect(subscription.subscribedActions[0].subscriptionPreferences[0].recipientCategory).toBe('CORPORATE');
  });

  it('keeps only alerts that have a channel', async () => {
    const client = await logInAs('NEWUSER');
    await post(client, obdxBody([{ ...FAILED_LOGIN_KEY, subscriptionPreferences: [] }, { ...LOGIN_KEY, subscriptionPreferences: [EMAIL, SMS] }]));
    expect(channels((await subscriptionsOf(client)).actionSubscriptionDTO[0])).toEqual([['Login Alert', ['EMAIL oliver.bennett@example.com', 'SMS +447700900789']]]);
  });

  it('updates with PUT, keeping the subscription id', async () => {
    const client = await logInAs();
    const body = { subscriptionId: 'SUB0000001', ...BOTH_ALERTS('RETAIL1') };
    expect((await put(client, 'SUB0000001', body)).data).toEqual({ status: expect.objectContaining({ result: 'SUCCESSFUL' }) });
    const [subscription] = (await subscriptionsOf(client)).actionSubscriptionDTO;
    expect(subscription.subscriptionId).toBe('SUB0000001');
    expect(subscription.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => p.destination)])).toEqual([
      ['Failed Login Alert', ['EMAIL', 'SMS']],
      ['Login Alert', ['SMS']],
    ]);
  });

  it('prepares a subscription without saving it, with the same checks', async () => {
    const client = await logInAs();
    const prepared = await client.request<ActionSubscriptionWire>({ method: 'POST', path: 'cz/v1/actionSubscriptions/prepare', body: BOTH_ALERTS('RETAIL1') });
    expect(prepared.data).toMatchObject({ status: expect.objectContaining({ result: 'SUCCESSFUL' }), subscriptionStartDate: '2025-06-16T00:00:00', isActive: true });
    expect(channels(prepared.data)?.map(([name]) => name)).toEqual(['Failed Login Alert', 'Login Alert']);
    expect(channels((await subscriptionsOf(client)).actionSubscriptionDTO[0])).toEqual([['Login Alert', ['EMAIL alex.pemberton@example.com']]]);
    const refused = client.request({ method: 'POST', path: 'cz/v1/actionSubscriptions/prepare', body: obdxBody([{ ...LOGIN_KEY, subscriptionPreferences: [] }], 'RETAIL1') });
    expect(await digxFailure(refused)).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('deletes with DELETE; a later POST makes a new subscription', async () => {
    const client = await logInAs();
    expect((await remove(client, 'SUB0000001')).status).toBe(200);
    expect((await subscriptionsOf(client)).actionSubscriptionDTO).toEqual([]);
    expect(await digxFailure(remove(client, 'SUB0000001'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    await post(client, obdxBody([{ ...LOGIN_KEY, subscriptionPreferences: [EMAIL] }], 'RETAIL1'));
    const ids = (await subscriptionsOf(client)).actionSubscriptionDTO.map((s) => s.subscriptionId);
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe('SUB0000001');
  });
});

describe('refusals', () => {
  const login = (subscriptionPreferences: unknown[]) => [{ ...LOGIN_KEY, subscriptionPreferences }];
  const valid = (user: 'RETAIL1' | 'NEWUSER') => obdxBody(login([EMAIL]), user);
  it.each<[string, (user: 'RETAIL1' | 'NEWUSER') => unknown]>([
    ['no alert with a channel', (u) => obdxBody(login([]), u)],
    ['no alerts at all', (u) => ({ ...valid(u), subscribedActions: undefined })],
    ['an end date other than 2099-12-31', (u) => ({ ...valid(u), subscriptionEndDate: '2030-12-31' })],
    ['no end date', (u) => ({ ...valid(u), subscriptionEndDate: undefined })],
    ['an impossible start date', (u) => ({ ...valid(u), subscriptionStartDate: '2025-02-30' })],
    ['a level other than PARTY', (u) => ({ ...valid(u), subscriptionLevel: 'ACCOUNT' })],
    ['an inactive subscription', (u) => ({ ...valid(u), isActive: false })],
    ["another customer's party as subscriber", (u) => ({ ...valid(u), subscriber: { party: partyOf('CORP1'), subscriberType: 'PARTY' } })],
    ['no subscriber', (u) => ({ ...valid(u), subscriber: undefined })],
    ["SPEC.md's flat body (a v1 call reads OBDX's)", () => ({ subStartDate: '2025-06-16', subEndDate: '2099-12-31', alerts: [{ alertName: 'Login Alert', email: true, sms: false }] })],
    ['an unknown alert key', (u) => obdxBody([{ ...LOGIN_KEY, eventId: 'PAYMENT', subscriptionPreferences: [EMAIL] }], u)],
    ['a name that is not the key\'s alert', (u) => obdxBody([{ ...LOGIN_KEY, alertName: 'Failed Login Alert', subscriptionPreferences: [EMAIL] }], u)],
    ['an alert named twice', (u) => obdxBody([...login([EMAIL]), ...login([SMS])], u)],
    ['a destination other than EMAIL or SMS', (u) => obdxBody(login([{ destination: 'PUSH_NOTIFICATION', recipientCategory: 'PARTY' }]), u)],
  ])('refuses %s (wrongDetails) and changes nothing', async (_name, body) => {
    const before = structuredClone(bank.state.users.RETAIL1.alertSubscriptions);
    const client = await logInAs('NEWUSER');
    expect(await digxFailure(post(client, body('NEWUSER')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const retail = await logInAs();
    expect(await digxFailure(put(retail, 'SUB0000001', body('RETAIL1')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(bank.state.users.NEWUSER.alertSubscriptions).toEqual([]);
    expect(bank.state.users.RETAIL1.alertSubscriptions).toEqual(before);
  });

  it('refuses a second subscription with POST', async () => {
    const client = await logInAs();
    expect(await digxFailure(post(client, BOTH_ALERTS('RETAIL1')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect((await subscriptionsOf(client)).actionSubscriptionDTO).toHaveLength(1);
  });

  it("refuses PUT and DELETE of an unknown id or another user's subscription, and a body naming another id", async () => {
    await post(await logInAs('NEWUSER'), BOTH_ALERTS());
    const theirs = bank.state.users.NEWUSER.alertSubscriptions[0].subscriptionId;
    const client = await logInAs();
    for (const id of ['SUB9999999', theirs]) {
      expect(await digxFailure(put(client, id, BOTH_ALERTS('RETAIL1')))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
      expect(await digxFailure(remove(client, id))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    }
    expect(await digxFailure(put(client, 'SUB0000001', { subscriptionId: theirs, ...BOTH_ALERTS('RETAIL1') }))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(bank.state.users.NEWUSER.alertSubscriptions.map((s) => s.subscriptionId)).toEqual([theirs]);
  });

  it('refuses every alert call to a user without the alerts function (accessDenied)', async () => {
    const user = bank.state.users.RETAIL1;
    user.allowedTransactions = user.allowedTransactions.filter((code) => code !== 'AL_M_SUB');
    const client = await logInAs();
    for (const call of [
      () => client.request({ method: 'GET', path: 'v1/activityEventActions' }),
      () => subscriptionsOf(client),
      () => post(client, BOTH_ALERTS('RETAIL1')),
      () => client.request({ method: 'POST', path: 'cz/v1/actionSubscriptions/prepare', body: BOTH_ALERTS('RETAIL1') }),
      () => put(client, 'SUB0000001', BOTH_ALERTS('RETAIL1')),
      () => remove(client, 'SUB0000001'),
    ]) {
      expect(await digxFailure(call())).toMatchObject({ status: 400, meaning: 'accessDenied' });
    }
    expect(user.alertSubscriptions).toHaveLength(1);
  });
});
