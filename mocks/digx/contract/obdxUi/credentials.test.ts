import type { SagaIterator } from 'redux-saga';
import { createAppStore } from '../../../../src/app/store';
import { acknowledgeLoginStep } from '../../../../src/features/credentials/api';
import { sendPasswordChange } from '../../../../src/features/credentials/sagas';
import { fetchLoginFlow } from '../../../../src/features/session/api';
import type { CredentialChange } from '../../../../src/features/session/types';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { DEMO_LOGINS } from '../../bank/seed';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { meCredentials } from './fixtures/me-credentials';
import { meLoginFlow } from './fixtures/me-loginFlow';
import { meLoginFlowPost } from './fixtures/me-loginFlow-post';
import { bothBanks } from './bothBanks';

/**
 * The credentials calls against OBDX's own web client (OBDX_UI, named in each fixture): the fake bank's answers,
 * in both modes (v1/ is stock OBDX at this bank too), and the bodies the app's own sagas send, hold the shapes
 * OBDX's client reads and sends.
 */
interface LoginFlowAnswer {
  userLoginFlowDTOList: { loginConfigDTO: { id: string; uiComponentName: string } }[];
}

const noDifference = { missing: [], extra: [], mistyped: [] };

const BANKS = bothBanks();

async function appOf(userId: keyof typeof DEMO_LOGINS) {
  const store = createAppStore({ client: await logInAs(userId) });
  const run = <T>(saga: (...args: never[]) => SagaIterator<T>, ...args: unknown[]): Promise<T> =>
    store.runSaga(saga as (...a: unknown[]) => SagaIterator<T>, ...args).toPromise();
  return { store, run };
}

describe.each(BANKS)('$bank', ({ use }) => {
  it('answers GET v1/me/loginFlow in OBDX\'s shape, one loginConfigDTO a step', async () => {
    use();
    const client = await logInAs('NEWUSER');
    const { data } = await client.request<{ userLoginFlowDTOList: unknown[] }>({ method: 'GET', path: 'v1/me/loginFlow' });
    expect(compareShapes(meLoginFlow.answer, data)).toEqual(noDifference);
    expect(data.userLoginFlowDTOList).toHaveLength(3);
  });

  it('is sent the password change as OBDX sends it: {oldPassword, changedPassword}', async () => {
    use();
    const { run } = await appOf('RETAIL1');
    const log = recordRequests();
    await run(sendPasswordChange, DEMO_LOGINS.RETAIL1, 'Paddock#2027');
    const [put] = await log.to('v1/me/credentials', 'PUT');
    expect(compareShapes(meCredentials.request, JSON.parse(put.body))).toEqual(noDifference);
  });

  it('is sent back each step\'s own id, as OBDX sends it: {loginConfigId}', async () => {
    use();
    const { store, run } = await appOf('NEWUSER');
    const { data } = await store.client.request<LoginFlowAnswer>({ method: 'GET', path: 'v1/me/loginFlow' });
    const termsId = data.userLoginFlowDTOList.find((item) => item.loginConfigDTO.uiComponentName === 'terms-and-conditions')?.loginConfigDTO.id;
    const log = recordRequests();
    const change: CredentialChange = await run(fetchLoginFlow);
    await run(acknowledgeLoginStep, change.loginSteps?.find((step) => step.kind === 'terms')?.id);
    const [post] = await log.to('v1/me/loginFlow', 'POST');
    expect(compareShapes(meLoginFlowPost.request, JSON.parse(post.body))).toEqual(noDifference);
    expect(termsId).toEqual(expect.any(String));
    expect(JSON.parse(post.body)).toEqual({ loginConfigId: termsId });
  });
});
