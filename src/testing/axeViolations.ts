import axe from 'axe-core';
import { screen } from '@testing-library/react';

/**
 * WCAG 2.1 A and AA on the page's main region, as "rule: targets" lines (none when it passes). jsdom has no
 * layout, so colour contrast is left to the tokens' test and the browser journeys.
 */
export async function axeViolations(region: Element = screen.getByRole('main')): Promise<string[]> {
  const results = await axe.run(region, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
