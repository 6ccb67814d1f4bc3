// Accounts: an admin administers users; a member edits their profile, password
// and notification settings (mf-admin's panels, opened from the profile menu).
import { expect, expectAccessible, newUserContext, signIn, test } from '../fixtures.ts';

const openFromProfileMenu = async (page: import('@playwright/test').Page, menu: string, item: string) => {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

test('an admin creates a user, promotes them and deletes them', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app');
  await openFromProfileMenu(page, 'Profile menu', 'User administration');
  const dialog = page.getByRole('dialog', { name: 'User administration' });
  await expect(dialog).toBeVisible();

  const name = `Journey Person ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('radio', { name: '🦄' }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('User created')).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Member')).toBeVisible();
  await expectAccessible(page);

  // The admin's own row cannot be deleted or demoted.
  const ownRow = dialog.getByRole('listitem').filter({ hasText: '(you)' });
  await expect(ownRow.getByRole('button', { name: /Delete/ })).toBeDisabled();
  await expect(ownRow.getByRole('button', { name: /Remove admin/ })).toBeDisabled();

  await row.getByRole('button', { name: `Make admin ${name}` }).click();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Remove admin ${name}` })).toBeVisible();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this user?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('User deleted')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test('a member changes their name and password', async ({ browser }) => {
  const { page, user, context } = await newUserContext(browser, { name: 'Pat Profile' });
  await page.goto('/app');
  await openFromProfileMenu(page, 'Profile menu', 'Profile');
  const dialog = page.getByRole('dialog', { name: 'User management' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const newName = `${user.name} Renamed`;
  await dialog.getByLabel('Name').fill(newName);
  await dialog.getByRole('radio', { name: '🚀' }).click();
  await dialog.getByRole('button', { name: 'Save profile' }).click();
  await expect(dialog.getByText('User updated successfully')).toBeVisible();
  // The message goes away by itself.
  await expect(dialog.getByText('User updated successfully')).toBeHidden();

  await dialog.getByLabel('Current password').fill('secret1');
  await dialog.getByLabel('New password', { exact: true }).fill('brand-new');
  await dialog.getByLabel('Confirm new password').fill('brand-nwe');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();

  await dialog.getByLabel('Confirm new password').fill('brand-new');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password updated successfully')).toBeVisible();

  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: 'brand-new' },
  });
  expect(login.status()).toBe(200);
  await context.close();
});

test('a member saves notification settings, in French', async ({ browser }) => {
  const { page, context } = await newUserContext(browser, { name: 'Noé Notif', language: 'fr' });
  await page.goto('/app');
  await openFromProfileMenu(page, 'Menu du profil', 'Paramètres de notification');
  const dialog = page.getByRole('dialog', { name: 'Paramètres de notification' });
  await expect(dialog.getByRole('switch', { name: "Quand une tâche m'est assignée" })).toBeChecked();
  await dialog.getByRole('switch', { name: "Quand une tâche m'est assignée" }).click();
  await dialog.getByLabel('E-mail pour les notifications').fill('alertes@example.com');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Paramètres enregistrés avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openFromProfileMenu(page, 'Menu du profil', 'Paramètres de notification');
  await expect(page.getByRole('switch', { name: "Quand une tâche m'est assignée" })).not.toBeChecked();
  await expect(page.getByLabel('E-mail pour les notifications')).toHaveValue('alertes@example.com');
  await context.close();
});
