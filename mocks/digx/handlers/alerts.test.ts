import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import type { ActionSubscriptionWire, ActivityEventActionRecord } from '../bank/types';
import { bank, fixBankClock, logInAs } from '../testing';

/**
 * Login alerts through the app's real client: the catalogue, the user's subscription, create, update, delete.
 * The session cookie is shared, so a client is used only until the next logInAs.
 */
beforeEach(() => fixBankClock('2025-06-16T10:30:00Z'));

interface ListAnswer { contacts: { email: string; sms: string }; actionSubscriptionDTO: ActionSubscriptionWire[] }
const subscriptionsOf = async (client: DigxClient) =>
  (await client.request<ListAnswer>({ method: 'GET', path: 'v1/actionSubscriptions' })).data;
const post = (client: DigxClient, body: unknown) => client.request<{ subscriptionId: string }>({ method: 'POST', path: 'v1/actionSubscriptions', body });
const put = (client: DigxClient, id: string, body: unknown) => client.request({ method: 'PUT', path: `v1/actionSubscriptions/${id}`, body });
const remove = (client: DigxClient, id: string) => client.request({ method: 'DELETE', path: `v1/actionSubscriptions/${id}` });

const EMAIL = { destination: 'EMAIL', recipientCategory: 'USER' };
const SMS = { destination: 'SMS', recipientCategory: 'USER' };
const LOGIN_KEY = { activityId: 'com.ofss.digx.app.security.login', eventId: 'LOGIN', actionId: 'LOGIN_ALERT' };
const obdxBody = (subscribedActions: unknown[]) => ({ subscriptionStartDate: '2025-06-16', subscriptionEndDate: '2099-12-31', subscribedActions });
const BOTH_ALERTS = obdxBody([
  { alertName: 'Failed Login Alert', subscriptionPreferences: [SMS, EMAIL] },
  { alertName: 'Login Alert', alertKeyDTO: LOGIN_KEY, subscriptionPreferences: [SMS] },
]);

describe('the alert catalogue', () => {
  it('offers the Failed Login Alert and the Login Alert with their keys', async () => {
    const client = await logInAs();
    const answer = await client.request<{ status: { result: string }; alertResponseDTO: ActivityEventActionRecord[] }>({ method: 'GET', path: 'v1/activityEventActions' });
    expect(answer.data.status.result).toBe('SUCCESSFUL');
    expect(answer.data.alertResponseDTO.map((a) => a.alertDTO)).toEqual([
      expect.objectContaining({ alertName: 'Failed Login Alert', alertType: 'S', alertKeyDTO: expect.objectContaining({ eventId: 'FAILED_LOGIN' }) }),
      expect.objectContaining({ alertName: 'Login Alert', alertType: 'S', alertKeyDTO: LOGIN_KEY }),
    ]);
  });
});

describe('the user\'s subscription', () => {
  it('shows RETAIL1 the Login Alert by e-mail, ending 2099, and the contacts v1/me shows', async () => {
    const client = await logInAs();
    const me = (await client.request<{ userProfile: { emailId: { displayValue: string }; phoneNumber: { displayValue: string } } }>({ method: 'GET', path: 'v1/me' })).data.userProfile;
    const answer = await subscriptionsOf(client);
    expect(answer.contacts).toEqual({ email: me.emailId.displayValue, sms: me.phoneNumber.displayValue });
    expect(answer.actionSubscriptionDTO).toEqual([{
      subscriptionId: 'SUB0000001', subscriptionStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/), subscriptionEndDate: '2099-12-31T00:00:00',
      isActive: true, subscribedActions: [{ alertName: 'Login Alert', subscriptionPreferences: [EMAIL] }],
    }]);
  });

  it('answers the same with ?accountNumber= (login alerts are per user)', async () => {
    const client = await logInAs();
    const withAccount = await client.request<ListAnswer>({ method: 'GET', path: 'v1/actionSubscriptions', params: { accountNumber: '10234561' } });
    expect(withAccount.data).toEqual(await subscriptionsOf(client));
  });

  it('shows NEWUSER none', async () => {
    expect((await subscriptionsOf(await logInAs('NEWUSER'))).actionSubscriptionDTO).toEqual([]);
  });
});

