import { fetchIssuedCheques } from '../../../../src/features/accountServices/api';
import { createAppStore } from '../../../../src/app/store';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { ACC, accountIdOf } from '../../bank/seed';
import { logInAs, useStockBank } from '../../testing';
import { compareShapes } from '../compareShapes';
import { issuedCheques } from './fixtures/issuedCheques';

/**
 * Cheque status against OBDX's own web client (OBDX_UI, named in the fixture): the query the app's own api sends,
 * and the fake bank's answer in both modes (v1/ is stock OBDX at this bank too). The demo bank adds only SPEC.md's
 * paid date beside OBDX's keys (extension chequePaidDate).
 */
const BANKS = [
  { bank: 'the demo bank', use: () => undefined, extra: ['issuedChequeDetails[].paidDate'] },
  { bank: 'a stock OBDX', use: () => void useStockBank(), extra: [] },
];

/** The query the app sent, without the locale every call carries (DIGX-CONTRACT.md "base"). */
const queryOf = (url: URL) => Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'locale'));

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
