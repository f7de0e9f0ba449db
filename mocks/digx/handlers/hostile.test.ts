import { digxFailure } from '../../../src/testing/digxFailure';
import type { DigxClient } from '../../../src/shared/api/digxClient';
import { ACC, accountIdOf, PARTY } from '../bank/seed';
import { isHostile } from '../bank/seed/hostile';
import { bank, fixBankClock, injectFault, logInAs } from '../testing';

/**
 * Hostile mode (issue 13) through the app's own client: every kind of free text of every GET the app makes
 * carries a payload. Each answer's JSON is walked, and each group of fields must hold at least one hostile value.
 */
type Found = { path: string; key: string; value: string };

/** Every string of an answer with the key it sits under and its path. */
function strings(json: unknown, path = ''): Found[] {
  if (typeof json === 'string') return [{ path, key: path.split('.').pop()?.replace(/\[\d+\]$/, '') ?? '', value: json }];
  if (Array.isArray(json)) return json.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (json && typeof json === 'object') return Object.entries(json).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  return [];
}

const id = (number: string) => encodeURIComponent(accountIdOf(number).value);
const DAY = '2025-06-16';
const YEAR_AGO = '2024-06-16';

interface Call { path: string; params?: Record<string, string | number>; entity?: string }
const get = async (client: DigxClient, call: Call) => (await client.request({ method: 'GET', path: call.path, params: call.params })).data;

/** The GETs of each screen, by user (CORP1's by entity where the app sends X-Target-Unit). */
const RETAIL_CALLS: Call[] = [
  { path: 'v1/me' },
  { path: 'v1/accounts', params: { expand: 'all' } },
  { path: `v1/accounts/demandDeposit/${id(ACC.everyday)}` },
  { path: `v1/accounts/deposit/${id(ACC.bond)}` },
  { path: `v1/accounts/loan/${id(ACC.loan)}` },
  { path: `cz/v1/accountAddress/${id(ACC.everyday)}` },
  { path: `cz/v1/accounts/demandDeposit/${id(ACC.everyday)}/transactions`, params: { searchBy: 'SPD', fromDate: YEAR_AGO, toDate: DAY, transactionType: 'A' } },
  { path: `cz/v1/accounts/${id(ACC.everyday)}/statements`, params: { statementType: 'CASA-Statement', fromDate: '2015-01-01', toDate: DAY } },
  { path: 'cz/v1/payments/payeeGroup', params: { expand: 'ALL' } },
  { path: 'cz/v1/payments/instructions', params: { code: 'SI', type: 'REC' } },
  { path: 'cz/v1/payments/instructions', params: { code: 'DD', type: 'REC' } },
  { path: 'cz/v1/payments/instructions', params: { code: 'FD', type: 'NONREC' } },
  { path: 'v1/mailbox/mails', params: { msgFlag: 'T' } },
  { path: 'v1/mailbox/mails', params: { msgFlag: 'F' } },
  { path: 'v1/mailbox/mailers' },
  { path: 'v1/mailCategories' },
  { path: 'cz/v1/transactions', params: { view: 'activity', fromDate: YEAR_AGO, toDate: DAY } },
  { path: 'v1/activityEventActions' },
  { path: 'v1/actionSubscriptions' },
  { path: 'cz/v1/me/paymentCompanies' },
  { path: 'v1/me/assignedLimitPackage' },
  { path: 'v1/financialInstitution/nationalClearingDetails/UK/200000' },
  { path: 'v1/financialInstitution/nationalClearingDetails/UK/609303' },
];

const CORP_CALLS: Call[] = [
  { path: 'v1/me' },
  { path: 'v1/accounts', params: { expand: 'all' } },
  { path: `cz/v1/accounts/demandDeposit/${id(ACC.stablesRacing)}/transactions`, params: { searchBy: 'LNT', noOfTransactions: 200, transactionType: 'A' }, entity: PARTY.stables },
  { path: 'cz/v1/payments/payeeGroup', params: { expand: 'ALL' }, entity: PARTY.stables },
  { path: 'v1/transactions', params: { view: 'approval', status: 'PENDING_APPROVAL' } },
  { path: 'cz/v1/transactions', params: { view: 'activity', fromDate: YEAR_AGO, toDate: DAY } },
  { path: 'cz/v1/fileUploads/userFileIdentifiersMappings', entity: PARTY.stables },
  { path: 'v1/fileUploads/files', params: { pageNumber: 1, pageSize: 50, uploadDateStartRange: YEAR_AGO, uploadDateEndRange: DAY, locale: 'en' } },
  { path: 'v1/mailbox/mails', params: { msgFlag: 'T' } },
  { path: 'cz/v1/me/paymentCompanies' },
];

