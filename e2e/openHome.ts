import type { Page, Response } from '@playwright/test';

/** Opens / and waits for the app's own heading: proof that the bundle ran and React rendered. */
export async function openHome(page: Page, base: string): Promise<Response | null> {
  const response = await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Online Banking' }).first().waitFor({ state: 'visible', timeout: 30_000 });
  // Let late requests (lazy chunks, first /digx calls) finish so their errors are counted too.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return response;
}
