/** The accessibility check of every journey: WCAG 2.1 A/AA with axe-core, readable when it fails. */
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/** axe-core's Result, read off AxeBuilder so axe-core need not be a direct dependency. */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Readable axe output: rule, impact, why, and each offending element. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * Fails with every WCAG 2.1 A/AA violation axe finds on the page as it is now.
 *
 * Legacy mode: axe runs in the page itself instead of opening a blank page to gather each frame's results,
 * which is how it tests cross-origin frames. The app has no frame of any origin (mail bodies may not bring
 * one: sanitiseBody.ts), so that page checked nothing, and opening it was most of each run: 1.8 s against
 * 1.0 s on /accounts with the same passes and violations, and a CI pass runs axe some hundreds of times.
 */
export async function runAxe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  if (results.violations.length) {
    throw new Error(`axe found ${results.violations.length} accessibility violation(s) on ${page.url()}:\n\n${formatViolations(results.violations)}`);
  }
}
