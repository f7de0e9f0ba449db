import { neutraliseCell } from './neutraliseCell';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+44 20 7946 0000', `'+44 20 7946 0000`],
    ['-5 off', `'-5 off`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tTab first', `'\tTab first`],
    ['\rCarriage return first', `'\rCarriage return first`],
    // ASVS 5.0 V1.2.10 names the null character too: some readers drop it and then meet the formula.
    ['\0=HYPERLINK("http://x")', `'\0=HYPERLINK("http://x")`],
    ['Tesco Stores', 'Tesco Stores'],
    ['Fee = 5', 'Fee = 5'],
    ["'already quoted", "'already quoted"],
    [' =leading space', ' =leading space'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });
});