describe('changing alerts', () => {
  it('creates a subscription with POST (201) that persists for the next login', async () => {
    const client = await logInAs('NEWUSER');
    const created = await post(client, BOTH_ALERTS);
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ status: { result: 'SUCCESSFUL' }, subscriptionId: expect.stringMatching(/^SUB\d{7}$/) });

    const later = await subscriptionsOf(await logInAs('NEWUSER'));
    expect(later.actionSubscriptionDTO).toEqual([{
      subscriptionId: created.data.subscriptionId, subscriptionStartDate: '2025-06-16T00:00:00', subscriptionEndDate: '2099-12-31T00:00:00', isActive: true,
      subscribedActions: [
        { alertName: 'Failed Login Alert', subscriptionPreferences: [EMAIL, SMS] },
        { alertName: 'Login Alert', subscriptionPreferences: [SMS] },
      ],
    }]);
    expect((await subscriptionsOf(await logInAs())).actionSubscriptionDTO[0].subscribedActions).toHaveLength(1);
  });

  it('reads SPEC.md\'s flat body too, and keeps only alerts that have a channel', async () => {
    const client = await logInAs('NEWUSER');
    await post(client, {
      subStartDate: '2025-06-16', subEndDate: '2099-12-31',
      alerts: [{ alertName: 'Failed Login Alert', email: false, sms: false }, { alertName: 'Login Alert', alertKeyDTO: LOGIN_KEY, email: true, sms: true }],
    });
    expect((await subscriptionsOf(client)).actionSubscriptionDTO[0].subscribedActions).toEqual([{ alertName: 'Login Alert', subscriptionPreferences: [EMAIL, SMS] }]);
  });

  it('updates with PUT, keeping the subscription id', async () => {
    const client = await logInAs();
    expect((await put(client, 'SUB0000001', BOTH_ALERTS)).data).toEqual({ status: expect.objectContaining({ result: 'SUCCESSFUL' }) });
    const [subscription] = (await subscriptionsOf(client)).actionSubscriptionDTO;
    expect(subscription.subscriptionId).toBe('SUB0000001');
    expect(subscription.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => p.destination)])).toEqual([
      ['Failed Login Alert', ['EMAIL', 'SMS']],
      ['Login Alert', ['SMS']],
    ]);
  });

  it('prepares a subscription without saving it, with the same checks', async () => {
    const client = await logInAs();
    const prepared = await client.request({ method: 'POST', path: 'cz/v1/actionSubscriptions/prepare', body: BOTH_ALERTS });
    expect(prepared.data).toEqual({
      status: expect.objectContaining({ result: 'SUCCESSFUL' }), subscriptionStartDate: '2025-06-16T00:00:00', subscriptionEndDate: '2099-12-31T00:00:00',
      isActive: true, subscribedActions: [{ alertName: 'Failed Login Alert', subscriptionPreferences: [EMAIL, SMS] }, { alertName: 'Login Alert', subscriptionPreferences: [SMS] }],
    });
    expect((await subscriptionsOf(client)).actionSubscriptionDTO[0].subscribedActions).toEqual([{ alertName: 'Login Alert', subscriptionPreferences: [EMAIL] }]);
    const refused = client.request({ method: 'POST', path: 'cz/v1/actionSubscriptions/prepare', body: obdxBody([{ alertName: 'Login Alert', subscriptionPreferences: [] }]) });
    expect(await digxFailure(refused)).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });

  it('deletes with DELETE; a later POST makes a new subscription', async () => {
    const client = await logInAs();
    expect((await remove(client, 'SUB0000001')).status).toBe(200);
    expect((await subscriptionsOf(client)).actionSubscriptionDTO).toEqual([]);
    expect(await digxFailure(remove(client, 'SUB0000001'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const again = await post(client, obdxBody([{ alertName: 'Login Alert', subscriptionPreferences: [EMAIL] }]));
    expect(again.data.subscriptionId).not.toBe('SUB0000001');
    expect((await subscriptionsOf(client)).actionSubscriptionDTO.map((s) => s.subscriptionId)).toEqual([again.data.subscriptionId]);
  });
});

describe('refusals', () => {
  const login = (subscriptionPreferences: unknown[]) => [{ alertName: 'Login Alert', subscriptionPreferences }];
  it.each([
    ['no alert with a channel', obdxBody(login([]))],
    ['no alerts at all', { subscriptionStartDate: '2025-06-16', subscriptionEndDate: '2099-12-31' }],
    ['an end date other than 2099-12-31', { ...obdxBody(login([EMAIL])), subscriptionEndDate: '2030-12-31' }],
    ['no end date', { ...obdxBody(login([EMAIL])), subscriptionEndDate: undefined }],
    ['an impossible start date', { ...obdxBody(login([EMAIL])), subscriptionStartDate: '2025-02-30' }],
    ['an unknown alert name', obdxBody([{ alertName: 'Payment Alert', subscriptionPreferences: [EMAIL] }])],
    ['another alert\'s key', obdxBody([{ alertName: 'Failed Login Alert', alertKeyDTO: LOGIN_KEY, subscriptionPreferences: [EMAIL] }])],
    ['an alert named twice', obdxBody([...login([EMAIL]), ...login([SMS])])],
    ['a destination other than EMAIL or SMS', obdxBody(login([{ destination: 'PUSH', recipientCategory: 'USER' }]))],
  ])('refuses %s (wrongDetails) and changes nothing', async (_name, body) => {
    const client = await logInAs('NEWUSER');
    expect(await digxFailure(post(client, body))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    const retail = await logInAs();
    expect(await digxFailure(put(retail, 'SUB0000001', body))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect(bank.state.users.NEWUSER.alertSubscriptions).toEqual([]);
    expect(bank.state.users.RETAIL1.alertSubscriptions[0].subscribedActions).toEqual([{ alertName: 'Login Alert', subscriptionPreferences: [EMAIL] }]);
  });

  it('refuses a second subscription with POST', async () => {
    const client = await logInAs();
    expect(await digxFailure(post(client, BOTH_ALERTS))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    expect((await subscriptionsOf(client)).actionSubscriptionDTO).toHaveLength(1);
  });

  it('refuses PUT and DELETE of an unknown id or another user\'s subscription', async () => {
    const theirs = (await post(await logInAs('NEWUSER'), BOTH_ALERTS)).data.subscriptionId;
    const client = await logInAs();
    for (const id of ['SUB9999999', theirs]) {
      expect(await digxFailure(put(client, id, BOTH_ALERTS))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
      expect(await digxFailure(remove(client, id))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
    }
    expect(bank.state.users.NEWUSER.alertSubscriptions.map((s) => s.subscriptionId)).toEqual([theirs]);
  });

  it('refuses every alert call to a user without the alerts function (accessDenied)', async () => {
    const user = bank.state.users.RETAIL1;
    user.allowedTransactions = user.allowedTransactions.filter((code) => code !== 'AL_M_SUB');
    const client = await logInAs();
    for (const call of [
      () => client.request({ method: 'GET', path: 'v1/activityEventActions' }),
      () => subscriptionsOf(client),
      () => post(client, BOTH_ALERTS),
      () => client.request({ method: 'POST', path: 'cz/v1/actionSubscriptions/prepare', body: BOTH_ALERTS }),
      () => put(client, 'SUB0000001', BOTH_ALERTS),
      () => remove(client, 'SUB0000001'),
    ]) {
      expect(await digxFailure(call())).toMatchObject({ status: 400, meaning: 'accessDenied' });
    }
    expect(user.alertSubscriptions).toHaveLength(1);
  });
});
