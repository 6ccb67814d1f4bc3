// Two-factor sign-in required by an admin (issue 21): the admin turns the rule on in
// the users panel; a member without a second factor signs in with the password and
// must set one up before getting in (QR code, key, first code, recovery codes), on a
// phone in the dark theme. Runs on a server of its own: the rule holds for every
// password account, and the shared server's other journeys sign in with passwords.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@tm/test-support/test-database';
import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS, expect, expectAccessible, test } from '../fixtures.ts';
import { freePort, startServer, stopServer } from '../test-server.ts';

const SHOTS = '/tmp/pw-s1';
const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

let base = '';
let stopAll: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-2fa-'));
  const port = await freePort();
  const server = await startServer(port, {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    SIGNUP: 'open',
    ...(db ? { DATABASE_URL: db.url } : {}),
  });
  base = `http://127.0.0.1:${port}`;
  stopAll = async () => {
    await stopServer(server);
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  await stopAll();
});

test('with the rule on, a member sets up a second factor at sign-in before getting in', async ({
  browser,
}) => {
  // The admin turns the rule on from the users panel.
  const admin = await browser.newContext({ baseURL: base, locale: 'en-US' });
  const adminPage = await admin.newPage();
  const signedIn = await adminPage.request.post(`${base}/api/auth/login`, { data: DEMO_ACCOUNTS.admin });
  expect(signedIn.status()).toBe(200);
  await adminPage.goto('/app');
  await adminPage.getByRole('button', { name: 'Profile menu' }).click();
  await adminPage.getByRole('menuitem', { name: 'User administration' }).click();
  const rule = adminPage.getByRole('switch', { name: /Require two-factor authentication/ });
  await expect(rule).toBeEnabled();
  await rule.click();
  await expect(rule).toBeChecked();
  await expect(
    adminPage.getByRole('region', { name: 'Two-factor authentication' }).getByText('Saved'),
  ).toBeVisible();
  await expectAccessible(adminPage);
  await admin.close();

  const email = `required.${Date.now().toString(36)}@example.com`;
  const member = await browser.newContext({
    baseURL: base,
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  await member.addInitScript(() => localStorage.setItem('theme-preference', 'dark'));
  const page = await member.newPage();
  const registered = await page.request.post(`${base}/api/auth/register`, {
    data: { name: 'Required Member', email, password: 'secret1' },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post(`${base}/api/auth/logout`, { data: {} })).status()).toBe(204);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const step = page.getByRole('region', { name: 'Set up two-factor authentication' });
  await expect(step.getByText('Your administrator requires a second factor')).toBeVisible();
  await expect(step.getByRole('img', { name: /QR code/ })).toBeVisible();
  // Nothing is reachable yet: the session is held to the enrollment.
  const held = await page.request.get(`${base}/api/tasks`);
  expect([held.status(), (await held.json()).code]).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/required-enroll-phone-dark.png`, fullPage: true });

  const key = ((await step.getByTestId('manual-key').textContent()) ?? '').replace(/\s+/g, '');
  await step.getByLabel('6-digit code').fill(codeAt(key));
  await step.getByRole('button', { name: 'Confirm' }).click();
  await expect(step.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await step.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page).toHaveURL(/\/app/);
  expect((await page.request.get(`${base}/api/tasks`)).status()).toBe(200);
  await member.close();
});
