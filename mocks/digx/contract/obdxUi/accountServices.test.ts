import { fetchIssuedCheques } from '../../../../src/features/accountServices/api';
import { createAppStore } from '../../../../src/app/store';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { ACC, accountIdOf } from '../../bank/seed';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { issuedCheques } from './fixtures/issuedCheques';
import { bothBanks, queryOf } from './bothBanks';

/**
 * Cheque status against OBDX's own web client (OBDX_UI, named in the fixture): the query the app's own api sends,
 * and the fake bank's answer in both modes (v1/ is stock OBDX at this bank too). The demo bank adds only SPEC.md's
 * paid date beside OBDX's keys (extension chequePaidDate).
 */
const [demo, stock] = bothBanks();
const BANKS = [
  { ...demo, extra: ['issuedChequeDetails[].paidDate'] },
  { ...stock, extra: [] },
];

const path = `v1/accounts/demandDeposit/${accountIdOf(ACC.stablesRacing).value}/issuedCheques`;

describe.each(BANKS)('$bank', ({ use, extra }) => {
  it("is asked for a range with OBDX's query and answers issuedChequeDetails in OBDX's shape", async () => {
    use();
    const store = createAppStore({ client: await logInAs('CORP1') });
    const log = recordRequests();
    const cheques = await store.runSaga(fetchIssuedCheques, accountIdOf(ACC.stablesRacing).value, '000001', '000100').toPromise();
    const [sent] = await log.to(path, 'GET');
    log.stop();
    expect(compareShapes(issuedCheques.request, queryOf(sent.url))).toEqual({ missing: [], extra: [], mistyped: [] });
    expect(cheques.length).toBeGreaterThan(0);

    const client = await logInAs('CORP1');
    const { data } = await client.request<{ issuedChequeDetails: unknown[] }>({ method: 'GET', path, params: { startChequeNo: '000001', endChequeNo: '000100' } });
    const difference = compareShapes(issuedCheques.answer, { issuedChequeDetails: data.issuedChequeDetails });
    expect(difference).toEqual({ missing: [], extra, mistyped: [] });
  });
});
