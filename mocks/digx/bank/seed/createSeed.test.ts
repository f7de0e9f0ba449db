import { FUNCTION_TASK_CODES, type AccountRecord, type BankState, type FunctionName, type TransactionCategory } from '../types';
import { ACC, ACCOUNT_SPECS, accountIdOf, countApprovals, createSeed, postTransaction, toWire, TRANSACTION_CODES } from './index';

const NOW = new Date('2025-06-15T10:30:00Z');
const DAY_MS = 86_400_000;
const state: BankState = createSeed(NOW);

const accountsOf = (s: BankState, userId: string) => Object.values(s.accounts).filter((a) => a.internal.ownerUserIds.includes(userId));
const typesOf = (accounts: AccountRecord[]) => accounts.map((a) => a.internal.appType);
const pennies = (amount: number) => Math.round(amount * 100);
const dayMs = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
const unique = (values: readonly string[]) => expect(new Set(values).size).toBe(values.length);
const hasFunction = (allowed: string[], f: FunctionName) => FUNCTION_TASK_CODES[f].some((code) => allowed.includes(code));

describe('createSeed determinism', () => {
  it('gives the same state for the same now', () => {
    const again = createSeed(new Date(NOW.getTime()));
    expect(again).toEqual(state);
    expect(JSON.stringify(again)).toBe(JSON.stringify(state));
  });

  it('moves every date with now', () => {
    const later = createSeed(new Date(NOW.getTime() + 10 * DAY_MS));
    expect(state.today).toBe('2025-06-15');
    expect(later.today).toBe('2025-06-25');
    for (const account of Object.values(later.accounts)) {
      expect(dayMs(account.openingDate) - dayMs(state.accounts[account.id.value].openingDate)).toBeGreaterThanOrEqual(9 * DAY_MS);
      const first = (s: BankState) => dayMs(s.transactions[account.id.value][0].postingDate);
      if (account.internal.appType === 'CA') expect(first(later) - first(state)).toBeGreaterThanOrEqual(9 * DAY_MS);
    }
    const dates = (s: BankState) => s.instructions.filter((i) => i.internal.code === 'FD').map((i) => dayMs(i.nextExecutionDate as string));
    dates(later).forEach((d, i) => expect(d - dates(state)[i]).toBeGreaterThanOrEqual(8 * DAY_MS));
  });

  it('uses the London calendar day of now', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(createSeed(new Date('2025-06-30T23:30:00Z')).today).toBe('2025-07-01');
    expect(createSeed(new Date('2025-12-31T23:30:00Z')).today).toBe('2025-12-31');
  });
});

