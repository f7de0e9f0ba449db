import { createBulkFiles, planBulkFiles } from '@mocks/digx/bank/seed/bulkFiles';
import { BULK_ROW_MESSAGES, isHeaderRow, validateRow, validateRows } from './rowRules';

type Cells = [name: string, sortCode: string, accountNumber: string, type: string, reference: string, amount: string];
const GOOD: Cells = ['Rowley Mile Farriers', '609303', '12345678', 'FP', 'INV 2026 03', '125.50'];
const row = (changes: Partial<Record<'name' | 'sortCode' | 'accountNumber' | 'type' | 'reference' | 'amount', string>>): Cells => {
  const [name, sortCode, accountNumber, type, reference, amount] = GOOD;
  const r = { name, sortCode, accountNumber, type, reference, amount, ...changes };
  return [r.name, r.sortCode, r.accountNumber, r.type, r.reference, r.amount];
};

describe('row messages keep SPEC.md section 5 wording', () => {
  it.each([
    [BULK_ROW_MESSAGES.columns(4), 'Wrong number of columns on row 4.'],
    [BULK_ROW_MESSAGES.amount(4), 'Bad transaction amount on row 4.'],
    [BULK_ROW_MESSAGES.sortCode(4), 'Bad sort code on row 4.'],
    [BULK_ROW_MESSAGES.accountNumber(4), 'Bad account number on row 4.'],
    [BULK_ROW_MESSAGES.reference(4), 'Invalid reference on row 4. Please remove any special characters and retry.'],
    [BULK_ROW_MESSAGES.name(4), 'Bad payee name on row 4.'],
    [BULK_ROW_MESSAGES.type(4), 'Bad payment type on row 4.'],
  ])('%s', (message, spec) => {
    expect(message).toBe(spec);
  });
});

