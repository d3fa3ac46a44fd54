import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated through the debugging protocol rather than added as a <script>: the app's
// Content-Security-Policy allows no inline script (nor eval), and a refused one would count as a
// violation.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) in the page as it is now and answers each violation as
 * 'rule: help (targets)', so a failed expectation names what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast of the step before, fading out while axe reads the page, is measured half
  // transparent (color-contrast): its screen is checked once it has gone, if it goes.
  await page
    .waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, null, {
      timeout: 8_000,
    })
    .catch(() => undefined);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const scope = window as unknown as { axe: { run: (options: object) => Promise<unknown> } };
    const result = (await scope.axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} [${v.nodes.map((n) => n.target.join(' ')).join(', ')}]`,
  );
}