describe('users', () => {
  it('has the three demo logins with their credentials and flags', () => {
    expect(Object.keys(state.users).sort()).toEqual(['CORP1', 'NEWUSER', 'RETAIL1']);
    expect(state.users.RETAIL1).toMatchObject({ password: 'Private#2026', pin: '135790', failedAttempts: 0, locked: false, firstLoginFlowDone: true });
    expect(state.users.CORP1).toMatchObject({ password: 'Racing#2026', pin: '135790', failedAttempts: 0, locked: false, firstLoginFlowDone: true });
    expect(state.users.NEWUSER).toMatchObject({
      password: 'Welcome#2026', firstLoginFlowDone: false,
      loginFlow: { termsNotAccepted: true, forcePasswordChange: true, forcePinChange: true },
    });
    expect(state.users.RETAIL1.loginFlow).toEqual({ termsNotAccepted: false, forcePasswordChange: false, forcePinChange: false });
  });

  it('gives RETAIL1 one entity and CORP1 three distinct ones', () => {
    expect(state.users.RETAIL1.userProfile.accessibleEntityDTOs).toHaveLength(1);
    const corp = state.users.CORP1.userProfile;
    expect(new Set(corp.accessibleEntityDTOs.map((e) => e.entityName)).size).toBe(3);
    expect(corp.accessibleEntities).toContain(corp.homeEntity);
    for (const user of Object.values(state.users)) {
      expect(user.userProfile).toMatchObject({ userName: user.userId, emailId: { displayValue: expect.any(String) }, phoneNumber: { displayValue: expect.any(String) } });
      expect(state.parties[user.userProfile.partyId.value].userIds).toContain(user.userId);
    }
  });

  it('derives permitted functions from task codes: RETAIL1 all but approving and bulk, CORP1 everything', () => {
    const all = Object.values(FUNCTION_TASK_CODES).flat();
    unique(all);
    for (const f of Object.keys(FUNCTION_TASK_CODES) as FunctionName[]) {
      expect(hasFunction(state.users.CORP1.allowedTransactions, f)).toBe(true);
      expect(hasFunction(state.users.RETAIL1.allowedTransactions, f)).toBe(!['approver', 'bulkUpload', 'bulkView'].includes(f));
    }
  });

  it('has consent unanswered only for the new customer, and the Login Alert by e-mail where the brief says', () => {
    expect(state.users.RETAIL1.marketingConsent.status).toBe('SUBMITTED');
    expect(state.users.NEWUSER.marketingConsent.status).toBe('UNANSWERED');
    const [subscription] = state.users.RETAIL1.alertSubscriptions;
    expect(subscription.subscriptionEndDate.startsWith('2099')).toBe(true);
    expect(subscription.subscribedActions.map((a) => [a.alertName, a.subscriptionPreferences.map((p) => p.destination)])).toEqual([['Login Alert', ['EMAIL']]]);
    expect(state.alertCatalogue.map((a) => a.alertDTO.alertName).sort()).toEqual(['Failed Login Alert', 'Login Alert']);
  });
});

