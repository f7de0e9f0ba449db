import type { SagaIterator } from 'redux-saga';
import { createAppStore } from '../../../../src/app/store';
import { LOGIN_ALERTS_MODULE } from '../../../../src/shared/api/endpoints/settings';
import { createSubscription, fetchAlertSettings, updateSubscription } from '../../../../src/features/settings/api';
import { alertSaveCall } from '../../../../src/features/settings/rules';
import type { AlertSettings } from '../../../../src/features/settings/types';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { bank, logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { actionSubscriptions } from './fixtures/actionSubscriptions';
import { actionSubscriptionsCreate, actionSubscriptionsUpdate } from './fixtures/actionSubscriptionsSave';
import { activityEventActions } from './fixtures/activityEventActions';
import { partyContactPoints } from './fixtures/partyContactPoints';
import { bothBanks, queryOf } from './bothBanks';

/**
 * The alerts calls against OBDX's own web client (OBDX_UI components/alerts/alerts-subscription, named in each
 * fixture): the fake bank's answers in both modes (v1/ is stock OBDX at this bank too), and the bodies the app's
 * own api and rule send, hold the shapes OBDX's client reads and sends. The status envelope beside an answer is
 * DIGX-CONTRACT.md's, not the call's: it is left out before comparing.
 */
const noDifference = { missing: [], extra: [], mistyped: [] };

/**
 * Keys of OBDX's body the app does not send, each for its reason: the contact's address (the bank holds the
 * party's contacts, and the app keeps only their masked form); the subscriber value, which OBDX's client takes
 * from its own resource bundle, whose text for it no public file shows.
 */
const NOT_SENT = ['destinationAddress', 'subscriberValue'].map((key) => `subscribedActions[].subscriptionPreferences[].${key}`).sort();

const NOW = '2026-03-05T10:00:00Z';
const BANKS = bothBanks(NOW);

async function appOf(userId: 'RETAIL1' | 'CORP1') {
  const store = createAppStore({ client: await logInAs(userId) });
  const run = <T>(saga: (...args: never[]) => SagaIterator<T>, ...args: unknown[]): Promise<T> =>
    store.runSaga(saga as (...a: unknown[]) => SagaIterator<T>, ...args).toPromise();
  return { store, run };
}

const withoutStatus = ({ status: _status, ...answer }: Record<string, unknown>) => answer;
const get = async (userId: 'RETAIL1', path: string, params?: Record<string, string>) => {
  const client = await logInAs(userId);
  return withoutStatus((await client.request<Record<string, unknown>>({ method: 'GET', path, params })).data);
};
const partyOf = (userId: 'RETAIL1') => encodeURIComponent(bank.state.users[userId].userProfile.partyId.value);
const today = { subscriber: { kind: 'PARTY' as const, party: '', userId: '' }, today: '2026-03-05', module: LOGIN_ALERTS_MODULE };

describe.each(BANKS)('$bank', ({ use }) => {
  it("answers GET v1/activityEventActions?moduleId&alertType=S in OBDX's shape", async () => {
    use();
    const answer = await get('RETAIL1', 'v1/activityEventActions', activityEventActions.query);
    expect(compareShapes(activityEventActions.answer, answer)).toEqual(noDifference);
  });

  it("answers GET v1/actionSubscriptions?subscriptionLevelType=PARTY in OBDX's shape", async () => {
    use();
    const answer = await get('RETAIL1', 'v1/actionSubscriptions', actionSubscriptions.query);
    expect(compareShapes(actionSubscriptions.answer, answer)).toEqual(noDifference);
  });

  it("answers GET v1/parties/{partyId}/contactPoints in OBDX's shape", async () => {
    use();
    const answer = await get('RETAIL1', `v1/parties/${partyOf('RETAIL1')}/contactPoints`);
    expect(compareShapes(partyContactPoints.answer, answer)).toEqual(noDifference);
  });

  it("is asked by the app in OBDX's words: the module's subscribable alerts, the party's subscriptions and contacts", async () => {
    use();
    const { run } = await appOf('RETAIL1');
    const log = recordRequests();
    await run(fetchAlertSettings);
        expect(queryOf((await log.to('v1/activityEventActions', 'GET'))[0].url)).toEqual(activityEventActions.query);
    expect(queryOf((await log.to('v1/actionSubscriptions', 'GET'))[0].url)).toEqual(actionSubscriptions.query);
    expect(await log.to(`v1/parties/${partyOf('RETAIL1')}/contactPoints`, 'GET')).toHaveLength(1);
  });

  it("is sent a new subscription (POST) and a change (PUT) in OBDX's body", async () => {
    const target = use();
    target.state.users.RETAIL1.alertSubscriptions = [];
    const { run } = await appOf('RETAIL1');
    const log = recordRequests();
    const settings: AlertSettings = await run(fetchAlertSettings);
    const context = { ...today, subscriber: settings.subscriber };
    const created = alertSaveCall(settings.events, null, { 'Login Alert': { email: true, sms: true } }, context);
    if (created.kind !== 'create') throw new Error(created.kind);
    const held = await run(createSubscription, created.body, settings.subscriber, settings.events);
    const [post] = await log.to('v1/actionSubscriptions', 'POST');
    expect(compareShapes(actionSubscriptionsCreate.request, JSON.parse(post.body))).toEqual({ ...noDifference, missing: NOT_SENT });

    const changed = alertSaveCall(settings.events, held, { 'Failed Login Alert': { email: true, sms: false } }, context);
    if (changed.kind !== 'update') throw new Error(changed.kind);
    await run(updateSubscription, changed.id, changed.body);
    const [put] = await log.to(`v1/actionSubscriptions/${changed.id}`, 'PUT');
    expect(compareShapes(actionSubscriptionsUpdate.request, JSON.parse(put.body))).toEqual({ ...noDifference, missing: NOT_SENT });
    expect(target.state.users.RETAIL1.alertSubscriptions[0].subscribedActions.map((a) => a.alertName)).toEqual(['Failed Login Alert']);
  });
});