/** Field groups of the issue, each by the keys (last path segment) its texts sit under. */
const GROUPS: Record<string, RegExp> = {
  'account names and nicknames': /^(displayName|nickname|accountNickname|productName)$/,
  'account holder, party and entity names': /^(partyName|entityName|customerName)$/,
  'branch names and addresses': /^(branchName|line1|city)$/,
  'payee names, nicknames and references': /^(nickName|accountName|payeeReference|lastPaymentReference|payeeDescription|payeeAccountName)$/,
  'payee group names': /^name$/,
  'transaction descriptions and references': /^(description|userReferenceNumber)$/,
  'statement titles': /^title$/,
  'standing order and direct debit payees and references': /^(payeeNickName|remarks)$/,
  'mail subjects and bodies': /^(subject|messageBody)$/,
  'approval and activity names, remarks and beneficiaries': /^(creditAccountName|beneName|reference|remarks|type|firstName|lastName)$/,
  'bulk file names and template descriptions': /^(fileName|description)$/,
  'payment companies': /^company$/,
  "the user's names": /^(firstName|lastName|middleName|prefix)$/,
  'alert names': /^alertName$/,
  'bank and branch names from the sort-code look-up': /^(name|line1|line2|city)$/,
};

/** Which answers each group is looked for in (by path prefix). */
const WHERE: Record<string, RegExp> = {
  'account names and nicknames': /^v1\/accounts/,
  'account holder, party and entity names': /^v1\/(accounts|me)$/,
  'branch names and addresses': /^(v1\/accounts|cz\/v1\/accountAddress)/,
  'payee names, nicknames and references': /^cz\/v1\/payments\/payeeGroup/,
  'payee group names': /^cz\/v1\/payments\/payeeGroup/,
  'transaction descriptions and references': /^cz\/v1\/accounts\/demandDeposit\/.*\/transactions/,
  'statement titles': /\/statements$/,
  'standing order and direct debit payees and references': /^cz\/v1\/payments\/instructions/,
  'mail subjects and bodies': /^v1\/(mailbox\/(mails|mailers)|mailCategories)/,
  'approval and activity names, remarks and beneficiaries': /^v1\/transactions/,
  'bulk file names and template descriptions': /^(v1|cz\/v1)\/fileUploads/,
  'payment companies': /^cz\/v1\/me\/paymentCompanies/,
  "the user's names": /^v1\/me$/,
  'alert names': /^v1\/(activityEventActions|actionSubscriptions)/,
  'bank and branch names from the sort-code look-up': /^v1\/financialInstitution/,
};

async function answers(userId: 'RETAIL1' | 'CORP1', calls: Call[]): Promise<{ call: Call; found: Found[] }[]> {
  const out: { call: Call; found: Found[] }[] = [];
  for (const call of calls) {
    const client = await logInAs(userId, call.entity);
    out.push({ call, found: strings(await get(client, call)) });
  }
  return out;
}

