// Single sign-on and the audit log (issue 21). The server of this journey is its
// own, configured with OIDC_* towards a real OpenID provider (oidc-provider, as in
// the integration tests): a person clicks the provider's button on the login page,
// signs in at the provider, lands in the app as an admin (OIDC_ADMIN_GROUP), reads
// their sign-in in the audit log (filters, CSV export; phone and dark theme),
// and signs out through the provider's end-session page. A failed sign-in's message
// shows on the login page.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { reserveTestProvider, TEST_CLIENT } from '@tm/test-support/oidc-test-provider';
import { createTestDatabase } from '@tm/test-support/test-database';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { freePort, startServer, stopServer } from '../test-server.ts';

const SHOTS = process.env.PW_SHOTS ?? '/tmp/pw-s3';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('a person signs in with the company provider, reads the audit log as an admin, and signs out there', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const provider = await reserveTestProvider();
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-sso-'));
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  provider.start(appUrl);
  provider.accounts.set('ada-sub', {
    email: 'ada@acme.example',
    email_verified: true,
    name: 'Ada Acme',
    groups: ['acme-admins'],
  });
  let server: ChildProcess | null = null;
  try {
    server = await startServer(port, {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SIGNUP: 'open',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_LABEL: 'Sign in with Acme SSO',
      OIDC_ADMIN_GROUP: 'acme-admins',
      ...(db ? { DATABASE_URL: db.url } : {}),
    });
    const context = await browser.newContext({ baseURL: appUrl, locale: 'en-US' });
    const page = await context.newPage();

    // A failed attempt's message, in words, never a stack.
    await page.goto('/login?oidcError=OIDC_EMAIL_UNVERIFIED');
    await expect(page.getByRole('alert')).toContainText('does not confirm your e-mail address');
    const sso = page.getByRole('link', { name: 'Sign in with Acme SSO' });
    await expect(sso).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'login-sso');

    // At the provider (its development login and consent pages).
    await sso.click();
    await page.locator('input[name="login"]').fill('ada-sub');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    // Back in the app, signed in, an admin through the provider's group.
    await page.waitForURL((url) => url.origin === appUrl && !url.pathname.startsWith('/login'));
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Audit log' });
    const table = dialog.getByRole('region', { name: 'Audit entries, newest first' });
    await expect(
      table.getByRole('row').filter({ hasText: 'Signed in' }).filter({ hasText: 'Ada Acme' }),
    ).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Role changed' })).toContainText('oidc-group');

    // Filter by kind: only sign-in events.
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'All sign-in events' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Role changed' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
    const csv = dialog.getByRole('link', { name: 'Export as CSV' });
    await expect(csv).toHaveAttribute('href', '/api/admin/audit?kind=auth.&format=csv');
    const download = await page.request.get(`${appUrl}/api/admin/audit?kind=auth.&format=csv`);
    expect(download.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await download.text()).toContain(',Ada Acme,auth.login,user,');
    await expectAccessible(page);
    await shot(page, 'audit-light');

    // On a phone, in the dark theme.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(table).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'audit-phone-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Signing out ends our session and goes to the provider's end-session page.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.getByRole('button', { name: /yes/i }).click();
    await page.waitForURL(`${appUrl}/login`);
    await expect(page.getByRole('link', { name: 'Sign in with Acme SSO' })).toBeVisible();
    expect((await page.request.get(`${appUrl}/api/auth/me`)).status()).toBe(401);
    await context.close();
  } finally {
    if (server) await stopServer(server);
    await provider.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('with OIDC_ONLY the login page offers only the provider, and the server refuses passwords (phone, dark)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const provider = await reserveTestProvider();
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-sso-only-'));
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  provider.start(appUrl);
  let server: ChildProcess | null = null;
  try {
    server = await startServer(port, {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SIGNUP: 'open',
      NAME_ONLY_LOGIN: '1',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_LABEL: 'Continue with Acme',
      OIDC_ONLY: '1',
      ...(db ? { DATABASE_URL: db.url } : {}),
    });
    const context = await browser.newContext({
      baseURL: appUrl,
      locale: 'fr-FR',
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Continue with Acme' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText('demo@example.com')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /inscri/i })).toHaveCount(0);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expectAccessible(page);
    await shot(page, 'login-oidc-only-phone-dark');
    const refused = await page.request.post(`${appUrl}/api/auth/login`, {
      data: { email: 'demo@example.com', password: 'demo123' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('PASSWORD_SIGN_IN_DISABLED');
    await context.close();
  } finally {
    if (server) await stopServer(server);
    await provider.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
