/**
 * The journeys' accessibility check itself (runAxe): it must still find violations when run in the page
 * (legacy mode, no blank page of its own), or every "passes axe" in the journeys would prove nothing.
 */
import { expect, test } from './fixtures';
import { runAxe } from './runAxe';

test.describe('the accessibility check', () => {
  test('names each violation on a page that breaks WCAG, and passes a page that does not', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>
      <h1>Broken</h1><button></button><p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`);
    const failure = await runAxe(page).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^axe found 2 accessibility violation\(s\)/);
    expect(failure).toContain('button-name');
    expect(failure).toContain('color-contrast');

    await page.setContent(`<!doctype html><html lang="en"><head><title>Whole</title></head><body><main>
      <h1>Whole</h1><button>Pay</button><p>Plain text</p></main></body></html>`);
    await runAxe(page);
  });
});
