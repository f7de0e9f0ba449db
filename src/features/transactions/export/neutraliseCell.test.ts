import { neutraliseCell } from './neutraliseCell';

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+44 20 7946 0000', `'+44 20 7946 0000`],
    ['-5 off', `'-5 off`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\tTab first', `'\tTab first`],
    ['\rCarriage return first', `'\rCarriage return first`],
    ['\nLine feed first', `'\nLine feed first`],
    // ASVS 5.0 V1.2.10 names the null character too: some readers drop it and then meet the formula.
    ['\0=HYPERLINK("http://x")', `'\0=HYPERLINK("http://x")`],
    // Readers trim leading whitespace before looking for a formula.
    ['  =1+1', `'  =1+1`],
    [' =leading space', `' =leading space`],
    ['\n=cmd', `'\n=cmd`],
    ['\r\n+1', `'\r\n+1`],
    ['\u00A0=1+1', `'\u00A0=1+1`],
    ['\u3000@SUM(A1)', `'\u3000@SUM(A1)`],
    [' \0 -2+3', `' \0 -2+3`],
    // Full-width signs, folded to ASCII by Excel and LibreOffice.
    ['\uFF1D1+1', `'\uFF1D1+1`],
    ['\uFF0B44 20', `'\uFF0B44 20`],
    ['\uFF0D5', `'\uFF0D5`],
    ['\uFF20SUM(A1)', `'\uFF20SUM(A1)`],
    ['  \uFF1DHYPERLINK("http://x")', `'  \uFF1DHYPERLINK("http://x")`],
    // Ordinary text stays as the bank sent it.
    ['Tesco', 'Tesco'],
    ['Tesco Stores', 'Tesco Stores'],
    ['Fee = 5', 'Fee = 5'],
    ['Smith-Jones rent', 'Smith-Jones rent'],
    ['Ref 12-34-56', 'Ref 12-34-56'],
    ['jane@example.com', 'jane@example.com'],
    ['  plain', '  plain'],
    ['A\uFF1D1', 'A\uFF1D1'],
    ["'already quoted", "'already quoted"],
    ['   ', '   '],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });
});
