import { createAppStore } from '../../../../src/app/store';
import { fetchAccountDetails } from '../../../../src/features/accounts/api';
import { recordRequests } from '../../../../src/testing/recordRequests';
import { ACC, accountIdOf } from '../../bank/seed';
import { logInAs } from '../../testing';
import { compareShapes } from '../compareShapes';
import { depositDetails } from './fixtures/depositDetails';
import { depositPayOutInstructions } from './fixtures/depositPayOutInstructions';
import { loanDetails } from './fixtures/loanDetails';
import { loanOutstanding } from './fixtures/loanOutstanding';
import { bothBanks } from './bothBanks';

/**
 * Loan and deposit details against OBDX's own web client (OBDX_UI, named in each fixture): the calls the app's own
 * api makes, and the fake bank's answers in both modes (v1/ is stock OBDX at this bank too), hold the keys and
 * types OBDX's client reads. A key OBDX reads that the seed has no data for is listed with its reason.
 */
const BANKS = bothBanks();

const loanId = accountIdOf(ACC.mortgage).value;
const depositId = accountIdOf(ACC.bond).value;

/** The names this app once gave these answers: OBDX has none of them. */
const NOT_OBDX = [
  'loanAccountDetails.nextInstallmentDueDate', 'loanAccountDetails.remainingInstallments', 'loanAccountDetails.repaymentFrequency',
  'loanAccountDetails.installmentArrears', 'loanAccountDetails.penaltyAmount', 'loanAccountDetails.startDate',
  'outStandingLoanDetailsDTO.installmentArrears', 'outStandingLoanDetailsDTO.nextInstallmentDueDate', 'termDepositDetails.depositTenure',
];

const CASES = [
  {
    call: 'loan details',
    fixture: loanDetails,
    path: `v1/accounts/loan/${loanId}`,
    // The seed's loan products define no repayment mode, penalty rates or tenure of their own.
    missing: ['loanAccountDetails.penaltyRate', 'loanAccountDetails.prepaymentPenaltyRate', 'loanAccountDetails.repaymentMode', 'loanAccountDetails.tenure', 'loanAccountDetails.tenure.days', 'loanAccountDetails.tenure.months'],
  },
  { call: 'loan outstanding', fixture: loanOutstanding, path: `v1/accounts/loan/${loanId}/outstanding`, missing: [] },
  {
    call: 'deposit details',
    fixture: depositDetails,
    path: `v1/accounts/deposit/${depositId}`,
    // The seed's bonds have no holds, and start on the day they are funded (openingDate), with no separate value date.
    missing: ['termDepositDetails.holdAmount', 'termDepositDetails.holdAmount.amount', 'termDepositDetails.holdAmount.currency', 'termDepositDetails.valueDate'],
  },
  { call: 'deposit payout instructions', fixture: depositPayOutInstructions, path: `v1/accounts/deposit/${depositId}/payOutInstructions`, missing: [] },
];

describe.each(BANKS)('$bank', ({ use }) => {
  it.each(CASES)('answers the $call in the shape OBDX_UI reads', async ({ fixture, path, missing }) => {
    use();
    const client = await logInAs('RETAIL1');
    const { data } = await client.request<Record<string, unknown>>({ method: 'GET', path });
    const difference = compareShapes(fixture.answer, data);
    expect(difference.mistyped).toEqual([]);
    expect(difference.missing).toEqual([...missing].sort());
    expect(difference.extra.filter((key) => NOT_OBDX.includes(key))).toEqual([]);
  });

  it("asks OBDX's calls for a loan's and a deposit's details, with no query of its own", async () => {
    use();
    const store = createAppStore({ client: await logInAs('RETAIL1') });
    const log = recordRequests();
    await store.runSaga(fetchAccountDetails, { accountId: loanId, accountType: 'loan' }).toPromise();
    await store.runSaga(fetchAccountDetails, { accountId: depositId, accountType: 'deposit' }).toPromise();
    log.stop();
    const sent = log.requests.filter((r) => r.path.startsWith('v1/accounts/'));
    expect(sent.map((r) => r.path).sort()).toEqual(CASES.map((c) => c.path).sort());
    for (const request of sent) expect([...request.url.searchParams.keys()].filter((key) => key !== 'locale')).toEqual([]);
  });
});
