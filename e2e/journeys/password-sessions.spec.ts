// Issue 21: "Forgot password?" -> the mailed link -> a new password -> sign in;
// my sessions in the profile, signed out one by one or all others; an admin
// deactivates a member (signed out at once, refused at sign-in) and reactivates
// them; a temporary password the member must replace at their next sign-in.
import type { Browser, Page } from '@playwright/test';
import { baseUrl, expect, expectAccessible, newUserContext, test, usePreferences } from '../fixtures.ts';
import { resetLinksTo } from '../reset-mailbox.ts';

const SHOTS = '/tmp/pw-s2';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser of its own, signed out. */
async function guest(browser: Browser, options: { userAgent?: string } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', ...options });
  return { context, page: await context.newPage() };
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function openFromProfileMenu(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('forgot password: the mailed link sets a new password, then the person signs in', async ({
  browser,
}) => {
  const member = await newUserContext(browser, { name: 'Rosa Reset' });
  const email = member.user.email!;
  const other = await guest(browser);
  const { page } = other;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${email}`);

  await expect.poll(() => resetLinksTo(email).length, { message: 'a reset mail' }).toBe(1);
  const [link] = resetLinksTo(email);
  expect(link).toContain(`${baseUrl()}/reset-password?token=`);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
  await page.getByLabel('Confirm the new password').fill('fresh-pass-2');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('alert')).toContainText('Passwords do not match');
  await page.getByLabel('Confirm the new password').fill('fresh-pass-1');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');

  // The member's other browser was signed out with it.
  await member.page.goto('/app');
  await expect(member.page).toHaveURL(/\/login/);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signInThroughForm(page, email, 'fresh-pass-1');
  await expect(page).toHaveURL(/\/app$/);

  // The link worked once.
  const used = await guest(browser);
  await used.page.goto(link!);
  await used.page.getByLabel('New password', { exact: true }).fill('third-pass');
  await used.page.getByLabel('Confirm the new password').fill('third-pass');
  await used.page.getByRole('button', { name: 'Set the password' }).click();
  await expect(used.page.getByRole('alert')).toContainText('already used');
  await expect(used.page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await Promise.all([used.context.close(), other.context.close(), member.context.close()]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the reset pages read well on a phone, ${theme} theme, in Dutch`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await usePreferences(page, { theme, language: 'nl' });
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Je wachtwoord herstellen' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/forgot-${theme}.png`, fullPage: true });
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible();
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('abcdef');
    await page.getByLabel('Bevestig het nieuwe wachtwoord').fill('abcdef');
    await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
    await expect(page.getByRole('alert')).toContainText('herstellink');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/reset-invalid-${theme}.png`, fullPage: true });
  });
}

test('the profile lists my sessions; I sign out one, then all the others', async ({ browser }) => {
  const me = await newUserContext(browser, { name: 'Sid Sessions' });
  const email = me.user.email!;
  const firefox = await guest(browser, { userAgent: FIREFOX_LINUX });
  await signInThroughForm(firefox.page, email, 'secret1');
  await expect(firefox.page).toHaveURL(/\/app$/);
  const third = await guest(browser);
  await signInThroughForm(third.page, email, 'secret1');
  await expect(third.page).toHaveURL(/\/app$/);

  const { page } = me;
  await page.goto('/app');
  await openFromProfileMenu(page, 'Profile menu', 'Profile');
  const dialog = page.getByRole('dialog', { name: 'User management' });
  const sessions = dialog.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'Firefox 133 on Linux' })).toBeVisible();
  await expectAccessible(page);

  await sessions.getByRole('button', { name: 'Sign out Firefox 133 on Linux' }).click();
  await expect(sessions.getByRole('status')).toContainText('The session was signed out.');
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await firefox.page.reload();
  await expect(firefox.page).toHaveURL(/\/login/);

  await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await third.page.reload();
  await expect(third.page).toHaveURL(/\/login/);
  await expect(sessions.getByRole('button', { name: 'Sign out all other sessions' })).toHaveCount(0);
  await Promise.all([firefox.context.close(), third.context.close(), me.context.close()]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`my sessions read well on a phone, ${theme} theme, in French`, async ({ browser }) => {
    const me = await newUserContext(browser, { name: 'Téo Téléphone', language: 'fr', theme });
    const firefox = await guest(browser, { userAgent: FIREFOX_LINUX });
    await signInThroughForm(firefox.page, me.user.email!, 'secret1');
    await expect(firefox.page).toHaveURL(/\/app$/);
    const { page } = me;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app');
    await openFromProfileMenu(page, 'Menu du profil', 'Profil');
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem').filter({ hasText: 'Firefox 133 sur Linux' })).toBeVisible();
    await sessions.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/sessions-${theme}.png` });
    await Promise.all([firefox.context.close(), me.context.close()]);
  });
}

