import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical
 * violation (WCAG 2.1 A and AA rules), listing each with the elements involved.
 * Call it on every screen a journey visits, in each theme it checks.
 */
export async function expectAccessible(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  // The analysis opens and closes a blank page of its own, which can leave the page
  // under test in the background; a key pressed next (Escape on a dialog) would then
  // not reach it.
  await page.bringToFront();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
        .join('\n')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}