describe('accounts', () => {
  it('gives RETAIL1 current (one in USD), deposit and lending accounts, one on branch 000', () => {
    const own = accountsOf(state, 'RETAIL1');
    expect(new Set(typesOf(own))).toEqual(new Set(['CA', 'TD', 'IA', 'NT', 'LN', 'MO']));
    const current = own.filter((a) => a.internal.appType === 'CA');
    expect(current.filter((a) => a.currencyCode === 'GBP').length).toBeGreaterThanOrEqual(2);
    expect(current.filter((a) => a.currencyCode === 'USD')).toHaveLength(1);
    expect(own.some((a) => a.branchCode === '000' && a.internal.sortCode === '609303')).toBe(true);
    expect(new Set(own.map((a) => a.internal.partyId)).size).toBe(1);
  });

  it('spreads CORP1 racing and current accounts over its three parties, with bulk, cheque and pay-in rights', () => {
    const own = accountsOf(state, 'CORP1');
    expect(new Set(typesOf(own))).toEqual(new Set(['RA', 'CA']));
    expect(new Set(own.map((a) => a.internal.partyId)).size).toBe(3);
    for (const party of state.users.CORP1.partyNumbers) expect(own.filter((a) => a.internal.partyNumber === party).length).toBeGreaterThanOrEqual(2);
    for (const flag of ['canMakeBulkPayment', 'hasChequeBooks', 'hasPayInBooks', 'hasChequeStatus'] as const) {
      expect(own.some((a) => a.internal.capabilities[flag])).toBe(true);
    }
    expect(typesOf(accountsOf(state, 'NEWUSER'))).toEqual(['CA']);
  });

  it('is in OBDX shape: masked ids with opaque tokens, module types, product codes', () => {
    for (const a of Object.values(state.accounts)) {
      expect(a.id.displayValue).toBe(`xxxxxxxxxxxx${a.internal.accountNumber.slice(-4)}`);
      expect(a.id.value).not.toContain(a.internal.accountNumber);
      expect(a.internal.accountNumber).toMatch(/^\d{8}$/);
      expect(a.openingDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
      expect(a.productDTO.productId.slice(0, 2)).toBe(a.internal.appType);
      expect(a.type).toBe({ demandDeposit: 'CSA', deposit: 'TRD', loan: 'LON' }[a.internal.module]);
      expect(a.partyId).toEqual(state.parties[a.internal.partyId].partyId);
      expect(toWire(a)).not.toHaveProperty('internal');
    }
  });
});

/** Every way a ledger can disagree with itself, as readable lines (one expect, fast on ~15 000 postings). */
function ledgerProblems(s: BankState): string[] {
  const problems: string[] = [];
  for (const a of Object.values(s.accounts)) {
    const history = s.transactions[a.id.value];
    const name = `${s.today} ${a.internal.accountNumber}`;
    if (history.length === 0) { problems.push(`${name}: no history`); continue; }
    const creditSign = a.type === 'LON' ? -1 : 1;
    history.forEach((t, i) => {
      if (t.amountInAccountCurrency.currency !== a.currencyCode) problems.push(`${name} #${i}: currency`);
      if (t.postingDate.slice(0, 10) > s.today) problems.push(`${name} #${i}: after today`);
      if (a.type === 'CSA' && t.runningBalance.amount < 0) problems.push(`${name} #${i}: overdrawn`);
      if (i === 0) return;
      const delta = (t.transactionType === 'C' ? creditSign : -creditSign) * pennies(t.amountInAccountCurrency.amount);
      if (pennies(t.runningBalance.amount) - pennies(history[i - 1].runningBalance.amount) !== delta) problems.push(`${name} #${i}: running balance`);
      if (t.postingDate < history[i - 1].postingDate) problems.push(`${name} #${i}: out of order`);
    });
    const last = history[history.length - 1].runningBalance;
    const balances = a.type === 'CSA' ? [a.currentBalance, a.availableBalance] : a.type === 'TRD' ? [a.availableBalance] : [a.outstandingAmount];
    if (balances.some((b) => b.amount !== last.amount || b.currency !== last.currency)) problems.push(`${name}: balance is not the last running balance`);
    const idle = ACCOUNT_SPECS.some((spec) => spec.number === a.internal.accountNumber && spec.idleMonths);
    if ((a.internal.appType === 'CA' || a.internal.appType === 'RA') && !idle && history[history.length - 1].postingDate.slice(0, 10) !== s.today) problems.push(`${name}: history does not reach today`);
    if (history[0].transactionDate < a.openingDate) problems.push(`${name}: posted before the account was opened`);
    const floor = ACCOUNT_SPECS.find((spec) => spec.number === a.internal.accountNumber)?.floor;
    if (floor !== undefined && history.some((t) => t.runningBalance.amount < floor)) problems.push(`${name}: below its floor`);
  }
  return problems;
}

/** A leap day, the spring and autumn clock changes, a year end in London. */
const OTHER_DAYS = ['2024-02-29T12:00:00Z', '2025-03-30T00:30:00Z', '2026-10-25T01:30:00Z', '2026-12-31T23:59:00Z'];

/** Seeds at NOW and the awkward days, built once for the tests that look across them. */
const SEEDS: BankState[] = [state, ...OTHER_DAYS.map((d) => createSeed(new Date(d)))];
const historyOf = (s: BankState, number: string) => s.transactions[accountIdOf(number).value];

describe('transactions', () => {
  const today = dayMs(state.today);
  const special: string[] = [ACC.consultancy, ACC.dollars];
  const currentAccounts = Object.values(state.accounts).filter(
    (a) => (a.internal.appType === 'CA' || a.internal.appType === 'RA') && !special.includes(a.internal.accountNumber),
  );

  it('gives every other current and racing account about two years of history ending today', () => {
    const twoYearsAgo = Date.UTC(2023, 5, 15);
    expect(currentAccounts).toHaveLength(9);
    for (const a of currentAccounts) {
      const history = state.transactions[a.id.value];
      expect(history.length).toBeGreaterThan(300);
      expect(dayMs(history[0].postingDate) - twoYearsAgo).toBeLessThanOrEqual(7 * DAY_MS);
      expect(dayMs(history[0].postingDate)).toBeGreaterThanOrEqual(twoYearsAgo);
      expect(dayMs(history[history.length - 1].postingDate)).toBe(today);
    }
  });

  it('keeps running balances consistent with amounts, balances equal to the last one, nothing before opening or below the floor', () => {
    for (const s of SEEDS) expect(ledgerProblems(s)).toEqual([]);
  });

  it('leaves the US dollar account idle: two years of history, none of it in the last 180 days, for any now', () => {
    for (const s of SEEDS) {
      const history = historyOf(s, ACC.dollars);
      expect(history.length).toBeGreaterThan(300);
      expect(dayMs(history[0].transactionDate)).toBeLessThanOrEqual(dayMs(s.today) - 720 * DAY_MS);
      expect(dayMs(s.today) - dayMs(history[history.length - 1].transactionDate)).toBeGreaterThan(180 * DAY_MS);
      expect(s.accounts[accountIdOf(ACC.dollars).value].status).toBe('ACTIVE');
    }
  });

  it('opened the consultancy account about two months ago: its history starts with the opening credit on that day', () => {
    for (const s of SEEDS) {
      const account = s.accounts[accountIdOf(ACC.consultancy).value];
      const daysOpen = (dayMs(s.today) - dayMs(account.openingDate)) / DAY_MS;
      expect(daysOpen).toBeGreaterThanOrEqual(58);
      expect(daysOpen).toBeLessThanOrEqual(62);
      const [first, ...rest] = historyOf(s, ACC.consultancy);
      expect(first).toMatchObject({ transactionDate: account.openingDate, transactionType: 'C', userReferenceNumber: 'OPENING DEPOSIT' });
      expect(first.runningBalance).toEqual(first.amountInAccountCurrency);
      expect(first.amountInAccountCurrency.amount % 1000).toBe(0);
      expect(rest.length).toBeGreaterThan(20);
      expect(rest.every((t) => t.transactionDate >= account.openingDate)).toBe(true);
    }
  });

  it('posts nothing to any account before its opening date', () => {
    for (const s of SEEDS) {
      for (const a of Object.values(s.accounts)) {
        expect(s.transactions[a.id.value].filter((t) => t.transactionDate < a.openingDate || t.postingDate < a.openingDate)).toEqual([]);
      }
    }
  });

  it('gives the stables racing account over 10 000 postings in two years, in date order, never below its floor', () => {
    for (const s of SEEDS) {
      const history = historyOf(s, ACC.stablesRacing);
      expect(history.length).toBeGreaterThan(10000);
      expect(dayMs(history[0].transactionDate)).toBeLessThanOrEqual(dayMs(s.today) - 720 * DAY_MS);
      expect(Math.min(...history.map((t) => t.runningBalance.amount))).toBeGreaterThanOrEqual(15000);
    }
  });

  it('has loan repayments on loans and mortgages, matched on the paying account', () => {
    for (const a of Object.values(state.accounts).filter((x) => x.type === 'LON')) {
      const repayments = state.transactions[a.id.value].filter((t) => t.transactionCode === 'LNR');
      expect(repayments.length).toBeGreaterThan(10);
      const payer = repayments[0].internal.counterpartyAccountId as string;
      const legs = state.transactions[payer].filter((t) => t.key.transactionReferenceNumber === repayments[0].key.transactionReferenceNumber);
      expect(legs).toHaveLength(1);
      expect(legs[0]).toMatchObject({ transactionType: 'D', amountInAccountCurrency: repayments[0].amountInAccountCurrency });
    }
  });

  it('covers every category on RETAIL1 current accounts with a code that maps to it', () => {
    const seen = new Set<TransactionCategory>();
    for (const a of accountsOf(state, 'RETAIL1').filter((x) => x.internal.appType === 'CA')) {
      for (const t of state.transactions[a.id.value]) {
        expect(t.internal.category).toBe(TRANSACTION_CODES[t.transactionCode].category);
        seen.add(t.internal.category);
      }
    }
    expect(seen).toEqual(new Set(Object.values(TRANSACTION_CODES).map((c) => c.category)));
  });
});

describe('payees, instructions, mail, statements', () => {
  it('has UK payees in payee groups, one awaiting approval for CORP1', () => {
    const payees = state.payeeGroups.flatMap((g) => g.listPayees.map((p) => ({ ...p, owner: g.internal.ownerUserId })));
    expect(payees.filter((p) => p.owner === 'RETAIL1').length).toBeGreaterThanOrEqual(5);
    for (const p of payees) {
      expect(p).toMatchObject({ payeeType: 'DOMESTIC', domesticPayeeType: 'UK' });
      expect(p.ukDomesticPayee.bankDetails.code).toMatch(/^\d{6}$/);
      expect(p.ukDomesticPayee.accountNumber).toMatch(/^\d{8}$/);
    }
    expect(payees.filter((p) => p.owner === 'CORP1' && p.status === 'PENDING_APPROVAL')).toHaveLength(1);
    expect(payees.filter((p) => p.lastPaymentReference !== null).length).toBeGreaterThan(payees.length / 2);
  });

  it('has standing orders, direct debits and future payments for RETAIL1', () => {
    const mine = state.instructions.filter((i) => i.internal.ownerUserId === 'RETAIL1');
    for (const code of ['SI', 'DD', 'FD'] as const) expect(mine.filter((i) => i.internal.code === code).length).toBeGreaterThanOrEqual(2);
    for (const i of state.instructions) {
      expect(i.statusType).toBe('A');
      if (i.internal.code !== 'DD') expect(dayMs(i.nextExecutionDate as string)).toBeGreaterThan(dayMs(state.today));
      if (i.internal.code === 'DD') {
        expect(i.dealId).toBeTruthy();
        expect(dayMs(i.lastPaymentDate as string)).toBeLessThanOrEqual(dayMs(state.today));
      }
      expect(i.type).toBe(i.internal.code === 'FD' ? 'NONREC' : 'REC');
    }
  });

  it('has inbox, sent, unread, notifications and bulletins, with escaped and live HTML bodies', () => {
    const mine = state.mails.filter((m) => m.internal.ownerUserId === 'RETAIL1');
    const flags = mine.map((m) => m.messageUserMappings[0]);
    expect(flags.some((f) => f.msgFlag === 'T')).toBe(true);
    expect(flags.some((f) => f.msgFlag === 'F')).toBe(true);
    expect(flags.some((f) => f.status === 'U')).toBe(true);
    expect(mine.some((m) => m.messageType === 'A')).toBe(true);
    expect(mine.some((m) => m.messageBody.includes('&lt;p&gt;'))).toBe(true);
    expect(mine.some((m) => m.messageBody.includes('<script>') && m.messageBody.includes('<b>'))).toBe(true);
    const replies = mine.filter((m) => m.threadId !== m.messageId.value);
    expect(replies.length).toBeGreaterThan(0);
    for (const r of replies) expect(mine.some((m) => m.messageId.value === r.threadId)).toBe(true);
    const bulletins = state.mailers.filter((m) => m.userId === 'RETAIL1');
    expect(bulletins.length).toBeGreaterThanOrEqual(2);
    expect(bulletins.some((b) => b.status === 'U')).toBe(true);
    expect(state.mailSubjects.length).toBeGreaterThan(3);
  });

  it('has statements for every account, monthly for two years on current accounts, in all four types', () => {
    for (const a of Object.values(state.accounts)) {
      const own = state.statements.filter((s) => s.accountId.value === a.id.value);
      expect(own.length).toBeGreaterThan(0);
      // The consultancy account was opened two months ago (on 15 April): April and May only.
      if (a.internal.appType === 'CA') expect(own.filter((s) => s.statementType === 'CASA-Statement')).toHaveLength(a.internal.accountNumber === ACC.consultancy ? 2 : 24);
      for (const s of own) {
        expect(dayMs(s.date)).toBeLessThanOrEqual(dayMs(state.today));
        expect(dayMs(s.date)).toBeGreaterThanOrEqual(Date.UTC(2015, 0, 1));
      }
    }
    expect(new Set(state.statements.map((s) => s.statementType))).toEqual(new Set(['Statement', 'LOAN-PRENOTICE', 'CCALOAN-STATEMENT', 'CASA-Statement']));
  });
});

describe('limits, approvals, bulk files, cheques', () => {
  it('has user and party limit packages for the three targets, and today\'s utilisation', () => {
    const entities = [...Object.keys(state.users).map((u) => `USER:${u}`), ...Object.values(state.parties).map((p) => `PARTY:${p.partyNumber}`)];
    for (const entity of entities) {
      const pack = state.limitPackages.find((p) => `${p.internal.entityType}:${p.internal.entityId}` === entity);
      expect(pack).toBeDefined();
      expect(pack?.targetLimitLinkages.map((l) => l.target.value).sort()).toEqual(['FU_F_BLK', 'PC_F_DOM', 'PC_F_SELF']);
      for (const linkage of pack?.targetLimitLinkages ?? []) {
        expect(linkage.limits.find((l) => l.limitType === 'TXN')?.amountRange?.maxTransaction.amount).toBeLessThanOrEqual(100000);
        expect(linkage.limits.find((l) => l.limitType === 'PER')).toMatchObject({ periodicity: 'DAILY', maxCount: expect.any(Number) });
      }
      expect(state.limitUtilization.filter((u) => `${u.entityType}:${u.entityId}` === entity)).toHaveLength(3);
    }
  });

  it('has CORP1 approvals pending for payments, transfers, bulk files and payees, with matching counts', () => {
    const pending = state.activity.filter((a) => a.internal.approverUserIds.includes('CORP1') && a.approvalDetails.status === 'PENDING_APPROVAL');
    expect(new Set(pending.map((a) => a.discriminator))).toEqual(new Set(['PAYMENTS', 'BULK_FILE', 'PAYEE_BILLER']));
    expect(pending.some((a) => a.transactionName === 'PC_F_SELF')).toBe(true);
    expect(pending.some((a) => a.transactionName === 'PC_F_DOM')).toBe(true);
    for (const a of pending.filter((x) => x.discriminator === 'PAYMENTS')) expect(state.payments[a.transactionSnapshot.paymentId].status).toBe('PENDING_APPROVAL');
    const counts = countApprovals(state.activity, 'CORP1');
    expect(counts.reduce((n, c) => n + c.pendingApproval, 0)).toBe(pending.length);
    expect(countApprovals(state.activity, 'RETAIL1').every((c) => c.pendingApproval === 0)).toBe(true);
    expect(state.activity.some((a) => a.internal.userIds.includes('RETAIL1') && a.approvalDetails.status === 'APPROVED')).toBe(true);
  });

  it('has CORP1 bulk files in several statuses, with records and a file identifier per party', () => {
    const statuses = new Set(state.bulkFiles.map((f) => f.fileUpload.fileStatus));
    for (const s of ['PROCESSED', 'ERROR', 'PROCESSING_IN_PROGRESS', 'PENDING_APPROVAL'] as const) expect(statuses).toContain(s);
    for (const f of state.bulkFiles) {
      const records = state.bulkRecords[f.fileUpload.key.id];
      expect(state.accounts[f.fileUpload.debitAccountId.value].internal.capabilities.canMakeBulkPayment).toBe(true);
      expect(f.fileUpload.fileName.length).toBeLessThanOrEqual(30);
      if (f.fileUpload.fileStatus === 'ERROR') expect(f.internal.errorLog).toContain('<errorLog');
      else expect(records).toHaveLength(f.fileUpload.noOfRecords);
      expect(f.recordsRejected).toBe(records.filter((r) => r.status === 'REJECTED').length);
    }
    expect(state.bulkFiles.some((f) => f.recordsRejected > 0 && f.fileUpload.fileStatus === 'PROCESSED')).toBe(true);
    expect(new Set(state.fileIdentifierMappings.map((m) => m.internal.partyNumber))).toEqual(new Set(state.users.CORP1.partyNumbers));
  });

  it('has cheque statuses C, N, R, S, U and H across 000001..010000, used ones matching the history', () => {
    const corp = accountsOf(state, 'CORP1').filter((a) => state.cheques[a.id.value]);
    const all = corp.flatMap((a) => state.cheques[a.id.value]);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(['C', 'N', 'R', 'S', 'U', 'H']));
    const numbers = all.map((c) => c.chequeNumber);
    expect(numbers).toContain('000001');
    expect(numbers).toContain('010000');
    for (const n of numbers) expect(Number(n)).toBeGreaterThanOrEqual(1);
    for (const n of numbers) expect(Number(n)).toBeLessThanOrEqual(10000);
    for (const a of corp) {
      const paid = state.transactions[a.id.value].filter((t) => t.transactionCode === 'CHQ');
      const used = state.cheques[a.id.value].filter((c) => c.status === 'U');
      expect(used.map((c) => c.chequeNumber).sort()).toEqual(paid.map((t) => t.internal.chequeNumber).sort());
    }
    for (const a of Object.values(state.accounts)) {
      if (a.internal.capabilities.hasChequeStatus) expect(state.cheques[a.id.value]).toBeDefined();
      if (a.internal.capabilities.hasPayInBooks) expect(state.books.some((b) => b.kind === 'PAYIN' && b.accountId.value === a.id.value)).toBe(true);
      if (a.internal.capabilities.hasChequeBooks) expect(state.books.some((b) => b.kind === 'CHEQUE' && b.accountId.value === a.id.value)).toBe(true);
    }
  });
});

