import type { ExportFormat } from '../types';
import { account, period } from './fixtures/exportFixtures';
import { exportFileName } from './exportFileName';


describe('exportFileName', () => {
  it.each<[ExportFormat, string]>([
    ['csv', 'Everyday-1234-2026-01-01-to-2026-03-31.csv'],
    ['quickbooks', 'Everyday-1234-2026-01-01-to-2026-03-31-quickbooks.csv'],
    ['sage', 'Everyday-1234-2026-01-01-to-2026-03-31-sage.csv'],
    ['xero', 'Everyday-1234-2026-01-01-to-2026-03-31-xero.csv'],
    ['ofx', 'Everyday-1234-2026-01-01-to-2026-03-31.ofx'],
    ['qif', 'Everyday-1234-2026-01-01-to-2026-03-31.qif'],
    ['xlsx', 'Everyday-1234-2026-01-01-to-2026-03-31.xlsx'],
    ['pdf', 'Everyday-1234-2026-01-01-to-2026-03-31.pdf'],
  ])('%s → %s', (format, expected) => {
    expect(exportFileName(account, period, format)).toBe(expected);
  });

  it.each([
    ['Private Current Account', 'Private-Current-Account-1234-2026-01-01-to-2026-03-31.csv'],
    ["Jo's £ & $ savings / 2026", 'Jo-s-savings-2026-1234-2026-01-01-to-2026-03-31.csv'],
    ['Joint 87651234', 'Joint-1234-2026-01-01-to-2026-03-31.csv'],
    ['87651234', 'Account-1234-2026-01-01-to-2026-03-31.csv'],
    ['', 'Account-1234-2026-01-01-to-2026-03-31.csv'],
    ['£££', 'Account-1234-2026-01-01-to-2026-03-31.csv'],
    ['.hidden', 'hidden-1234-2026-01-01-to-2026-03-31.csv'],
    ['../../etc/passwd', 'etc-passwd-1234-2026-01-01-to-2026-03-31.csv'],
  ])('title %j → %s (safe characters only)', (title, expected) => {
    const name = exportFileName({ ...account, title }, period, 'csv');
    expect(name).toBe(expected);
    expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it('never carries the full account number, only its last four digits', () => {
    const name = exportFileName({ ...account, accountNumber: '12-34-56-78', title: 'Savings 12345678' }, period, 'pdf');
    expect(name).toBe('Savings-5678-2026-01-01-to-2026-03-31.pdf');
    expect(name).not.toContain('12345678');
  });
});
