/** A collector of what should never happen on a page: console errors, page errors, CSP violations. */
import type { Page } from '@playwright/test';

export type Problems = { consoleErrors: string[]; pageErrors: string[]; cspViolations: string[] };

/**
 * Starts recording. Call before page.goto: the CSP listener is an init script, so it is in place before the
 * page's own scripts run.
 */
export async function watchProblems(page: Page): Promise<Problems> {
  const problems: Problems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (msg) => {
    const where = msg.location().url ? ` (${msg.location().url}:${msg.location().lineNumber})` : '';
    if (msg.type() === 'error') problems.consoleErrors.push(msg.text() + where);
    if (/Content Security Policy/i.test(msg.text())) problems.cspViolations.push(msg.text());
  });
  page.on('pageerror', (err) => problems.pageErrors.push(err.stack ?? err.message));
  await page.exposeFunction('__e2eReportCsp', (report: string) => problems.cspViolations.push(report));
  // A string, not a function: the page gets exactly this code, whatever the test transform makes of functions.
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', function (e) {
      window.__e2eReportCsp(e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') +
        ' at ' + e.sourceFile + ':' + e.lineNumber + (e.sample ? ' sample: ' + e.sample : ''));
    });
  `);
  return problems;
}
