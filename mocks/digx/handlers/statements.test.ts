import { digxFailure } from '../../../src/testing/digxFailure';
import { type DigxClient } from '../../../src/shared/api/digxClient';
import { FUNCTION_TASK_CODES } from '../../../src/shared/api/taskCodes';
import { MAX_PDF_TRANSACTIONS, pdfAmount, statementPdf, toAscii, writePdf } from '../bank/pdf';
import { ACC, accountIdOf, PARTY } from '../bank/seed';
import { bank, logInAs as logIn } from '../testing';

/** Statements through the app's real client: the list, its filters, ownership and the PDF document. */

const idOf = (number: string) => accountIdOf(number).value;

interface StatementWire {
  id: string;
  documentId: string;
  title: string;
  date: string;
  statementType: string;
  accountId: { displayValue: string; value: string };
}

const list = async (client: DigxClient, number: string, params: Record<string, string> = {}) =>
  (await client.request<{ statements: StatementWire[] }>({ method: 'GET', path: `cz/v1/accounts/${idOf(number)}/statements`, params })).data
    .statements;

const document = async (client: DigxClient, number: string, docId: string) =>
  (
    await client.request<{ documentName: string; documentContents: string }>({
      method: 'GET',
      path: `cz/v1/accounts/${idOf(number)}/statements/${docId}`,
    })
  ).data;

const decode = (base64: string) => atob(base64);

