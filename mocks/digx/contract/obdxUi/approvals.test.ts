import type { SagaIterator } from 'redux-saga';
import { createAppStore } from '../../../../src/app/store';
import { fetchPendingApprovals } from '../../../../src/features/approvals/api';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { transactionsPendingApproval } from './fixtures/transactions-pendingApproval';
import { bothBanks, queryOf } from './bothBanks';

/**
 * The pending approvals against OBDX's own web client (OBDX_UI components/approvals/pending-approvals): the fake
 * bank answers OBDX's query per discriminator in both modes, and the app asks it so. The app adds SPEC.md's
 * status=PENDING_APPROVAL, the one key beyond OBDX's query.
 */
const NOW = '2025-06-16T10:30:00Z';
const BANKS = bothBanks(NOW);

describe.each(BANKS)('$bank', ({ use }) => {
  it.each(['PAYMENTS', 'BULK_FILE', 'PAYEE_BILLER'])("answers GET v1/transactions?view=approval&discriminator=%s&roleType=P in the keys OBDX's page reads", async (discriminator) => {
    use();
    const client = await logInAs('CORP1');
    const { data } = await client.request<{ transactionDTOs: unknown[] }>({ method: 'GET', path: 'v1/transactions', params: { ...transactionsPendingApproval.request, discriminator } });
    expect(data.transactionDTOs.length).toBeGreaterThan(0);
    const difference = compareShapes(transactionsPendingApproval.answer, data);
    expect({ missing: difference.missing, mistyped: difference.mistyped }).toEqual({ missing: [], mistyped: [] });
  });

  it("is asked by the app in OBDX's query, one discriminator a call, and lists what the bank holds for CORP1", async () => {
    const target = use();
    const store = createAppStore({ client: await logInAs('CORP1') });
    const log = recordRequests();
    const items = await store.runSaga(fetchPendingApprovals as () => SagaIterator).toPromise();
    const waiting = target.state.activity.filter((a) => a.internal.approverUserIds.includes('CORP1') && a.createdBy !== 'CORP1' && ['INITIATED', 'PENDING_APPROVAL'].includes(a.approvalDetails.status));
    expect(items.map((i: { id: string }) => i.id).sort()).toEqual(waiting.map((a) => a.transactionId).sort());
    const asked = await log.to('v1/transactions', 'GET');
    expect(asked.map((r) => r.url.searchParams.get('discriminator')).sort()).toEqual(['BULK_FILE', 'PAYEE_BILLER', 'PAYMENTS']);
    for (const request of asked) {
      expect(compareShapes(transactionsPendingApproval.request, queryOf(request.url))).toEqual({ missing: [], extra: ['status'], mistyped: [] });
    }
    log.stop();
  });
});
