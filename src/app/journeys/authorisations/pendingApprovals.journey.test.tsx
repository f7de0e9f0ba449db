/**
 * Journey (both banks): an approver opens Authorisations from Details & settings and sees every item others made
 * for them to authorise. The app asks as OBDX's own pending-approvals page does: one discriminator at a time,
 * with roleType=P (OBDX_UI components/approvals/pending-approvals/model.js).
 */
import { screen, within } from '@testing-library/react';
import { bank } from '@mocks/digx/testing';
import { JOURNEY_TIMEOUT, logInAtPage } from '@/testing/journeySteps';
import { recordRequests } from '@/testing/recordRequests';

const PENDING = ['INITIATED', 'PENDING_APPROVAL'];

describe('journey: pending approvals', () => {
  it('lists what others initiated for CORP1, payments, a bulk file and a payee, asked kind by kind', async () => {
    const log = recordRequests();
    const journey = await logInAtPage('CORP1');
    const { user } = journey;
    await user.click(screen.getByRole('link', { name: /Details & settings/ }));
    await user.click(await screen.findByRole('link', { name: 'Authorisations' }));
    const list = await screen.findByRole('list', { name: 'Waiting for authorisation' });
    const cards = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

    const waiting = bank.state.activity.filter((a) => a.internal.approverUserIds.includes('CORP1') && a.createdBy !== 'CORP1' && PENDING.includes(a.approvalDetails.status));
    expect(cards).toHaveLength(waiting.length);
    expect(new Set(waiting.map((a) => a.discriminator)).size).toBe(3);
    expect(within(list).getAllByRole('checkbox', { name: /^Select / })).toHaveLength(waiting.length);

    const asked = (await log.to('v1/transactions', 'GET')).map((r) => Object.fromEntries(r.url.searchParams));
    expect(asked.map((q) => q.discriminator).sort()).toEqual(['BULK_FILE', 'PAYEE_BILLER', 'PAYMENTS']);
    for (const query of asked) expect(query).toMatchObject({ view: 'approval', roleType: 'P' });
    log.stop();
  }, JOURNEY_TIMEOUT);
});
