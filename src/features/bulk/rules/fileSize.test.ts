import { BULK_FILE_MAX_BYTES, FILE_SIZE_MESSAGES, validateFileSize } from './fileSize';

const MB = 1024 * 1024;
const TOO_LARGE = 'This file is larger than 15 MB. Please split it into smaller files and upload each one.';

describe('bulk file size (ours: SPEC.md gives none)', () => {
  it('keeps the limit and its message', () => {
    expect(BULK_FILE_MAX_BYTES).toBe(15 * MB);
    expect(FILE_SIZE_MESSAGES.tooLarge).toBe(TOO_LARGE);
  });

  it.each<[string, number, string | undefined]>([
    ['an empty file (the row rules say what is wrong with it)', 0, undefined],
    ['one byte', 1, undefined],
    ['a 999-payment CSV', 80_000, undefined],
    ['exactly 15 MB', 15 * MB, undefined],
    ['one byte over 15 MB', 15 * MB + 1, TOO_LARGE],
    ['16 MB', 16 * MB, TOO_LARGE],
    ['4 GB', 4 * 1024 * MB, TOO_LARGE],
    ['a size that is not a number', Number.NaN, TOO_LARGE],
    ['an endless size', Number.POSITIVE_INFINITY, TOO_LARGE],
    ['a negative size', -1, TOO_LARGE],
  ])('%s', (_label, size, expected) => {
    expect(validateFileSize(size)).toBe(expected);
  });
});
