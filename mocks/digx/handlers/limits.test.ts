import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient } from '../../../src/shared/api/digxClient';
import { recordRequests } from '../../../src/testing/recordRequests';
import { PARTY, partyIdOf } from '../bank/seed';
import type { LimitWire, Money } from '../bank/types';
import { bank, fixBankClock, logInAs as logIn, setBankSessionIdle } from '../testing';
import { todaysUse } from './limits';

/** The limit packages and today's use through the app's real client. */
const NOW = '2025-06-16T10:30:00Z';
beforeEach(() => fixBankClock(NOW));

interface Package {
  key: { id: string };
  accessPointValue: string;
  targetLimitLinkages: { target: { value: string; type: { id: string } }; limits: LimitWire[] }[];
}
interface Use { entityId: string; entityType: string; utilizationId: string; limitType: string; utilizationDate: string; count: number; amount: Money }

const packages = async (client: DigxClient, path: string) =>
  (await client.request<{ status: { result: string }; limitPackageDTOList: Package[] }>({ method: 'GET', path })).data;
/** The query OBDX's own client sends for the day's use (OBDX_UI limits-enquiry/my-limits: model.js, my-limits.js). */
const DAILY = { limitType: 'PER#DAILY', accessPointValue: 'APINTERNET', accessPointGroupType: 'SINGLE' };
const use = async (client: DigxClient, entityType?: string, query: Record<string, string> = DAILY) =>
  (await client.request<{ limitUtilizationDTOs: Use[] }>({ method: 'GET', path: 'v1/financialLimitUtilization', params: { entityType, ...query } }))
    .data.limitUtilizationDTOs;

describe('GET v1/me/assignedLimitPackage and v1/me/party/assignedLimitPackage', () => {
  it("answers the user's package in the OBDX shape, a TXN and a daily PER limit per task code", async () => {
    const data = await packages(await logIn(), 'v1/me/assignedLimitPackage');
    expect(data.status.result).toBe('SUCCESSFUL');
    expect(data.limitPackageDTOList).toHaveLength(1);
    const [pkg] = data.limitPackageDTOList;
    expect(pkg).toMatchObject({ key: { id: 'LP-USER-RETAIL1' }, accessPointValue: 'APINTERNET' });
    expect(pkg).not.toHaveProperty('internal');
    expect(pkg.targetLimitLinkages.map((l) => l.target.value)).toEqual(['PC_F_DOM', 'PC_F_SELF', 'FU_F_BLK']);
    const payment = pkg.targetLimitLinkages[0].limits;
    expect(payment.find((l) => l.limitType === 'TXN')?.amountRange).toEqual({ minTransaction: { currency: 'GBP', amount: 1 }, maxTransaction: { currency: 'GBP', amount: 50000 } });
    expect(payment.find((l) => l.limitType === 'PER')).toMatchObject({ periodicity: 'DAILY', maxAmount: { currency: 'GBP', amount: 100000 }, maxCount: 20 });
  });

  it("answers the party of the X-Target-Unit entity, else the user's main party", async () => {
    expect((await packages(await logIn('CORP1'), 'v1/me/party/assignedLimitPackage')).limitPackageDTOList[0].key.id).toBe(`LP-PARTY-${PARTY.stables}`);
    expect((await packages(await logIn('CORP1', PARTY.holdings), 'v1/me/party/assignedLimitPackage')).limitPackageDTOList[0].key.id).toBe(`LP-PARTY-${PARTY.holdings}`);
    expect((await packages(await logIn('RETAIL1', PARTY.holdings), 'v1/me/party/assignedLimitPackage')).limitPackageDTOList[0].key.id).toBe(`LP-PARTY-${PARTY.pemberton}`);
  });

  it('answers the party an X-Party-Id names when it is one of the user\'s, before the entity', async () => {
    const client = await logIn('CORP1', PARTY.stables);
    const named = async (partyNumber: string) =>
      (await client.request<{ limitPackageDTOList: Package[] }>({ method: 'GET', path: 'v1/me/party/assignedLimitPackage', partyId: partyIdOf(partyNumber).value })).data.limitPackageDTOList[0].key.id;
    expect(await named(PARTY.holdings)).toBe(`LP-PARTY-${PARTY.holdings}`);
    // Another customer's party is not theirs to read: the entity's answers.
    expect(await named(PARTY.pemberton)).toBe(`LP-PARTY-${PARTY.stables}`);
  });
});

describe('GET v1/financialLimitUtilization', () => {
  it("answers today's use of the user or the party per task code", async () => {
    const client = await logIn('CORP1', PARTY.bloodstock);
    const user = await use(client, 'USER');
    expect(user.map((u) => u.utilizationId)).toEqual(['PC_F_DOM', 'PC_F_SELF', 'FU_F_BLK']);
    expect(user.every((u) => u.entityType === 'USER' && u.entityId === 'CORP1' && u.limitType === 'PER#DAILY' && u.utilizationDate === '2025-06-16T00:00:00')).toBe(true);
    const party = await use(client, 'PARTY');
    expect(party.every((u) => u.entityType === 'PARTY' && u.entityId === PARTY.bloodstock)).toBe(true);
    expect(await use(client)).toHaveLength(6);
  });

  it('reads a record of an earlier day as nothing used today', async () => {
    setBankSessionIdle(Infinity); // a day passes within one session
    const client = await logIn();
    const record = todaysUse(bank.state, 'USER', 'RETAIL1', 'PC_F_DOM', new Date(NOW));
    record.count = 4;
    record.amount = { currency: 'GBP', amount: 400 };
    bank.clock.advance(86_400_000);
    const dom = (await use(client, 'USER')).find((u) => u.utilizationId === 'PC_F_DOM');
    expect(dom).toMatchObject({ utilizationDate: '2025-06-17T00:00:00', count: 0, amount: { amount: 0 } });
  });

  it('sends the query as OBDX does: the # of PER#DAILY percent-encoded', async () => {
    const log = recordRequests();
    await use(await logIn(), 'USER');
    const [asked] = await log.to('v1/financialLimitUtilization', 'GET');
    expect(asked.url.search).toContain('limitType=PER%23DAILY');
  });

  it.each([
    ['limitType PER without its periodicity', { limitType: 'PER', accessPointValue: 'APINTERNET', accessPointGroupType: 'SINGLE' }],
    ['the month (the fake bank keeps the day only)', { limitType: 'PER#MONTHLY', accessPointValue: 'APINTERNET', accessPointGroupType: 'SINGLE' }],
    ['an access point group (the seed has no group packages)', { limitType: 'PER#DAILY', accessPointValue: 'APINTERNET', accessPointGroupType: 'GROUP' }],
    ['another access point', { limitType: 'PER#DAILY', accessPointValue: 'APMOBILE', accessPointGroupType: 'SINGLE' }],
  ])('answers no record for %s', async (_name, query) => {
    expect(await use(await logIn(), 'USER', query)).toEqual([]);
  });

  it('refuses another entity type', async () => {
    expect(await digxFailure(use(await logIn(), 'BANK'))).toMatchObject({ status: 400, meaning: 'wrongDetails' });
  });
});
