import { formatReceiptSortCode, maskAccountNumber, receiptAccountLine } from './receipt';
import { buildReceiptPdf } from './receiptPdf';

describe('receipts', () => {
  it.each([
    ['10234561', 'ending 4561'],
    ['1234', 'ending 1234'],
    ['12-34-5678', 'ending 5678'],
    ['xxxxxxxxxxxx0028', 'ending 0028'],
    ['', ''],
    [undefined, ''],
  ])('masks %s as %s', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });

  it.each([
    [['Everyday', '10234561', '60-93-03'], 'Everyday, account ending 4561, 60-93-03'],
    [[undefined, 'xxxxxxxxxxxx0028', '60-93-03'], 'Account ending 0028, 60-93-03'],
    [['Dr Rachel Shah', '', '20-00-00'], 'Dr Rachel Shah, 20-00-00'],
  ] as const)('words an account line %p as %p', ([name, number, sortCode], line) => {
    expect(receiptAccountLine(name, number, sortCode)).toBe(line);
  });

  it.each([
    ['609303', '60-93-03'],
    ['60-93-03', '60-93-03'],
    ['12345', '12345'],
  ])('shows sort code %s as %s', (code, shown) => {
    expect(formatReceiptSortCode(code)).toBe(shown);
  });

  it('is a one-page PDF that never holds a full account number', async () => {
    const blob = buildReceiptPdf({
      title: 'Payment receipt',
      bankName: 'Private Bank',
      lines: [
        ['From', `Everyday ${maskAccountNumber('10234561')}, 60-93-03`],
        ['Amount', '£125.50'],
      ],
      footer: 'Generated 2026-11-26 10:04:11 (London time)',
    });
    const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain('ending 4561');
    expect(text).not.toContain('10234561');
  });
});