describe('ids', () => {
  it('are unique wherever handlers look records up by them', () => {
    const accounts = Object.values(state.accounts);
    unique(accounts.map((a) => a.id.value));
    unique(accounts.map((a) => a.internal.accountNumber));
    unique(accounts.map((a) => a.id.displayValue));
    unique(Object.values(state.transactions).flat().map((t) => `${t.key.transactionReferenceNumber}/${t.key.subSequenceNumber}`));
    unique(Object.values(state.transactions).flat().map((t) => t.key.subSequenceNumber));
    unique(state.payeeGroups.map((g) => g.groupId));
    unique(state.payeeGroups.flatMap((g) => g.listPayees.map((p) => p.id)));
    unique(state.instructions.map((i) => i.instructionId));
    unique(state.instructions.map((i) => i.externalReferenceNumber));
    unique(state.mails.map((m) => m.messageId.value));
    unique(state.mailers.map((m) => m.mapId));
    unique(state.statements.map((s) => s.id));
    unique(state.statements.map((s) => s.documentId));
    unique(state.activity.map((a) => a.transactionId));
    unique(Object.keys(state.payments));
    unique(state.bulkFiles.map((f) => f.fileUpload.key.id));
    unique(state.bulkFiles.map((f) => f.fileUpload.fileName));
    unique(Object.values(state.bulkRecords).flat().map((r) => r.recRefId));
    unique(state.books.map((b) => b.bookId));
    unique(Object.values(state.parties).map((p) => p.partyId.value));
  });
});

describe('postTransaction', () => {
  it('appends in the seed format and keeps the balance equal to the last running balance', () => {
    const s = createSeed(NOW);
    const account = accountsOf(s, 'RETAIL1')[0];
    const before = account.type === 'CSA' ? account.currentBalance.amount : 0;
    const record = postTransaction(s, account.id.value, { code: 'FPO', dir: 'D', amount: 12.34, description: 'FASTER PAYMENT TO TEST', reference: 'TEST' }, NOW);
    expect(record.runningBalance.amount).toBeCloseTo(before - 12.34, 2);
    expect(account.type === 'CSA' && account.currentBalance).toEqual(record.runningBalance);
    expect(record.key.subSequenceNumber).not.toBe(state.transactions[account.id.value].slice(-1)[0].key.subSequenceNumber);
    expect(record.internal.category).toBe('payments');
  });
});
