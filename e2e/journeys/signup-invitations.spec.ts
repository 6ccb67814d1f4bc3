// Sign-up by invitation and the default-admin-password warning: an admin invites
// an address from user administration, the invitee opens the link and signs up
// with the address filled; admins are told while the demo admin keeps admin123.
import type { Page } from '@playwright/test';
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

test('an admin invites by e-mail; the invitee signs up from the link, once', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await page.goto('/app');
  let dialog = await openUserAdministration(page);
  const email = `invitee.${Date.now().toString(36)}@example.com`;
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Invite by e-mail' }).click();
  await expect(dialog.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const link = await dialog.getByLabel('Invitation link').inputValue();
  expect(link).toContain('/login?invitation=');
  const pending = dialog.getByRole('listitem').filter({ hasText: email });
  await expect(pending.getByRole('button', { name: `Revoke ${email}` })).toBeVisible();
  await expectAccessible(page);

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  const guest = await invitee.newPage();
  await guest.goto(link);
  await expect(guest.getByText(`You were invited as ${email}`)).toBeVisible();
  await expect(guest.getByLabel('Email')).toHaveValue(email);
  await expect(guest.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectAccessible(guest);
  await guest.getByLabel('Name').fill('Invited Person');
  await guest.getByLabel('Password', { exact: true }).fill('secret1');
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest).toHaveURL(/\/app$/);

  // Used: the link no longer works, and the invitation is no longer pending.
  await guest.getByRole('button', { name: /Profile menu/ }).click();
  await guest.getByRole('menuitem', { name: 'Sign out' }).click();
  await guest.goto(link);
  await expect(guest.getByRole('alert')).toContainText('no longer valid');
  await invitee.close();

  await page.keyboard.press('Escape');
  dialog = await openUserAdministration(page);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Invited Person' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Revoke ${email}` })).toHaveCount(0);
});

test('admins see the default-password warning and reach the password form from it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app');
  const warning = page.getByRole('region', { name: 'Security warning' });
  await expect(warning).toContainText('still has its default password');
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Change the password' }).click();
  const profile = page.getByRole('dialog', { name: 'User management' });
  await expect(profile.getByLabel('Current password')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the warning reads well on a phone, ${theme} theme, in French`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await usePreferences(page, { theme, language: 'fr' });
    await signIn(page, 'admin');
    await page.goto('/app');
    const warning = page.getByRole('region', { name: 'Avertissement de sécurité' });
    await expect(warning).toContainText('mot de passe par défaut');
    await expect(warning.getByRole('button', { name: 'Changer le mot de passe' })).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `admin-password-warning-fr-${theme}-phone`);
  });
}
