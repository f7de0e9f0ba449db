import type { Page } from '@playwright/test';

/**
 * Sets the window's size and waits until the page has laid out at it. Playwright's call can return before the
 * page has taken the new size: CI once ran axe across the change, so it read the header's labels at 1280 px
 * and their background at 600 px, where they are not shown, and found white text on the page's grey.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, size);
  // Two frames: whatever the new size set off (a ResizeObserver, a re-render) has painted.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}
