// Accounts in the browser: the login page, demo accounts, sign-up, name-only
// sign-in, sign-out and the guarded screens.
import {
  DEMO_ACCOUNTS,
  expect,
  expectAccessible,
  saveScreenshot,
  signIn,
  signInThroughForm,
  test,
} from '../fixtures.ts';

test('a demo account signs in from the form and signs out from the profile menu', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeDisabled();

  // A click on the demo account fills the form.
  await page.getByRole('button', { name: /demo@example\.com/ }).click();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.demo.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_ACCOUNTS.demo.password);
  await submit.click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Logged in as')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Task Manager');
  await expectAccessible(page);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}').email).toBe(
    DEMO_ACCOUNTS.demo.email,
  );

  await page.getByRole('button', { name: /Profile menu/ }).click();
  await expect(page.getByRole('menu')).toContainText(DEMO_ACCOUNTS.demo.email);
  await expect(page.getByRole('menuitem', { name: 'User administration' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('the admin account sees user administration', async ({ page }) => {
  await signInThroughForm(page, 'admin');
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'User administration' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password says why and keeps the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.demo.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('a new member signs up with an avatar and lands on the board', async ({ page }) => {
  const name = `New Member ${Date.now().toString(36)}`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const create = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel('Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await expect(create).toBeDisabled(); // the name is still empty
  await page.getByLabel('Name').fill(name);
  await page.getByRole('radio', { name: '🦊' }).click();
  await expectAccessible(page);
  await saveScreenshot(page, 'login-signup-en-light');
  await create.click();

  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Logged in as')).toBeVisible();
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await expect(page.getByRole('menu')).toContainText(name);
});

test('name-only sign-in shows "demo mode" in the profile menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with a name only' }).click();
  await page.getByLabel('Name').fill(`Guest ${Date.now().toString(36)}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await expect(page.getByRole('menu')).toContainText('demo mode');
});

test('a guarded screen sends a visitor to login and back after sign-in', async ({ page }) => {
  await page.goto('/meeting');
  await expect(page).toHaveURL(/\/login\?next=%2Fmeeting$/);
  await page.getByLabel('Email').fill(DEMO_ACCOUNTS.demo.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/meeting$/);
});

test('a signed-in user opening /login goes to the board', async ({ page }) => {
  await signIn(page, 'demo');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
});

test('a session ended on the server clears the stored user on the next load', async ({ page }) => {
  await signIn(page, 'demo');
  await page.goto('/app');
  await expect(page.getByText('Logged in as')).toBeVisible();
  const logout = await page.request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'e2e' } });
  expect(logout.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fapp$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
