import { FILE_NAME_MAX, FILE_NAME_MESSAGES, bulkFileKind, validateFileName } from './fileName';

const LENGTH = 'The file name exceeds the limit of 30 characters. Please rename the file and retry.';
const EXTENSION = 'Please upload a .csv or .xlsx file.';
const CHARACTERS = 'Please provide only alphanumeric values and spaces for the file name.';

describe('bulk file name (SPEC.md section 5; DECISIONS.md: 30, and the message says 30)', () => {
  it('keeps the limit and SPEC.md wording', () => {
    expect(FILE_NAME_MAX).toBe(30);
    expect(FILE_NAME_MESSAGES.characters).toBe(CHARACTERS);
    expect(FILE_NAME_MESSAGES.length).toContain('30');
  });

  it.each<[string, string | undefined]>([
    ['payments.csv', undefined],
    ['payments.xlsx', undefined],
    ['PAYMENTS.CSV', undefined],
    ['Payroll.XlSx', undefined],
    ['Payroll March 2026.csv', undefined],
    ['SuppliersMarch2026.csv', undefined],
    ['2026.csv', undefined],
    [`${'a'.repeat(26)}.csv`, undefined], // 30 with the extension
    [`${'a'.repeat(27)}.csv`, LENGTH], // 31
    [`${'a'.repeat(25)}.xlsx`, undefined], // 30
    [`${'a'.repeat(26)}.xlsx`, LENGTH],
    [`${'a'.repeat(40)}.exe`, LENGTH], // length is checked first
    ['payments', EXTENSION],
    ['payments.txt', EXTENSION],
    ['payments.xls', EXTENSION],
    ['payments.csv.exe', EXTENSION],
    ['payments.', EXTENSION],
    ['payments csv', EXTENSION],
    ['a.b.csv', CHARACTERS],
    ['pay-run.csv', CHARACTERS],
    ['pay_run.csv', CHARACTERS],
    ['März.csv', CHARACTERS],
    ['(1).csv', CHARACTERS],
    ['.csv', CHARACTERS],
    ['   .csv', CHARACTERS],
    ['pay\trun.csv', CHARACTERS],
    ['', 'Please choose a file to upload.'],
  ])('%p: %p', (name, message) => {
    expect(validateFileName(name)).toBe(message);
  });

  it.each<[string, 'csv' | 'xlsx' | undefined]>([
    ['payments.csv', 'csv'],
    ['PAYMENTS.CSV', 'csv'],
    ['a.b.xlsx', 'xlsx'],
    ['payments.xls', undefined],
    ['csv', undefined],
    ['payments.csv.txt', undefined],
    ['', undefined],
  ])('bulkFileKind(%p) is %p', (name, kind) => {
    expect(bulkFileKind(name)).toBe(kind);
  });
});