test('an admin deactivates a member: signed out at once, refused at sign-in; then reactivated', async ({
  page,
  browser,
}) => {
  const member = await newUserContext(browser, { name: 'Dora Deactivated' });
  const { name, email } = member.user;
  await member.page.goto('/app');
  await expect(member.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  await page.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email: 'admin@example.com', password: 'admin123' },
  });
  await page.goto('/app');
  await openFromProfileMenu(page, 'Profile menu', 'User administration');
  const admin = page.getByRole('dialog', { name: 'User administration' });
  await admin.getByRole('button', { name: `Sign-in ${name}` }).click();
  const access = page.getByRole('dialog', { name: `Sign-in of ${name}` });
  await expect(access.getByRole('heading', { name: 'Deactivate', exact: true })).toBeVisible();
  await expectAccessible(page);
  await access.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();

  const deactivated = admin.getByRole('region', { name: 'Deactivated members' });
  const row = deactivated.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The member's open page loses its session; signing in again is refused clearly.
  await member.page.reload();
  await expect(member.page).toHaveURL(/\/login/);
  await signInThroughForm(member.page, email!, 'secret1');
  await expect(member.page.getByRole('alert')).toContainText('This account has been deactivated');

  await row.getByRole('button', { name: `Reactivate ${name}` }).click();
  await expect(deactivated.getByRole('status')).toContainText(`${name} can sign in again.`);
  await signInThroughForm(member.page, email!, 'secret1');
  await expect(member.page).toHaveURL(/\/app$/);
  await member.context.close();
});

test('a temporary password from an admin must be replaced at the next sign-in', async ({ page, browser }) => {
  const member = await newUserContext(browser, { name: 'Tomas Temporary' });
  const { name, email } = member.user;
  await page.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email: 'admin@example.com', password: 'admin123' },
  });
  await page.goto('/app');
  await openFromProfileMenu(page, 'Profile menu', 'User administration');
  await page
    .getByRole('dialog', { name: 'User administration' })
    .getByRole('button', { name: `Sign-in ${name}` })
    .click();
  const access = page.getByRole('dialog', { name: `Sign-in of ${name}` });
  await access.getByRole('textbox', { name: 'Temporary password' }).fill('handed-over-1');
  await access.getByRole('button', { name: 'Set the temporary password' }).click();
  await expect(access.getByRole('status')).toContainText('The temporary password is set.');

  await signInThroughForm(member.page, email!, 'handed-over-1');
  await expect(member.page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await expectAccessible(member.page);
  await member.page.getByLabel('Temporary password').fill('handed-over-1');
  await member.page.getByLabel('New password', { exact: true }).fill('all-mine-1');
  await member.page.getByLabel('Confirm the new password').fill('all-mine-1');
  await member.page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(member.page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(member.page.getByRole('heading', { name: 'Choose your own password' })).toHaveCount(0);
  await member.context.close();
});

test('the admin’s Sign-in dialog reads well on a phone, dark theme, in French', async ({ page, browser }) => {
  const member = await newUserContext(browser, { name: 'Flo Français' });
  await page.setViewportSize({ width: 390, height: 844 });
  await usePreferences(page, { theme: 'dark', language: 'fr' });
  await page.request.post(`${baseUrl()}/api/auth/login`, {
    data: { email: 'admin@example.com', password: 'admin123' },
  });
  await page.goto('/app');
  await openFromProfileMenu(page, 'Menu du profil', 'Administration des utilisateurs');
  await page.getByRole('button', { name: `Connexion ${member.user.name}` }).click();
  const access = page.getByRole('dialog', { name: `Connexion de ${member.user.name}` });
  await expect(access.getByRole('button', { name: 'Définir le mot de passe temporaire' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/member-access-dark.png` });
  await member.context.close();
});
