/** Search and filter an account's transactions, export every format, open a statement. Both viewports, axe. */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { ACC } from '../mocks/digx/bank/seed/accountSpecs';
import { accountIdOf } from '../mocks/digx/bank/seed/ids';
import { EXPORT_FORMATS } from '../src/features/transactions/types';
import { FORMAT_LABELS } from '../src/features/transactions/components/ExportPanel';
import { ROW_HEIGHT } from '../src/features/transactions/components/TransactionList';
import { openTransactions } from './app';
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

const everyday = encodeURIComponent(accountIdOf(ACC.everyday).value);
const openEveryday = (page: Page, bank: string) => openTransactions(page, bank, 'RETAIL1', ACC.everyday);

/** The bytes of the next download the action starts. */
async function download(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), action()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), bytes: await fs.readFile(filePath) };
}

test.describe('transactions and statements', () => {
  test('searches and filters the list', async ({ page, bank }) => {
    await openEveryday(page, bank);
    await runAxe(page);
    await page.getByRole('searchbox', { name: 'Search transactions' }).fill('waitrose');
    await page.getByRole('button', { name: 'Remove filter: Search: waitrose' }).waitFor({ state: 'visible' });
    const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('row');
    await expectEvery(rows, /waitrose/i);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('radio', { name: 'Money out' }).check();
    await page.getByRole('button', { name: 'Remove filter: Money out' }).waitFor({ state: 'visible' });
    await runAxe(page);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.getByRole('button', { name: /^Remove filter/ }).first().waitFor({ state: 'detached' });
  });

  test("places rows at the height they are drawn at the default text size, so the list's first measure renders nothing again", async ({ page, bank, width }) => {
    // The estimate is what the first screenful is laid out by; a measure that differs re-renders every row,
    // which lengthened the page's start on a slow phone (Lighthouse's total blocking time).
    await openEveryday(page, bank);
    const rows = page.getByRole('table', { name: 'Transactions' }).getByRole('rowgroup').nth(1).getByRole('row');
    await rows.first().waitFor({ state: 'visible' });
    const drawn = await rows.evaluateAll((all) => all.slice(0, 5).map((row) => Math.round(row.getBoundingClientRect().height)));
    expect(drawn).toEqual(Array(5).fill(width === 'mobile' ? ROW_HEIGHT.narrow : ROW_HEIGHT.wide));
  });

  test('exports every format as a file that is not empty', async ({ page, bank }) => {
    await openEveryday(page, bank);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Export transactions' });
    await panel.waitFor();
    await runAxe(page);
    for (const format of EXPORT_FORMATS) {
      await panel.getByLabel('Format').selectOption({ label: FORMAT_LABELS[format] });
      const file = await download(page, () => panel.getByRole('button', { name: 'Export', exact: true }).click());
      expect(file.bytes.length).toBeGreaterThan(100);
      expect(file.name).toMatch(format === 'xlsx' ? /\.xlsx$/ : format === 'pdf' ? /\.pdf$/ : format === 'ofx' ? /\.ofx$/ : format === 'qif' ? /\.qif$/ : /\.csv$/);
      if (format === 'pdf') expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      if (format === 'xlsx') expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
      await panel.getByRole('status').filter({ hasText: 'is ready' }).waitFor({ state: 'visible' });
    }
  });

  test('opens a statement as a PDF', async ({ page, bank }) => {
    await openEveryday(page, bank);
    await page.goto(`${bank}/accounts/statements/${everyday}`);
    await page.getByRole('heading', { name: 'Statements', level: 1 }).waitFor({ state: 'visible' });
    const first = page.getByRole('button', { name: /^Download / }).first();
    await first.waitFor({ state: 'visible' });
    await runAxe(page);
    const file = await download(page, () => first.click());
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** Every body row of the table matches (the header row is skipped). */
async function expectEvery(rows: ReturnType<Page['getByRole']>, pattern: RegExp): Promise<void> {
  await rows.nth(1).waitFor({ state: 'visible' });
  const texts = await rows.allTextContents();
  expect(texts.length).toBeGreaterThan(1);
  for (const text of texts.slice(1)) expect(text).toMatch(pattern);
}
