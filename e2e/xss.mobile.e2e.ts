/**
 * The XSS sweep (e2e/xssWalks.ts) at mobile width on the production server, the bundle customers get, under its
 * strict CSP and Trusted Types: any attempt a payload makes shows as a CSP report. The desktop width walks the
 * dev server, which sends no CSP (xss.desktop.e2e.ts). The bank switched to hostile texts is this worker's own.
 */
import { test } from './fixtures';
import { setHostile, walkCorp, walkRetail } from './xssWalks';

test.describe('the hostile bank on the production server, CSP and Trusted Types', () => {
  // A walk visits thirty-odd screens.
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(({ bank }) => setHostile(bank, true));
  // Back to normal texts for every journey after these in this worker (a reset would do it too).
  test.afterAll(({ bank }) => setHostile(bank, false));

  test('RETAIL1 walks every screen: nothing runs, nothing is injected, no Trusted Types violation', async ({ page, bank, width }) => {
    await walkRetail(page, bank, width, true);
  });

  test('CORP1 walks every screen and every entity: nothing runs, nothing is injected, no Trusted Types violation', async ({ page, bank }) => {
    await walkCorp(page, bank, true);
  });
});
