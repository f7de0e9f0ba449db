/**
 * The XSS sweep (e2e/xssWalks.ts) at desktop width on the dev server, which sends no CSP: a payload that reached
 * the DOM would really run and trip the wire. The mobile width walks the production server (xss.mobile.e2e.ts).
 *
 * The dev server's one bank is switched to hostile texts for these walks: they hold its lock (e2e/fixtures.ts),
 * so no other journey on the dev server runs meanwhile.
 */
import { DEV_BANK, test } from './fixtures';
import { setHostile, walkCorp, walkRetail } from './xssWalks';

test.describe('the hostile bank on the dev server, no CSP', DEV_BANK, () => {
  // A walk visits thirty-odd screens.
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(({ devBank }) => setHostile(devBank, true));
  // Back to normal texts for every journey after these (a reset would do it too).
  test.afterAll(({ devBank }) => setHostile(devBank, false));

  test('RETAIL1 walks every screen: nothing runs, nothing is injected', async ({ page, devBank, width }) => {
    await walkRetail(page, devBank, width, false);
  });

  test('CORP1 walks every screen and every entity: nothing runs, nothing is injected', async ({ page, devBank }) => {
    await walkCorp(page, devBank, false);
  });
});
