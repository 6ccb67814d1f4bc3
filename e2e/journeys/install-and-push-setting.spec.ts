// Installable app and Web Push (issue 20), as a browser sees them: the page links the
// manifest and its icons, no page asks for the notification permission on load, and
// the notification settings offer "Enable push on this device", accessible in both themes.
import { expect, expectAccessible, newUserContext, test } from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

test('the app is installable: manifest, icons and theme colours linked from the page', async ({
  browser,
}) => {
  const { page, context } = await newUserContext(browser, { name: `Ivy ${uniqueTag()}` });
  await page.goto('/app');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await page.request.get(href!);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { icons, start_url, display } = (await manifest.json()) as {
    icons: { src: string; purpose: string }[];
    start_url: string;
    display: string;
  };
  expect([start_url, display]).toEqual(['/app', 'standalone']);
  for (const icon of icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`push is offered in the notification settings, never asked on load (${theme})`, async ({
    browser,
  }) => {
    const { page, context } = await newUserContext(browser, { name: `Pia ${uniqueTag()}`, theme });
    for (const path of ['/app', '/app/calendar', '/dashboard']) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
    }
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    await page.getByRole('button', { name: /Profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'E-mail notification settings' }).click();
    const dialog = page.getByRole('dialog');
    const push = dialog.getByRole('region', { name: 'Push notifications on this device' });
    await expect(push).toBeVisible();
    await expect(push.getByRole('status')).toHaveText('Push notifications are off for this device.');
    await expect(push.getByRole('button', { name: 'Enable push on this device' })).toBeVisible();
    // Opening the settings asks nothing either: only the button does.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/pw-s5/push-setting-${theme}.png` });
    await context.close();
  });
}