describe('hostile mode', () => {
  beforeEach(() => {
    fixBankClock(`${DAY}T10:30:00Z`);
    bank.setHostile(true);
  });

  it('puts a payload into every listed group of free texts of the GETs the app makes, for RETAIL1 and CORP1', async () => {
    const all = [...(await answers('RETAIL1', RETAIL_CALLS)), ...(await answers('CORP1', CORP_CALLS))];
    const missing: string[] = [];
    for (const [group, keys] of Object.entries(GROUPS)) {
      const values = all.filter((a) => WHERE[group].test(a.call.path)).flatMap((a) => a.found).filter((f) => keys.test(f.key));
      if (!values.some((f) => isHostile(f.value))) missing.push(`${group} (${values.length} values, none hostile)`);
    }
    expect(missing).toEqual([]);
  });

  it('puts one into the bulk file records and the single answers (a file, an activity item, a message, a bulletin)', async () => {
    const corp = await logInAs('CORP1');
    const files = (await get(corp, CORP_CALLS[7])) as { fileDetails: { fileUpload: { key: { id: string } } }[] };
    const fileId = files.fileDetails[0].fileUpload.key.id;
    const records = strings(await get(corp, { path: `v1/fileUploads/files/${fileId}/records` }));
    expect(records.filter((f) => /^(beneficiaryName|reference)$/.test(f.key) && isHostile(f.value)).length).toBeGreaterThan(0);
    expect(strings(await get(corp, { path: 'v1/fileUploads/files', params: { fileId } })).some((f) => f.key === 'fileName' && isHostile(f.value))).toBe(true);

    const activity = (await get(corp, CORP_CALLS[4])) as { transactionDTOs: { transactionId: string }[] };
    const item = strings(await get(corp, { path: `v1/transactions/${activity.transactionDTOs[0].transactionId}` }));
    expect(item.filter((f) => isHostile(f.value)).map((f) => f.key)).toEqual(expect.arrayContaining(['name', 'remarks']));

    const retail = await logInAs('RETAIL1');
    const inbox = (await get(retail, RETAIL_CALLS[12])) as { mails: { messageId: { value: string } }[] };
    const mail = strings(await get(retail, { path: `v1/mailbox/mails/${inbox.mails[0].messageId.value}` }));
    expect(mail.filter((f) => isHostile(f.value)).map((f) => f.key)).toEqual(expect.arrayContaining(['subject', 'messageBody']));
    const bulletins = (await get(retail, RETAIL_CALLS[14])) as { mailerUserMapDTOs: { messageId: { value: string } }[] };
    const bulletin = strings(await get(retail, { path: `v1/mailbox/mailers/${bulletins.mailerUserMapDTOs[0].messageId.value}` }));
    expect(bulletin.some((f) => f.key === 'messageBody' && isHostile(f.value))).toBe(true);
  });

  it("gives the bank's error details a payload, for its own refusals and for injected faults", async () => {
    const client = await logInAs('RETAIL1');
    const refused = await digxFailure(client.request({ method: 'GET', path: 'v1/accounts/demandDeposit/NOSUCHACCOUNT' }));
    expect(isHostile(refused.serverMessage)).toBe(true);
    injectFault('v1/mailbox/mails', { kind: 'status', status: 500 }, { times: 1 });
    const injected = await digxFailure(client.request({ method: 'GET', path: 'v1/mailbox/mails', params: { msgFlag: 'T' } }));
    expect(injected.status).toBe(500);
    expect(isHostile(injected.serverMessage)).toBe(true);
    injectFault('v1/me', { kind: 'code', code: 'DIGX_CZ_INSUFFICIENT_FUNDS' }, { times: 1 });
    expect(isHostile((await digxFailure(client.request({ method: 'GET', path: 'v1/me' }))).serverMessage)).toBe(true);
  });

  it('keeps ids, amounts and sort codes real, so the screens still work', async () => {
    const hostileAccounts = ((await get(await logInAs('RETAIL1'), RETAIL_CALLS[1])) as { accounts: Record<string, unknown>[] }).accounts;
    bank.setHostile(false);
    const normalAccounts = ((await get(await logInAs('RETAIL1'), RETAIL_CALLS[1])) as { accounts: Record<string, unknown>[] }).accounts;
    const facts = (accounts: Record<string, unknown>[]) => accounts.map((a) => ({ id: a.id, accountNumber: a.accountNumber, sortCode: a.sortCode, balance: a.availableBalance ?? a.outstandingAmount, currency: a.currencyCode }));
    expect(facts(hostileAccounts)).toEqual(facts(normalAccounts));
    expect(strings(hostileAccounts).filter((f) => isHostile(f.value)).length).toBeGreaterThan(0);
  });

  it('is off by default, after a reset, and never in a normal answer', async () => {
    fixBankClock(`${DAY}T10:30:00Z`);
    expect(bank.hostile).toBe(false);
    const all = [...(await answers('RETAIL1', RETAIL_CALLS)), ...(await answers('CORP1', CORP_CALLS))];
    expect(all.flatMap((a) => a.found).filter((f) => isHostile(f.value))).toEqual([]);
  });
});
