import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../axe.ts';
import { baseUrl, test } from '../fixtures.ts';

// /api/docs: the OpenAPI document rendered by the viewer the server ships (no CDN),
// under the app's Content-Security-Policy, light and dark, on a phone too.

/**
 * The viewer's own icon-only buttons (schema disclosure toggles, the example box's
 * copy button) and its example box have no accessible name in Scalar 1.72; they are
 * its markup, not ours. Everything else on the page is checked.
 */
const VIEWER_ICON_BUTTONS = ['button[aria-controls^="scalar-refs"]', '.right-1', '.-m-1', '.endpoints'];

/** Collects what the browser refused under the CSP: the page must need no exception. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

test('the API reference renders the document in light on a desktop', async ({ page }) => {
  const refused = cspRefusals(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Task manager API', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'tokens', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.classList.contains('light-mode'))).toBe(true);
  expect(refused).toEqual([]);
  await expectAccessible(page, { exclude: VIEWER_ICON_BUTTONS });
});

test('the API reference follows a dark system theme on a phone', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: 'dark',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const refused = cspRefusals(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Task manager API', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.classList.contains('dark-mode'))).toBe(true);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(refused).toEqual([]);
  await expectAccessible(page, { exclude: VIEWER_ICON_BUTTONS });
  await context.close();
});
