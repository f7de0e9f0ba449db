/**
 * Rows, an account and a period for the format tests: one debit, one credit, the formula-injection
 * and escaping cases, and `manyRows` for pagination and timing. Test-only; no app code imports it.
 */
import obdx from '../../fixtures/obdx-demandDeposit-transactions.json';
import { mapTransactions } from '../../mapTransaction';
import type { ExportAccount, ExportPeriod, Transaction } from '../../types';

export const account: ExportAccount = {
  title: 'Everyday',
  accountNumber: '87651234',
  sortCode: '609303',
  currency: 'GBP',
  originalType: 'CSA',
  group: 'current',
};

export const period: ExportPeriod = { start: '2026-01-01', end: '2026-03-31', openingBalance: 1000, closingBalance: 3372.5 };

export const now = new Date('2026-04-05T13:45:01Z');

function row(fields: Partial<Transaction> & Pick<Transaction, 'id' | 'date' | 'title' | 'amountPure' | 'debitCreditFlag'>): Transaction {
  const debit = fields.debitCreditFlag === 'D';
  return {
    ref: '',
    balance: null,
    timeStamp: Date.parse(`${fields.date}T00:00:00Z`),
    currency: 'GBP',
    transactionCode: debit ? 'POS' : 'BGC',
    type: debit ? 'cardTransactions' : 'incomingTransfers',
    debit: debit ? fields.amountPure : null,
    credit: debit ? null : fields.amountPure,
    ...fields,
  };
}

export const debitRow = row({ id: 'FT26005AAA-1', date: '2026-01-05', title: 'Tesco Stores 2231', ref: 'CARD 1234', amountPure: 12.5, debitCreditFlag: 'D', balance: 987.5 });
export const creditRow = row({ id: 'FT26006BBB-1', date: '2026-01-06', title: 'ACME Ltd salary', ref: 'JAN PAY', amountPure: 2500, debitCreditFlag: 'C', balance: 3487.5 });
export const formulaRow = row({ id: 'FT26010CCC-2', date: '2026-02-10', title: '=HYPERLINK("http://x")', ref: '@SUM(A1)', amountPure: 5, debitCreditFlag: 'D', balance: 3482.5 });
export const minusRow = row({ id: 'FT26011DDD-1', date: '2026-02-11', title: '-5 off', ref: '+44 7700 900000', amountPure: 5, debitCreditFlag: 'C', balance: 3487.5 });
export const escapingRow = row({
  id: 'FT26012EEE-1',
  date: '2026-03-31',
  title: 'Marks & Spencer <Café> £ € and a very long description that runs on',
  ref: 'Ref, with "quotes"',
  amountPure: 1234.56,
  debitCreditFlag: 'D',
  balance: null,
  transactionCode: 'FPO',
  type: 'payments',
});
export const chargeRow = row({ id: 'FT26013FFF-1', date: '2026-03-31', title: 'Account fee', amountPure: 0.5, debitCreditFlag: 'D', balance: 3372.5, transactionCode: 'CHG', type: 'interestAndCharges' });

/** Oldest first, as the builders receive them. */
export const sampleRows: readonly Transaction[] = [debitRow, creditRow, formulaRow, minusRow, escapingRow, chargeRow];

/**
 * A real OBDX answer's rows (no transactionCode, no runningBalance, no summary), oldest first: what every export
 * gets from a stock OBDX (issue 24).
 */
export const stockRows: readonly Transaction[] = mapTransactions(obdx.items, 'GBP').reverse();
export const stockPeriod: ExportPeriod = { start: '2014-01-01', end: '2014-01-31', openingBalance: null, closingBalance: null };

/** `count` rows titled 'Row 00001'… with a running balance, oldest first. */
export function manyRows(count: number): Transaction[] {
  let balance = 10_000;
  return Array.from({ length: count }, (_, i) => {
    const debitCreditFlag = i % 3 === 0 ? 'C' : 'D';
    const amountPure = ((i * 37) % 5000) / 100 + 1;
    balance += debitCreditFlag === 'C' ? amountPure : -amountPure;
    const day = String((i % 28) + 1).padStart(2, '0');
    return row({
      id: `FT${String(i).padStart(8, '0')}-1`,
      date: `2026-0${(i % 3) + 1}-${day}`,
      title: `Row ${String(i + 1).padStart(5, '0')} payment to a supplier with a long trading name`,
      ref: `INV-${i}`,
      amountPure,
      debitCreditFlag,
      balance: Math.round(balance * 100) / 100,
    });
  });
}
