// The set-password link: an admin creates a user (who has no password and may not
// sign in by name), copies the one-time link shown; the person opens it, chooses
// an address and a password, and is signed in. A used or unknown link says so.
import type { Browser, Page } from '@playwright/test';
import {
  baseUrl,
  expect,
  expectAccessible,
  saveScreenshot,
  signIn,
  test,
  usePreferences,
} from '../fixtures.ts';

async function openUserAdministration(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'User administration' }).click();
  const dialog = page.getByRole('dialog', { name: 'User administration' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A browser of the person's own, signed out. */
async function guestPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  return { context, page: await context.newPage() };
}

test('an admin creates a user and hands over the link; the person sets a password once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/app');
  const dialog = await openUserAdministration(page);
  const name = `Newcomer ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByRole('heading', { name: `Set-password link for ${name}` })).toBeVisible();
  const first = await dialog.getByLabel('Link', { exact: true }).inputValue();
  expect(first).toContain('/set-password?token=');
  await expectAccessible(page);

  // Lost? A new link from the user's row replaces the first.
  await dialog.getByRole('button', { name: `Password link ${name}` }).click();
  await expect(dialog.getByLabel('Link', { exact: true })).not.toHaveValue(first);
  const link = await dialog.getByLabel('Link', { exact: true }).inputValue();

  const guest = await guestPage(browser);
  await guest.page.goto(first);
  await expect(guest.page.getByRole('alert')).toContainText('Ask an admin for a new one');

  await guest.page.goto(link);
  await expect(guest.page.getByText(`Account ${name}`)).toBeVisible();
  await expectAccessible(guest.page);
  const email = `newcomer.${Date.now().toString(36)}@example.com`;
  await guest.page.getByLabel('Email').fill(email);
  await guest.page.getByLabel('New password', { exact: true }).fill('secret1');
  await guest.page.getByLabel('Confirm the password', { exact: true }).fill('secret2');
  await guest.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(guest.page.getByRole('alert')).toContainText('Passwords do not match');
  await guest.page.getByLabel('Confirm the password', { exact: true }).fill('secret1');
  await guest.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(guest.page).toHaveURL(/\/app$/);

  // Used: the link now says so.
  await guest.page.goto(link);
  await expect(guest.page.getByRole('alert')).toContainText('already used');
  await guest.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the link and its page read well on a phone, ${theme} theme, in French`, async ({ page, browser }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await usePreferences(page, { theme, language: 'fr' });
    await signIn(page, 'admin');
    const name = `Téléphone ${theme} ${Date.now().toString(36)}`;
    await page.request.post(`${baseUrl()}/api/admin/users`, { data: { name } });
    await page.goto('/app');
    await page.getByRole('button', { name: 'Menu du profil' }).click();
    await page.getByRole('menuitem', { name: 'Administration des utilisateurs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Administration des utilisateurs' });
    await dialog.getByRole('button', { name: `Lien de mot de passe ${name}` }).click();
    const link = dialog.getByLabel('Lien', { exact: true });
    await expect(link).toHaveValue(/\/set-password\?token=/);
    await expectAccessible(page);
    await saveScreenshot(page, `password-link-admin-fr-${theme}-phone`);
    const url = new URL(await link.inputValue());
    const passwordLink = { path: url.pathname + url.search };

    const guest = await guestPage(browser);
    await guest.page.setViewportSize({ width: 390, height: 844 });
    await usePreferences(guest.page, { theme, language: 'fr' });
    await guest.page.goto(passwordLink.path);
    await expect(guest.page.getByRole('heading', { name: 'Définir votre mot de passe' })).toBeVisible();
    await expect(guest.page.getByLabel('Confirmez le mot de passe', { exact: true })).toBeVisible();
    await expectAccessible(guest.page);
    await saveScreenshot(guest.page, `set-password-fr-${theme}-phone`);

    await guest.page.goto('/set-password?token=unknown');
    await expect(guest.page.getByRole('alert')).toContainText('Demandez-en un nouveau');
    await expectAccessible(guest.page);
    await guest.context.close();
  });
}
