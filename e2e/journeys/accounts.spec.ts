// Accounts: an admin administers users; a member edits their profile, password
// and notification settings (mf-admin's panels, opened from the profile menu).
import { expect, expectAccessible, newUserContext, saveScreenshot, signIn, test } from '../fixtures.ts';
import { confirmationTokensTo } from '../mailbox.ts';

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

test('a new notification address waits for its mailed link, then receives the mail (French)', async ({
  browser,
}) => {
  const { page, context } = await newUserContext(browser, { name: 'Noé Notif', language: 'fr' });
  const address = `alertes.${Date.now().toString(36)}@example.com`;
  await page.goto('/app');
  await openFromProfileMenu(page, 'Menu du profil', 'Paramètres des notifications par e-mail');
  const dialog = page.getByRole('dialog', { name: 'Paramètres de notification' });
  await expect(dialog.getByRole('switch', { name: "Quand une tâche m'est assignée" })).toBeChecked();
  await dialog.getByRole('switch', { name: "Quand une tâche m'est assignée" }).click();
  await dialog.getByLabel('E-mail pour les notifications').fill(address);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  // The modal stays open to say a link was mailed, and shows the address as pending.
  await expect(
    dialog.getByText(`Enregistré. Ouvrez le lien envoyé à ${address} pour confirmer cette adresse.`),
  ).toBeVisible();
  await expect(dialog.getByText(`En attente de confirmation : ${address}`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Envoyer un nouveau lien' }).click();
  await expect(dialog.getByText('Un nouveau lien est en route')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openFromProfileMenu(page, 'Menu du profil', 'Paramètres des notifications par e-mail');
  await expect(dialog.getByRole('switch', { name: "Quand une tâche m'est assignée" })).not.toBeChecked();
  await expect(dialog.getByLabel('E-mail pour les notifications')).toHaveValue(address);
  await expect(dialog.getByText(`En attente de confirmation : ${address}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Two links were mailed; the newer one confirms (the first stopped working).
  await expect.poll(() => confirmationTokensTo(address).length, { timeout: 30_000 }).toBe(2);
  const token = confirmationTokensTo(address).at(-1)!;
  await page.goto(`/confirm-email?token=${token}`);
  await expect(page.getByText('Adresse confirmée')).toBeVisible();
  await expect(page.getByText(`Les e-mails de notification vont désormais à ${address}.`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Aller à mes tâches' }).click();
  await openFromProfileMenu(page, 'Menu du profil', 'Paramètres des notifications par e-mail');
  await expect(dialog.getByLabel('E-mail pour les notifications')).toHaveValue(address);
  await expect(dialog.getByText(/En attente de confirmation/)).toBeHidden();
  await context.close();
});

test('the pending address and a link that does not work, on a phone in the dark theme (Dutch)', async ({
  browser,
}) => {
  const { page, context } = await newUserContext(browser, {
    name: 'Nel Mobiel',
    language: 'nl',
    theme: 'dark',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const address = `meldingen.${Date.now().toString(36)}@example.com`;
  await page.goto('/app');
  await openFromProfileMenu(page, 'Profielmenu', 'Instellingen voor e-mailmeldingen');
  const dialog = page.getByRole('dialog', { name: 'Meldingsinstellingen' });
  await dialog.getByLabel('E-mail voor meldingen').fill(address);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText(`Wacht op bevestiging: ${address}`)).toBeVisible();
  // The dialog has grown (reminders, push) past a phone's height: the button is reached by scrolling it.
  const resend = dialog.getByRole('button', { name: 'Nieuwe link versturen' });
  await resend.scrollIntoViewIfNeeded();
  await expect(resend).toBeInViewport();
  await expectAccessible(page);
  await saveScreenshot(page, 'notification-address-pending-nl-dark-phone');
  await page.keyboard.press('Escape');

  await page.goto('/confirm-email?token=not-a-link-we-sent');
  await expect(page.getByText('Deze link werkt niet')).toBeVisible();
  await expect(page.getByText(/Deze bevestigingslink is niet geldig/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'confirm-email-invalid-nl-dark-phone');
  await context.close();
});
