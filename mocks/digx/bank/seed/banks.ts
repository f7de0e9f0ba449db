/**
 * Other UK banks the demo customers pay, by sort code. The sort-code look-up handler can answer from this
 * table; one entry refuses Faster Payments so that path can be shown. Coutts' name keeps OBDX's HTML
 * escaping (`&amp;`), as real answers do, so the client's decode-once is exercised.
 */
export interface UkBank { code: string; name: string; branch: string; address: string; city: string; fasterPayments: boolean }

export const UK_BANKS: readonly UkBank[] = [
  { code: '200000', name: 'BARCLAYS BANK PLC', branch: 'LONDON CORPORATE', address: '1 EXAMPLE PLACE', city: 'LONDON', fasterPayments: true },
  { code: '400530', name: 'HSBC UK BANK PLC', branch: 'CITY OF LONDON', address: '8 SAMPLE STREET', city: 'LONDON', fasterPayments: true },
  { code: '309634', name: 'LLOYDS BANK PLC', branch: 'NEWMARKET', address: '22 HIGH STREET', city: 'NEWMARKET', fasterPayments: true },
  { code: '560036', name: 'NATIONAL WESTMINSTER BANK PLC', branch: 'PICCADILLY', address: '5 DEMO ROW', city: 'LONDON', fasterPayments: true },
  { code: '608371', name: 'NATIONAL WESTMINSTER BANK PLC', branch: 'NEWMARKET', address: '9 HIGH STREET', city: 'NEWMARKET', fasterPayments: true },
  { code: '090128', name: 'SANTANDER UK PLC', branch: 'BOOTLE', address: '1 TEST LANE', city: 'BOOTLE', fasterPayments: true },
  { code: '180002', name: 'COUTTS &amp; CO', branch: 'STRAND', address: '440 EXAMPLE STRAND', city: 'LONDON', fasterPayments: true },
  { code: '089999', name: 'CO-OPERATIVE BANK PLC', branch: 'MANCHESTER', address: '1 SAMPLE SQUARE', city: 'MANCHESTER', fasterPayments: false },
];

export function bankBySortCode(sortCode: string): UkBank {
  const bank = UK_BANKS.find((b) => b.code === sortCode);
  if (!bank) throw new Error(`No bank for sort code ${sortCode}`);
  return bank;
}