describe('validateRow', () => {
  const N = 7;
  const COLUMNS = 'Wrong number of columns on row 7.';
  const AMOUNT = 'Bad transaction amount on row 7.';
  const SORT = 'Bad sort code on row 7.';
  const ACCOUNT = 'Bad account number on row 7.';
  const REFERENCE = 'Invalid reference on row 7. Please remove any special characters and retry.';
  const NAME = 'Bad payee name on row 7.';
  const TYPE = 'Bad payment type on row 7.';

  it.each<[string, string[], string[]]>([
    ['a good FP row', GOOD, []],
    ['a good BACS row', row({ type: 'BACS', reference: 'A'.repeat(18) }), []],
    ['cells with spaces around them', GOOD.map((c) => ` ${c} `), []],
    // Columns: exactly 6, and then no other message for the row.
    ['5 columns', GOOD.slice(0, 5), [COLUMNS]],
    ['7 columns (a trailing comma)', [...GOOD, ''], [COLUMNS]],
    ['1 empty column (a blank line between payments)', [''], [COLUMNS]],
    ['no columns', [], [COLUMNS]],
    ['7 columns of rubbish', ['@', '1', '2', 'X', '#', '-1', ''], [COLUMNS]],
    // Amount: more than zero, at most 2 decimals, plain digits.
    ['amount 0.01', row({ amount: '0.01' }), []],
    ['amount 100', row({ amount: '100' }), []],
    ['amount 100.5', row({ amount: '100.5' }), []],
    ['amount 250000 (limits, not the row rule, refuse it)', row({ amount: '250000' }), []],
    ['amount 0', row({ amount: '0' }), [AMOUNT]],
    ['amount 0.00', row({ amount: '0.00' }), [AMOUNT]],
    ['a negative amount', row({ amount: '-5.00' }), [AMOUNT]],
    ['3 decimals', row({ amount: '12.345' }), [AMOUNT]],
    ['a thousands comma', row({ amount: '1,250.00' }), [AMOUNT]],
    ['a pound sign', row({ amount: '£12.50' }), [AMOUNT]],
    ['words', row({ amount: 'ten' }), [AMOUNT]],
    ['no amount', row({ amount: '' }), [AMOUNT]],
    // Sort code: 6 digits exactly.
    ['sort code 090128', row({ sortCode: '090128' }), []],
    ['sort code of 5 digits (a lost leading zero)', row({ sortCode: '90128' }), [SORT]],
    ['sort code of 7 digits', row({ sortCode: '6093031' }), [SORT]],
    ['sort code with dashes', row({ sortCode: '60-93-03' }), [SORT]],
    ['sort code with spaces inside', row({ sortCode: '60 93 03' }), [SORT]],
    ['sort code with a letter', row({ sortCode: '60930a' }), [SORT]],
    ['no sort code', row({ sortCode: '' }), [SORT]],
    // Account number: 8 digits exactly.
    ['account number 00000002', row({ accountNumber: '00000002' }), []],
    ['account number of 7 digits', row({ accountNumber: '1234567' }), [ACCOUNT]],
    ['account number of 9 digits', row({ accountNumber: '123456789' }), [ACCOUNT]],
    ['account number with a space', row({ accountNumber: '1234 5678' }), [ACCOUNT]],
    ['account number with a dash', row({ accountNumber: '1234-5678' }), [ACCOUNT]],
    ['no account number', row({ accountNumber: '' }), [ACCOUNT]],
    // Type: FP or BACS.
    ['type CHQ', row({ type: 'CHQ' }), [TYPE]],
    ['type fp (lower case)', row({ type: 'fp' }), [TYPE]],
    ['type Bacs', row({ type: 'Bacs' }), [TYPE]],
    ['type FPS', row({ type: 'FPS' }), [TYPE]],
    ['no type', row({ type: '' }), [TYPE]],
    // Reference (DECISIONS.md "bulk row reference"): no comma; 18 for BACS, 35 for FP; may be empty.
    ['an FP reference of 35', row({ reference: 'A'.repeat(35) }), []],
    ['an FP reference of 36', row({ reference: 'A'.repeat(36) }), [REFERENCE]],
    ['a BACS reference of 19', row({ type: 'BACS', reference: 'A'.repeat(19) }), [REFERENCE]],
    ['a reference with a comma', row({ reference: 'INV 1,2' }), [REFERENCE]],
    ['a BACS reference with a comma', row({ type: 'BACS', reference: ',' }), [REFERENCE]],
    ['a reference with a line break', row({ reference: 'INV\n12' }), [REFERENCE]],
    ['a reference with a dash', row({ reference: 'INV-12' }), []],
    ['a reference with a slash', row({ reference: '12/03' }), []],
    ['no reference', row({ reference: '' }), []],
    ['no reference on a BACS row', row({ type: 'BACS', reference: '' }), []],
    ['a reference of spaces (read as empty)', row({ reference: '   ' }), []],
    // Payee name: SPEC.md's payee name rule, plus no comma or control character.
    ["a name with an apostrophe and ampersand", row({ name: "O'Brien & Sons Ltd" }), []],
    ['a name in another script', row({ name: 'Zoë Müller' }), []],
    ['a name starting with a digit', row({ name: '3M UK plc' }), []],
    ['a name of 35', row({ name: 'A'.repeat(35) }), []],
    ['a name of 36', row({ name: 'A'.repeat(36) }), [NAME]],
    ['no name', row({ name: '' }), [NAME]],
    ['a name of spaces', row({ name: '   ' }), [NAME]],
    ...['@', '%', '^', '=', '{', '}', ';', '"', '<', '>', '~', ','].map((c): [string, string[], string[]] => [`a name with ${c}`, row({ name: `Jane${c}Smith` }), [NAME]]),
    ['a name with a line break', row({ name: 'Jane\nSmith' }), [NAME]],
    ['a name starting with a dash', row({ name: '-Jane' }), [NAME]],
    ['a name starting with = (a formula)', row({ name: '=HYPERLINK("x")' }), [NAME]],
    // Every problem of a row, in column order.
    ['a row wrong everywhere', ['', '1', '2', 'X', 'a,b', '0'], [NAME, SORT, ACCOUNT, TYPE, REFERENCE, AMOUNT]],
    ['six empty cells (an empty reference is allowed)', ['', '', '', '', '', ''], [NAME, SORT, ACCOUNT, TYPE, AMOUNT]],
  ])('%s', (_, cells, messages) => {
    expect(validateRow(cells, N)).toEqual(messages);
  });
});

