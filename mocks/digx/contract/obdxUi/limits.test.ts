import { createAppStore } from '../../../../src/app/store';
import { fetchLimitSources } from '../../../../src/shared/limits/fetchLimitSources';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { financialLimitUtilization } from './fixtures/financialLimitUtilization';
import { bothBanks, queryOf } from './bothBanks';

/**
 * The day's use of the limits against OBDX's own web client (OBDX_UI, named in the fixture): the query the app's
 * own saga sends for the user and for the party, and the fake bank's answer to it in both modes (v1/ is stock OBDX
 * at this bank too, and the demo bank adds nothing to a use record).
 */
const BANKS = bothBanks();

const SAME = { missing: [], extra: [], mistyped: [] };

describe.each(BANKS)('$bank', ({ use }) => {
  it("is asked for the day's use with OBDX's query, the # of PER#DAILY encoded, for the user and the party", async () => {
    use();
    const store = createAppStore({ client: await logInAs('RETAIL1') });
    const log = recordRequests();
    const sources = await store.runSaga(fetchLimitSources).toPromise();
    const sent = await log.to('v1/financialLimitUtilization', 'GET');
    log.stop();
    expect(sent.map((r) => r.url.searchParams.get('entityType')).sort()).toEqual(['PARTY', 'USER']);
    for (const request of sent) {
      expect(compareShapes(financialLimitUtilization.request, queryOf(request.url))).toEqual(SAME);
      expect({ ...queryOf(request.url), entityType: 'PARTY' }).toEqual(financialLimitUtilization.request);
      expect(request.url.search).toContain('limitType=PER%23DAILY');
    }
    for (const answer of [sources.userUse, sources.partyUse]) {
      const { limitUtilizationDTOs } = answer as { limitUtilizationDTOs: unknown[] };
      expect(limitUtilizationDTOs.length).toBeGreaterThan(0);
      expect(compareShapes(financialLimitUtilization.answer, { limitUtilizationDTOs })).toEqual(SAME);
    }
  });
});
