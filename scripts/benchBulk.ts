/**
 * `npm run bench`: the bulk file check in Chromium (issue 9 "file parsing"): a 10 000-row CSV and a
 * 10 000-row XLSX chosen on /payments/bulk as CORP1, timed from the worker's start to its answer by the
 * app's own `bulk:check:{rows}` measure. The file is too big for CORP1's limits on purpose: the check
 * of every row runs either way, and nothing is sent.
 */
import type { Browser, Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { sameOriginHeaders } from '../e2e/servers';

export const BULK_BENCH_ROWS = 10_000;

function rows(): string[][] {
  return Array.from({ length: BULK_BENCH_ROWS }, (_, i) => [`Payee ${i}`, '200000', String(10_000_000 + i), i % 2 ? 'FP' : 'BACS', `INVOICE ${i}`, (5 + (i % 900) + 0.25).toFixed(2)]);
}

export function benchFiles(): { csv: Buffer; xlsx: Buffer } {
  const data = rows();
  const header = ['name', 'sortCode', 'accountNumber', 'type', 'reference', 'amount'];
  const csv = Buffer.from([header, ...data].map((r) => r.join(',')).join('\n'));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...data.map((r) => [...r.slice(0, 5), Number(r[5])])]), 'Payments');
  return { csv, xlsx: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer };
}

async function logInCorp(page: Page, base: string): Promise<void> {
  await page.request.post(`${base}/__bank/reset`, { headers: sameOriginHeaders(base) });
  await page.goto(`${base}/login`);
  await page.getByLabel('User ID').fill('CORP1');
  await page.getByLabel('Password').fill('Racing#2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('region', { name: 'Racing accounts' }).waitFor();
}

/** One check: choose the file, press Check, wait for the answer, read the measure. */
async function checkOnce(page: Page, name: string, buffer: Buffer): Promise<{ ms: number; rows: number }> {
  const form = page.getByRole('form', { name: 'Upload a bulk file' });
  await form.getByLabel('Payment file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
  await form.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('alert').or(page.getByRole('region', { name: 'Check and send' })).first().waitFor({ timeout: 60_000 });
  const entry = (await page.evaluate(`(() => {
    const found = performance.getEntriesByType('measure').filter((m) => m.name.startsWith('bulk:check:')).at(-1);
    performance.clearMeasures();
    return found ? { name: found.name, duration: found.duration } : undefined;
  })()`)) as { name: string; duration: number } | undefined;
  return { ms: entry?.duration ?? NaN, rows: Number(entry?.name.split(':').at(-1) ?? 0) };
}

export async function measureBulkChecks(browser: Browser, base: string, runs: number): Promise<{ csv: number[]; xlsx: number[]; rows: number }> {
  const files = benchFiles();
  const times = { csv: [] as number[], xlsx: [] as number[], rows: 0 };
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  try {
    const page = await context.newPage();
    await logInCorp(page, base);
    await page.goto(`${base}/payments/bulk`);
    await page.getByRole('form', { name: 'Upload a bulk file' }).getByLabel('Pay from').selectOption({ index: 1 });
    for (let run = 0; run < runs; run += 1) {
      for (const kind of ['csv', 'xlsx'] as const) {
        const checked = await checkOnce(page, `Bench${run}.${kind}`, files[kind]);
        times[kind].push(checked.ms);
        times.rows = checked.rows;
      }
    }
  } finally {
    await context.close();
  }
  return times;
}
