import type { DigxClient } from '../../../src/shared/api/digxClient';
import { logInAs, useStockBank } from '../testing';
import { compareShapes } from './compareShapes';
import accountsDemandDeposit from './fixtures/accounts-demandDeposit-list.json';
import accountsDeposit from './fixtures/accounts-deposit-list.json';
import accountsLoan from './fixtures/accounts-loan-list.json';
import demandDepositTransactions from './fixtures/demandDeposit-transactions.json';
import fileIdentifierMappings from './fixtures/fileUploads-userFileIdentifiersMappings.json';
import limitUtilization from './fixtures/financialLimitUtilization.json';
import mailboxAlerts from './fixtures/mailbox-alerts.json';
import mailboxCount from './fixtures/mailbox-count.json';
import mailboxMailers from './fixtures/mailbox-mailers.json';
import assignedLimitPackage from './fixtures/me-assignedLimitPackage.json';
import instructions from './fixtures/payments-instructions.json';
import recentInstructions from './fixtures/payments-instructions-recent.json';
import approvals from './fixtures/transactions-approval.json';

/**
 * The contract (issue 24): for each real OBDX answer in fixtures/, the fake bank's stock mode, asked the same call,
 * answers with the same key paths and value types. It adds no key the sample lacks, sends no type the sample does
 * not (a null where OBDX sends a string), and leaves out a key the sample has only where the seed has no such data:
 * each such exception is listed with its reason, and fails the test once the stock mode sends the key after all.
 */

type Params = Record<string, string | number>;

interface Case {
  sample: string;
  fixture: unknown;
  user: 'RETAIL1' | 'CORP1';
  path: string | ((client: DigxClient) => Promise<string>);
  params?: Params;
  /** The part of the answer the sample speaks for (the whole answer unless told). */
  pick?: (answer: Record<string, unknown>) => unknown;
  /** Key paths of the sample the stock mode's answer may lack, each for a reason given beside it. */
  missing?: string[];
}

/** The first current account of the user's list, by the id token the client echoes back. */
async function firstCurrentAccount(client: DigxClient): Promise<string> {
  const { data } = await client.request<{ accounts: { id: { value: string } }[] }>({ method: 'GET', path: 'v1/accounts/demandDeposit' });
  return `v1/accounts/demandDeposit/${encodeURIComponent(data.accounts[0].id.value)}/transactions`;
}

const TERM_DEPOSIT_PRODUCT = [
  'amountParameters', 'amountParameters[]', 'amountParameters[].currency', 'amountParameters[].incrementStep', 'amountParameters[].maxAmount',
  'amountParameters[].maxAmount.amount', 'amountParameters[].maxAmount.currency', 'amountParameters[].minAmount', 'amountParameters[].minAmount.amount',
  'amountParameters[].minAmount.currency', 'facilityParameter', 'facilityParameter.isPartialRedeemAllowed', 'facilityParameter.isTopupAllowed',
  'startDate', 'tenureParameter', 'tenureParameter.defaultTenure', 'tenureParameter.defaultTenure.days', 'tenureParameter.defaultTenure.months',
  'tenureParameter.defaultTenure.years', 'tenureParameter.maxTenure', 'tenureParameter.maxTenure.days', 'tenureParameter.maxTenure.months',
  'tenureParameter.maxTenure.years', 'tenureParameter.minTenure', 'tenureParameter.minTenure.days', 'tenureParameter.minTenure.months',
  'tenureParameter.minTenure.years',
].map((path) => `accounts[].productDTO.${path}`);

const DURATION_LIMITS = [
  '', '[]', '[].amount', '[].amount.amount', '[].amount.currency', '[].endDuration', '[].endDuration.days', '[].endDuration.hours',
  '[].endDuration.minutes', '[].startDuration', '[].startDuration.days', '[].startDuration.hours', '[].startDuration.minutes', '[].startDuration.seconds',
].map((path) => `limitPackageDTOList[].targetLimitLinkages[].limits[].durationLimitSlots${path}`);

const CASES: Case[] = [
  { sample: 'accounts-demandDeposit-list', fixture: accountsDemandDeposit, user: 'CORP1', path: 'v1/accounts/demandDeposit' },
  { sample: 'accounts-loan-list', fixture: accountsLoan, user: 'RETAIL1', path: 'v1/accounts/loan' },
  {
    sample: 'accounts-deposit-list',
    fixture: accountsDeposit,
    user: 'RETAIL1',
    path: 'v1/accounts/deposit',
    // The seed's deposit products are a name and an id only: it defines no product rules (tenure range, amount
    // range, top-up and partial-redemption facilities, product start date) for OBDX's productDTO to carry.
    missing: TERM_DEPOSIT_PRODUCT,
  },
  { sample: 'demandDeposit-transactions', fixture: demandDepositTransactions, user: 'RETAIL1', path: firstCurrentAccount, params: { searchBy: 'LNT', noOfTransactions: 10 } },
  { sample: 'payments-instructions', fixture: instructions, user: 'RETAIL1', path: 'v1/payments/instructions' },
  { sample: 'payments-instructions-recent', fixture: recentInstructions, user: 'RETAIL1', path: 'v1/payments/instructions', params: { type: 'NONREC' } },
  {
    sample: 'transactions-approval',
    fixture: approvals,
    user: 'CORP1',
    path: 'v1/transactions',
    params: { view: 'approval' },
    // The sample holds payment items only; the seed's bulk-file and payee items have a snapshot of their own
    // (fileId; payeeId and groupId) that no sample shows, so only the payment items are held to it.
    pick: (answer) => ({ ...answer, transactionDTOs: (answer.transactionDTOs as { discriminator?: string }[]).filter((t) => t.discriminator === 'PAYMENTS') }),
  },
  {
    sample: 'me-assignedLimitPackage',
    fixture: assignedLimitPackage,
    user: 'RETAIL1',
    path: 'v1/me/assignedLimitPackage',
    // durationLimitSlots belong to duration (cooling-period) limits, limitType DUR; the seed's packages have
    // transaction and daily limits only.
    missing: DURATION_LIMITS,
  },
  {
    sample: 'financialLimitUtilization',
    fixture: limitUtilization,
    user: 'RETAIL1',
    path: 'v1/financialLimitUtilization',
    params: { entityType: 'PARTY', limitType: 'PER#DAILY', accessPointValue: 'APINTERNET', accessPointGroupType: 'SINGLE' },
  },
  { sample: 'mailbox-mailers', fixture: mailboxMailers, user: 'RETAIL1', path: 'v1/mailbox/mailers' },
  { sample: 'mailbox-count', fixture: mailboxCount, user: 'RETAIL1', path: 'v1/mailbox/count' },
  { sample: 'mailbox-alerts', fixture: mailboxAlerts, user: 'RETAIL1', path: 'v1/mailbox/alerts' },
  { sample: 'fileUploads-userFileIdentifiersMappings', fixture: fileIdentifierMappings, user: 'CORP1', path: 'v1/fileUploads/userFileIdentifiersMappings' },
];

describe('the stock mode answers each call in the shape of the real OBDX sample', () => {
  it.each(CASES)('$sample', async ({ fixture, user, path, params, pick, missing = [] }) => {
    useStockBank();
    const client = await logInAs(user);
    const { data } = await client.request<Record<string, unknown>>({ method: 'GET', path: typeof path === 'string' ? path : await path(client), params });
    const difference = compareShapes(fixture, pick ? pick(data) : data);
    expect(difference.extra).toEqual([]);
    expect(difference.mistyped).toEqual([]);
    expect(difference.missing).toEqual([...missing].sort());
  });
});