describe('isHeaderRow', () => {
  it.each<[string[], boolean]>([
    [['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'], true],
    [['Payee name', 'Sort code', 'Account No.', 'Payment type', 'Ref', 'Amount (£)'], true],
    [['NAME', 'SORT CODE', 'ACCOUNT NUMBER', 'TYPE', 'REFERENCE', 'AMOUNT'], true],
    [['Name', 'Sort code', 'Account', 'x', 'y', 'z'], true],
    [['Name', 'Sort code', 'x', 'y', 'z', 'w'], false],
    [['name', 'sortCode', 'accountNumber', 'type', 'reference', '12.50'], false],
    [GOOD, false],
    [['name', 'sortCode', 'accountNumber', 'type', 'reference'], false],
  ])('%j: %p', (cells, header) => {
    expect(isHeaderRow(cells)).toBe(header);
  });
});

describe('validateRows', () => {
  it('numbers rows as the spreadsheet does and keeps the good payments', () => {
    const result = validateRows([GOOD, row({ sortCode: '60931' }), row({ name: 'T Whitlock', type: 'BACS', amount: '80' })]);
    expect(result.errors).toEqual(['Bad sort code on row 2.']);
    expect(result.headerSkipped).toBe(false);
    expect(result.payments).toEqual([
      { row: 1, name: 'Rowley Mile Farriers', sortCode: '609303', accountNumber: '12345678', type: 'FP', reference: 'INV 2026 03', amount: '125.50', pence: 12550 },
      { row: 3, name: 'T Whitlock', sortCode: '609303', accountNumber: '12345678', type: 'BACS', reference: 'INV 2026 03', amount: '80', pence: 8000 },
    ]);
  });

  it('skips a header row, and the first payment is then row 2', () => {
    const result = validateRows([['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'], GOOD, row({ amount: 'x' })]);
    expect(result).toMatchObject({ headerSkipped: true, errors: ['Bad transaction amount on row 3.'] });
    expect(result.payments.map((p) => p.row)).toEqual([2]);
  });

  it('checks a header-like row after row 1 as a payment', () => {
    expect(validateRows([GOOD, ['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount']]).errors).toEqual([
      'Bad sort code on row 2.', 'Bad account number on row 2.', 'Bad payment type on row 2.', 'Bad transaction amount on row 2.',
    ]);
  });

  it('ignores trailing blank lines but reports a blank line between payments', () => {
    expect(validateRows([GOOD, [''], GOOD, [''], ['', '', '', '', '', ''], []])).toMatchObject({
      errors: ['Wrong number of columns on row 2.'],
      payments: [{ row: 1 }, { row: 3 }],
    });
  });

  it.each<[string[][]]>([[[]], [[['']]], [[['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount']]]])('finds no payments and no errors in %j', (rows) => {
    expect(validateRows(rows)).toMatchObject({ payments: [], errors: [] });
  });

  it("agrees with the fake bank's own files: the good ones pass, the ERROR one fails as its error log says", () => {
    const { files } = createBulkFiles(planBulkFiles(new Date('2026-03-04T10:00:00Z')));
    for (const file of files) {
      const rows = file.internal.fileContent.split('\n').map((line) => line.split(','));
      const { errors, payments } = validateRows(rows);
      if (file.fileUpload.fileStatus === 'ERROR') {
        expect(errors).toEqual(['Bad sort code on row 3.', 'Bad payment type on row 5.']);
        for (const [, message] of file.internal.errorLog!.matchAll(/>([^<]+)<\/error>/g)) expect(errors).toContain(message);
      } else {
        expect({ file: file.fileUpload.fileName, errors }).toEqual({ file: file.fileUpload.fileName, errors: [] });
        expect(payments).toHaveLength(file.fileUpload.noOfRecords);
      }
    }
  });
});
