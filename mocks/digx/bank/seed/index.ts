/**
 * createSeed(now): the fake bank's whole state, deterministic for a given `now` (the clock tests can fix).
 * Every date is relative to `now`'s Europe/London day, so "two years of history" always ends today.
 */
import type { AccountRecord, BankState, TransactionRecord } from '../types';
import { createAccount } from './accounts';
import { ACCOUNT_SPECS, lastActiveDayOf, openingDayOf } from './accountSpecs';
import { createAlertCatalogue } from './alerts';
import { createActivity } from './approvals';
import { bulkDebitEvents, createBulkFiles, planBulkFiles } from './bulkFiles';
import { createBookRequests, createBooks, createChequeAllocator, createCheques, createPayInBooks } from './cheques';
import { CORPORATE_PATTERNS, STABLES_YARD_PATTERNS } from './corporateActivity';
import { addMonths, auditStamp, isoDate, londonDay } from './dates';
import { depositHistory, type DepositHistory } from './deposits';
import { createFileIdentifierMappings } from './fileIdentifiers';
import { createLimitPackages, createLimitUtilization } from './limits';
import { loanHistory, type LoanHistory } from './loans';
import { createMail, MAIL_SUBJECTS } from './mail';
import { createParties } from './parties';
import { expandPatterns, type TxnEvent } from './patterns';
import { createPayeeGroups } from './payees';
import { createPaymentCompanyConsents } from './paymentCompanies';
import { createInstructions } from './instructions';
import { RETAIL_PATTERNS } from './retailActivity';
import { createStatements } from './statements';
import { buildLedger, createMinter } from './transactions';
import { createUsers } from './users';

export function createSeed(now: Date): BankState {
  const today = londonDay(now);
  const window = { start: addMonths(today, -24), end: today };
  const parties = createParties();
  const users = createUsers(now, today, parties);

  // History: patterns, bulk files, loans and the bond all post events; each account then gets its ledger.
  const specs = new Map(ACCOUNT_SPECS.map((s) => [s.number, s]));
  const minter = createMinter((account) => specs.get(account)?.branch ?? '000');
  const cheques = createChequeAllocator();
  const bulkPlans = planBulkFiles(now);
  const events: TxnEvent[] = [
    ...expandPatterns('retail', RETAIL_PATTERNS, window, cheques, minter.trn),
    ...expandPatterns('corporate', CORPORATE_PATTERNS, window, cheques, minter.trn),
    ...expandPatterns('yard', STABLES_YARD_PATTERNS, window, cheques, minter.trn),
    ...bulkDebitEvents(bulkPlans).filter((e) => e.day >= window.start),
  ];
  const loans = new Map<string, LoanHistory>();
  const deposits = new Map<string, DepositHistory>();
  for (const spec of ACCOUNT_SPECS) {
    if (spec.loan) loans.set(spec.number, loanHistory(spec, window, today, minter.trn));
    if (spec.deposit) deposits.set(spec.number, depositHistory(spec, window, today, minter.trn));
  }
  for (const history of [...loans.values(), ...deposits.values()]) events.push(...history.events);

  // Nothing is posted to an account before it was opened or after it was left idle; a transfer whose other
  // leg falls outside that account's active days is dropped on both sides.
  const active = new Map(ACCOUNT_SPECS.map((s) => [s.number, { from: openingDayOf(s, today), to: lastActiveDayOf(s, today) }]));
  const postable = (account: string | null, day: number) => {
    const days = account === null ? undefined : active.get(account);
    return !days || (day >= days.from && day <= days.to);
  };
  const byAccount = new Map<string, TxnEvent[]>();
  for (const e of events) {
    if (!postable(e.account, e.day) || !postable(e.counterparty, e.day)) continue;
    const list = byAccount.get(e.account);
    if (list) list.push(e);
    else byAccount.set(e.account, [e]);
  }

  const accounts: Record<string, AccountRecord> = {};
  const transactions: Record<string, TransactionRecord[]> = {};
  const order: Record<string, number> = {};
  for (const spec of ACCOUNT_SPECS) {
    const loan = loans.get(spec.number);
    const deposit = deposits.get(spec.number);
    const openedOn = openingDayOf(spec, today);
    const ledger = buildLedger(spec, byAccount.get(spec.number) ?? [], minter, loan?.openingPennies ?? deposit?.openingPennies, openedOn >= window.start ? openedOn : undefined);
    order[spec.owners[0]] = (order[spec.owners[0]] ?? 0) + 1;
    const account = createAccount(spec, order[spec.owners[0]], today, parties, { closingPennies: ledger.closingPennies, loan: loan?.summary, deposit });
    accounts[account.id.value] = account;
    transactions[account.id.value] = ledger.records;
  }

  const payeeGroups = createPayeeGroups(now, accounts, transactions);
  const bulk = createBulkFiles(bulkPlans);
  const { activity, payments } = createActivity({ now, users, accounts, payeeGroups, bulkFiles: bulk.files });
  const pendingApprovals = activity
    .filter((a) => a.approvalDetails.status === 'PENDING_APPROVAL')
    .flatMap((a) => a.internal.approverUserIds.map((userId) => ({ userId, transactionId: a.transactionId, name: a.taskDTO.name })));
  const mail = createMail({ now, users, pendingApprovals });
  const chequeStatus = createCheques(transactions, today);

  return {
    seededAt: auditStamp(now),
    today: isoDate(today),
    users,
    parties,
    accounts,
    transactions,
    payeeGroups,
    instructions: createInstructions([...RETAIL_PATTERNS, ...CORPORATE_PATTERNS], accounts, transactions, today),
    payments,
    mails: mail.mails,
    mailers: mail.mailers,
    mailSubjects: MAIL_SUBJECTS.map((s) => ({ ...s })),
    statements: createStatements(accounts, today),
    limitPackages: createLimitPackages(today),
    limitUtilization: createLimitUtilization(today, accounts, transactions, bulk.files),
    activity,
    fileIdentifierMappings: createFileIdentifierMappings(),
    bulkFiles: bulk.files,
    bulkRecords: bulk.records,
    books: [...createBooks(chequeStatus), ...createPayInBooks(today)],
    bookRequests: createBookRequests(today),
    cheques: chequeStatus,
    alertCatalogue: createAlertCatalogue(),
    paymentCompanyConsents: createPaymentCompanyConsents(today),
    internationalRequests: [],
    counters: {
      transaction: minter.peek().seq,
      payment: 1,
      payee: 1,
      instruction: 1,
      mail: mail.nextMessage,
      activity: 1,
      bulkFile: 880000001000 + bulkPlans.length + 1,
      bookRequest: 3,
      subscription: 3,
    },
  };
}

export { ACC, ACCOUNT_SPECS } from './accountSpecs';
export { countApprovals, TASK_NAMES } from './approvals';
export { BRANCHES, DEFAULT_SORT_CODE } from './branches';
export { UK_BANKS, bankBySortCode } from './banks';
export { londonDay, londonStamp, obdxDate, auditStamp } from './dates';
export { FILE_IDENTIFIERS } from './fileIdentifiers';
export { accountIdOf, activityIdOf, alnumCode, externalAccountIdOf, hexToken, maskAccountNumber, messageIdOf, nextCounter, partyIdOf, paymentIdOf } from './ids';
export { money } from './money';
export { PARTY } from './parties';
export { payeeGroupIdOf, payeeIdOf } from './payees';
export { postTransaction, type Posting } from './postings';
export { TRANSACTION_CODES, categoryOf } from './transactionCodes';
export { toWire } from './toWire';
export { DEMO_LOGINS, DEMO_PIN, taskCodesFor } from './users';