/** The checks a PDF reader makes first: header, trailer, and every xref offset pointing at its object. */
function expectWellFormedPdf(pdf: string): void {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  expect([...pdf].every((ch) => ch === '\n' || (ch >= ' ' && ch <= '~'))).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n?$/.exec(pdf)?.[1]);
  expect(pdf.slice(startxref, startxref + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const table = pdf.slice(startxref).split('\n').slice(2, 2 + Number(count));
  expect(table[0]).toBe('0000000000 65535 f ');
  table.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + 20)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`));
  });
  const size = Number(/\/Size (\d+)/.exec(pdf)?.[1]);
  expect(size).toBe(Number(count));
  // Each stream's /Length is its exact byte count.
  for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe('GET cz/v1/accounts/{id}/statements', () => {
  it("answers the account's statements newest first in the OBDX-style shape", async () => {
    const client = await logIn();
    const statements = await list(client, ACC.everyday);
    expect(statements.length).toBeGreaterThan(24);
    expect(statements[0]).toEqual({
      id: expect.stringMatching(/^ST[0-9A-F]{14}$/),
      documentId: expect.stringMatching(/^[0-9A-F]{24}$/),
      title: expect.stringMatching(/^Statement [A-Z][a-z]+ \d{4}$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00$/),
      statementType: 'CASA-Statement',
      accountId: accountIdOf(ACC.everyday),
    });
    const dates = statements.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const s of statements) {
      expect(JSON.stringify(s)).not.toContain(ACC.everyday);
      expect(s).not.toHaveProperty('internal');
    }
    expect(new Set(statements.map((s) => s.statementType))).toEqual(new Set(['CASA-Statement', 'Statement']));
    expect(statements.at(-1)?.date.slice(0, 4)).toBe('2015');
  });

  it('filters by statement type', async () => {
    const client = await logIn();
    const monthly = await list(client, ACC.everyday, { statementType: 'CASA-Statement' });
    expect(monthly).toHaveLength(24);
    const annual = await list(client, ACC.everyday, { statementType: 'Statement' });
    expect(annual.length).toBeGreaterThan(5);
    expect(annual.every((s) => s.statementType === 'Statement' && /^Annual statement \d{4}$/.test(s.title))).toBe(true);
    expect(await list(client, ACC.everyday, { statementType: 'LOAN-PRENOTICE' })).toEqual([]);
  });

  it('filters by statement date, both ends inclusive', async () => {
    const client = await logIn();
    const all = await list(client, ACC.everyday, { statementType: 'CASA-Statement' });
    const [newest, second, third] = all.map((s) => s.date.slice(0, 10));
    const window = await list(client, ACC.everyday, { fromDate: third, toDate: second });
    expect(window.map((s) => s.date.slice(0, 10))).toEqual([second, third]);
    const from = await list(client, ACC.everyday, { fromDate: newest });
    expect(from.map((s) => s.date.slice(0, 10))).toEqual([newest]);
    const until = await list(client, ACC.everyday, { fromDate: '2015-01-01', toDate: '2015-12-31' });
    expect(until.map((s) => s.title)).toEqual(['Annual statement 2015']);
  });

  it.each([
    [{ statementType: 'MONTHLY' }],
    [{ fromDate: '2026-02-30' }],
    [{ toDate: '31/12/2025' }],
    [{ fromDate: '2025-02-01', toDate: '2025-01-01' }],
  ])('refuses %p with 400 wrong details', async (params) => {
    const client = await logIn();
    const error = await digxFailure(list(client, ACC.everyday, params));
    expect(error.status).toBe(400);
    expect(error.meaning).toBe('wrongDetails');
  });

  it("refuses another user's account and an unknown one as not found", async () => {
    const client = await logIn();
    expect((await digxFailure(list(client, ACC.stablesRacing))).meaning).toBe('accountDetailsNotFound');
    const unknown = await digxFailure(client.request({ method: 'GET', path: 'cz/v1/accounts/NOSUCHACCOUNT/statements' }));
    expect(unknown.meaning).toBe('accountDetailsNotFound');
  });

  it("narrows to the target entity like the accounts calls: another entity's account is not found", async () => {
    const client = await logIn('CORP1');
    expect((await list(client, ACC.bloodstockRacing)).length).toBeGreaterThan(0);
    client.setTargetUnit(PARTY.stables);
    expect((await list(client, ACC.stablesRacing)).length).toBeGreaterThan(0);
    expect((await digxFailure(list(client, ACC.bloodstockRacing))).meaning).toBe('accountDetailsNotFound');
  });

  it('refuses loans and mortgages while statementsDisabled is set, and answers their notices and annual loan statements once it is cleared', async () => {
    const client = await logIn();
    const disabled = await digxFailure(list(client, ACC.mortgage));
    expect(disabled.meaning).toBe('wrongDetails');
    expect((await digxFailure(list(client, ACC.loan))).meaning).toBe('wrongDetails');

    bank.state.accounts[idOf(ACC.loan)].internal.capabilities.statementsDisabled = false;
    const loan = await list(client, ACC.loan);
    expect(new Set(loan.map((s) => s.statementType))).toEqual(new Set(['LOAN-PRENOTICE', 'CCALOAN-STATEMENT']));
    expect((await list(client, ACC.loan, { statementType: 'CCALOAN-STATEMENT' })).every((s) => /^Annual loan statement \d{4}$/.test(s.title))).toBe(true);
  });

  it('refuses without the statements function (loanStatements for lending)', async () => {
    const user = bank.state.users.RETAIL1;
    user.allowedTransactions = user.allowedTransactions.filter((code) => !FUNCTION_TASK_CODES.statements.includes(code));
    bank.state.accounts[idOf(ACC.mortgage)].internal.capabilities.statementsDisabled = false;
    const client = await logIn();
    expect((await digxFailure(list(client, ACC.everyday))).meaning).toBe('accessDenied');
    expect((await list(client, ACC.mortgage)).length).toBeGreaterThan(0);
    user.allowedTransactions = user.allowedTransactions.filter((code) => !FUNCTION_TASK_CODES.loanStatements.includes(code));
    expect((await digxFailure(list(client, ACC.mortgage))).meaning).toBe('accessDenied');
  });
});

describe('GET cz/v1/accounts/{id}/statements/{docId}', () => {
  it('answers a real PDF of the period, named without the full account number', async () => {
    const client = await logIn();
    const [latest] = await list(client, ACC.everyday, { statementType: 'CASA-Statement' });
    const answer = await document(client, ACC.everyday, latest.documentId);
    expect(answer.documentName).toBe(`${latest.title.replace(/ /g, '_')}_${ACC.everyday.slice(-4)}.pdf`);
    const pdf = decode(answer.documentContents);
    expectWellFormedPdf(pdf);
    expect(pdf).toContain('/BaseFont /Helvetica');
    expect(pdf).toContain(`(${latest.title})`);
    expect(pdf).toContain('(Private Bank)');
    expect(pdf).toContain(`Account number ${ACC.everyday}`);
    // The period's transactions, from the bank's own ledger.
    const record = bank.state.statements.find((s) => s.documentId === latest.documentId)!;
    const { periodStart, periodEnd } = record.internal;
    const inPeriod = bank.state.transactions[idOf(ACC.everyday)].filter((t) => t.transactionDate >= periodStart && t.transactionDate <= periodEnd);
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(pdf).toContain(`(${pdfAmount(inPeriod[0].amountInAccountCurrency.amount)})`);
    expect(pdf).toContain(`(${toAscii(inPeriod[0].description).replace(/[\\()]/g, (c) => `\\${c}`).slice(0, 30)}`);
  });

  it('keeps a busy period to two pages and at most forty transaction lines', () => {
    const state = bank.state;
    const monthly = state.statements.find((s) => s.accountId.value === idOf(ACC.everyday) && s.statementType === 'CASA-Statement')!;
    // The everyday account's whole history is far more than forty lines.
    const wide = { ...monthly, internal: { ...monthly.internal, periodStart: '2000-01-01T00:00:00', periodEnd: `${state.today.slice(0, 10)}T00:00:00` } };
    const pdf = statementPdf(state, wide);
    expectWellFormedPdf(pdf);
    expect(pdf).toContain('/Count 2');
    expect(pdf).toMatch(/\(\d+ further transactions are not shown here/);
    const rows = [...pdf.matchAll(/\(\d{1,2} [A-Z][a-z]{2} \d{4}\) Tj/g)].filter((m) => !/Statement date|Period/.test(m[0]));
    expect(rows.length).toBeLessThanOrEqual(MAX_PDF_TRANSACTIONS);
  });

  it('says so when the period has no transactions (annual statements before the history)', async () => {
    const client = await logIn();
    const [old] = await list(client, ACC.everyday, { fromDate: '2015-01-01', toDate: '2015-12-31' });
    const pdf = decode((await document(client, ACC.everyday, old.documentId)).documentContents);
    expectWellFormedPdf(pdf);
    expect(pdf).toContain('There were no transactions in this period.');
    expect(pdf).toContain('/Count 1');
  });

  it("refuses an unknown document, another account's document and another user's account", async () => {
    const client = await logIn();
    const [mine] = await list(client, ACC.everyday);
    expect((await digxFailure(document(client, ACC.everyday, 'NOSUCHDOC'))).meaning).toBe('wrongDetails');
    expect((await digxFailure(document(client, ACC.household, mine.documentId))).meaning).toBe('wrongDetails');
    expect((await digxFailure(document(client, ACC.stablesRacing, mine.documentId))).meaning).toBe('accountDetailsNotFound');
  });
});

describe('writePdf', () => {
  it('escapes parentheses and backslashes and folds text to ASCII', () => {
    const pdf = writePdf([{ texts: [{ x: 50, y: 700, text: 'Café (50%) £12 \\ done…' }] }], 'Test');
    expectWellFormedPdf(pdf);
    expect(pdf).toContain('(Cafe \\(50%\\) GBP 12 \\\\ done...) Tj');
  });
});
