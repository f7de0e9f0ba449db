import type { DigxClient } from '../../../../src/shared/api/digxClient';
import type { ExtensionField } from '../../bank/profile';
import { ACC, accountIdOf, PARTY } from '../../bank/seed';
import { shapeOf } from '../../contract/compareShapes';
import { bank, logInAs, useStockBank } from '../../testing';

/**
 * What the bank's profile decides about its answers (answerShape/): the demo bank sends every extension field
 * beside OBDX's keys; the stock mode, whose profile lists none, sends none of them, from the v1 calls and their
 * cz/v1 twins alike, and still finds every record by the id the client echoes back.
 */

type Answer = Record<string, unknown>;
const get = async (client: DigxClient, path: string, params?: Record<string, string | number | boolean>) =>
  (await client.request<Answer>({ method: 'GET', path, params })).data;

const everyday = accountIdOf(ACC.everyday).value;

/** [field, user, call, a key path the field puts in that call's answer] */
const FIELDS: [ExtensionField, 'RETAIL1' | 'CORP1', string, Record<string, string | number | boolean> | undefined, string][] = [
  ['accountFacts', 'RETAIL1', 'v1/accounts', { expand: 'all' }, 'accounts[].accountNumber'],
  ['accountFacts', 'RETAIL1', 'v1/accounts', { expand: 'all' }, 'accounts[].accountModule'],
  ['accountFacts', 'RETAIL1', `v1/accounts/demandDeposit/${everyday}`, undefined, 'demandDepositAccountDTO.nickname'],
  ['accountCapabilities', 'RETAIL1', 'v1/accounts/demandDeposit', undefined, 'accounts[].canMakeBulkPayment'],
  ['unmaskedPartyIds', 'RETAIL1', 'v1/accounts/loan', undefined, 'accounts[].customerId'],
  ['transactionCode', 'RETAIL1', `cz/v1/accounts/demandDeposit/${everyday}/transactions`, { searchBy: 'LNT', noOfTransactions: 5 }, 'items[].transactionCode'],
  ['runningBalance', 'RETAIL1', `cz/v1/accounts/demandDeposit/${everyday}/transactions`, { searchBy: 'LNT', noOfTransactions: 5 }, 'items[].runningBalance'],
  ['runningBalance', 'RETAIL1', `v1/accounts/demandDeposit/${everyday}/transactions`, { searchBy: 'LNT', noOfTransactions: 5 }, 'summary.closingBalance'],
  ['bulkSummary', 'CORP1', 'cz/v1/fileUploads/files', undefined, 'fileDetails[].recordsRejected'],
  ['fileIdentifierParties', 'CORP1', 'cz/v1/fileUploads/userFileIdentifiersMappings', undefined, 'userTemplateRelationships[].partyId'],
  ['approvalDetails', 'CORP1', 'v1/transactions', { view: 'approval' }, 'transactionDTOs[].activityDetails'],
  ['approvalDetails', 'CORP1', 'cz/v1/transactions', { view: 'approval' }, 'transactionDTOs[].audit'],
  ['preferredName', 'RETAIL1', 'v1/me', undefined, 'preferredName'],
  ['mailThreads', 'RETAIL1', 'v1/mailbox/mails', { deleteStatus: false, msgFlag: 'T' }, 'mails[].threadId'],
  ['mailThreads', 'RETAIL1', 'v1/mailbox/alerts', undefined, 'alertDTOs[].sender'],
];

describe('extension fields', () => {
  it.each(FIELDS)('%s: the demo bank sends it (%s, GET %s), the stock mode does not', async (field, user, path, params, keyPath) => {
    expect(bank.profile.extensions).toContain(field);
    expect(Object.keys(shapeOf(await get(await logInAs(user), path, params)))).toContain(keyPath);

    const stock = useStockBank();
    expect(stock.profile.extensions).not.toContain(field);
    expect(Object.keys(shapeOf(await get(await logInAs(user), path, params)))).not.toContain(keyPath);
  });

  it('the stock mode names no party in the clear: account lists carry only the masked party id', async () => {
    useStockBank();
    const answer = await get(await logInAs('CORP1'), 'v1/accounts', { expand: 'all' });
    const accounts = answer.accounts as { partyId: { displayValue: string; value: string } }[];
    expect(accounts.length).toBeGreaterThan(0);
    for (const { partyId } of accounts) {
      expect(partyId.displayValue).toMatch(/^\*\*\*\d{3}$/);
      expect(Object.values(PARTY)).not.toContain(partyId.value);
    }
    for (const partyNumber of [PARTY.stables, PARTY.holdings, PARTY.bloodstock]) expect(JSON.stringify(answer)).not.toContain(partyNumber);
  });
});

describe('the demo bank answers as it always has', () => {
  it('its OBDX calls are not dressed as a stock OBDX\'s (no refLinks, its own summary)', async () => {
    const answer = await get(await logInAs(), 'v1/accounts/demandDeposit');
    expect(answer).not.toHaveProperty('refLinks');
    expect(answer).toHaveProperty('status');
    expect(Object.keys(shapeOf(answer))).toContain('summary.items[].currency');
  });
});

describe('ids the client echoes back still find their records on a stock OBDX', () => {
  it('an account of the stock list opens its details, its transactions, and takes a nickname by its echoed id object', async () => {
    useStockBank();
    const client = await logInAs();
    const { accounts } = (await get(client, 'v1/accounts/demandDeposit')) as { accounts: { id: { value: string }; partyId: unknown; type: string }[] };
    const account = accounts[0];
    const id = encodeURIComponent(account.id.value);
    expect(await get(client, `v1/accounts/demandDeposit/${id}`)).toHaveProperty('demandDepositAccountDTO.id', account.id);
    expect(((await get(client, `v1/accounts/demandDeposit/${id}/transactions`, { searchBy: 'LNT', noOfTransactions: 3 })).items as unknown[]).length).toBe(3);
    const renamed = await client.request<Answer>({
      method: 'POST',
      path: 'cz/v1/accountNickname',
      body: { accountNicknameDTOs: [{ nickname: 'Bills', number: account.id, party: account.partyId, type: account.type, sequenceNumber: 1 }] },
    });
    expect(renamed.status).toBe(200);
  });

  it('an instruction of OBDX\'s own list, named by its externalReferenceNumber only, opens for cancellation', async () => {
    useStockBank();
    const client = await logInAs();
    const { instructionsList } = (await get(client, 'v1/payments/instructions')) as { instructionsList: Answer[] };
    const first = instructionsList[0];
    expect(first).not.toHaveProperty('instructionId');
    const opened = await get(client, `cz/v1/payments/instructions/cancellation/${encodeURIComponent(String(first.externalReferenceNumber))}`);
    expect(opened).toHaveProperty('instruction.externalReferenceNumber', first.externalReferenceNumber);
  });
});
