// Language and theme: chosen in the profile menu, stored locally, applied to
// every screen; each language and theme is screenshotted and checked by axe.
import { expect, expectAccessible, saveScreenshot, signIn, test, usePreferences } from '../fixtures.ts';

const LANGUAGES = [
  { lang: 'en', board: 'Logged in as', login: 'Welcome to Task Manager' },
  { lang: 'fr', board: 'Connecté en tant que', login: 'Bienvenue dans Task Manager' },
  { lang: 'nl', board: 'Aangemeld als', login: 'Welkom bij Task Manager' },
] as const;

for (const { lang, board, login } of LANGUAGES) {
  for (const theme of ['light', 'dark'] as const) {
    test(`screens in ${lang}, ${theme}`, async ({ page }) => {
      await usePreferences(page, { language: lang, theme });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(login);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectAccessible(page);
      await saveScreenshot(page, `login-${lang}-${theme}`);

      await page.goto('/dashboard');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `dashboard-${lang}-${theme}`);

      await signIn(page, 'demo');
      await page.goto('/app');
      await expect(page.getByText(board)).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `app-${lang}-${theme}`);
    });
  }
}

test('the profile menu switches language and theme, and the choice survives a reload', async ({ page }) => {
  await signIn(page, 'demo');
  await page.goto('/app');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByText('Connecté en tant que')).toBeVisible();
  await page.getByRole('menuitemradio', { name: 'Sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
  await saveScreenshot(page, 'profile-menu-fr-dark');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByText('Connecté en tant que')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const stored = await page.evaluate(() => ({
    lang: localStorage.getItem('i18nextLng'),
    theme: localStorage.getItem('theme-preference'),
    darkMode: localStorage.getItem('darkMode'),
  }));
  expect(stored).toEqual({ lang: 'fr', theme: 'dark', darkMode: 'true' });
});

test("the local notification flags (this device's desktop notifications) start at assign on, complete off, comment on and are kept per user", async ({
  page,
}) => {
  const user = await signIn(page, 'demo');
  await page.goto('/app');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await expect(page.getByText('Desktop notifications on this device')).toBeVisible();
  const assign = page.getByRole('menuitemcheckbox', { name: 'Desktop: a task assigned to me' });
  const complete = page.getByRole('menuitemcheckbox', { name: 'Desktop: a task completed' });
  const comment = page.getByRole('menuitemcheckbox', { name: 'Desktop: new comments and mentions' });
  // The server's e-mail settings are a separate entry, named as such.
  await expect(page.getByRole('menuitem', { name: 'E-mail notification settings' })).toBeVisible();
  await expect(assign).toHaveAttribute('aria-checked', 'true');
  await expect(complete).toHaveAttribute('aria-checked', 'false');
  await expect(comment).toHaveAttribute('aria-checked', 'true');
  await complete.click();
  await expect(complete).toHaveAttribute('aria-checked', 'true');
  const stored = await page.evaluate((id) => localStorage.getItem(`notifications:${id}`), user.id);
  expect(JSON.parse(stored ?? '{}')).toEqual({
    emailOnAssign: true,
    emailOnComplete: true,
    emailOnComment: true,
  });
});
