// The public API's screens (issue 22): a member's API tokens (profile menu →
// API tokens) on a phone in the dark theme, and an admin's webhooks (profile
// menu → Webhooks) with a real receiver that checks every signature.
import type { Page } from '@playwright/test';
import { startReceiver } from '@tm/test-support/webhook-receiver';
import { baseUrl, expect, expectAccessible, newUserContext, test } from '../fixtures.ts';

const openFromProfileMenu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
};

const callWithToken = (page: Page, token: string) =>
  // A fresh request without the page's cookies: the script's call.
  page.context().request.fetch(`${baseUrl()}/api/tasks`, { headers: { authorization: `Bearer ${token}` } });

test('a member creates an API token, copies it once, uses it and revokes it (phone, dark)', async ({
  browser,
}) => {
  const { page, context } = await newUserContext(browser, { name: 'Script Writer', theme: 'dark' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app');
  await openFromProfileMenu(page, 'API tokens');
  const dialog = page.getByRole('dialog', { name: 'API tokens' });
  await expect(dialog.getByText('No tokens yet.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Token name').fill('Nightly export');
  await dialog.getByRole('combobox', { name: 'Scope' }).click();
  await page.getByRole('option', { name: 'Read and write' }).click();
  await dialog.getByRole('combobox', { name: 'Expires' }).click();
  await page.getByRole('option', { name: 'In 30 days' }).click();
  await dialog.getByRole('button', { name: 'Create token' }).click();

  await expect(dialog.getByRole('heading', { name: 'Copy your new token now' })).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'New token' });
  await expect(field).toHaveValue(/^tmpat_[A-Za-z0-9_-]{43}$/);
  const token = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectAccessible(page);
  expect((await callWithToken(page, token)).status()).toBe(200);

  await dialog.getByRole('button', { name: 'Done' }).click();
  // Shown once: gone from the screen, listed by name only.
  await expect(dialog.getByRole('textbox', { name: 'New token' })).toHaveCount(0);
  const row = dialog.getByRole('list', { name: 'Your tokens' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nightly export');
  await expect(row).toContainText('Read and write');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Revoke: Nightly export' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke the token “Nightly export”?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('Token revoked.')).toBeVisible();
  await expect(dialog.getByText('No tokens yet.')).toBeVisible();
  expect((await callWithToken(page, token)).status()).toBe(401);
  await context.close();
});

test('an admin adds a webhook, sends a test event, redelivers it, pauses and deletes it', async ({
  browser,
}) => {
  const receiver = await startReceiver('not-known-until-the-secret-is-shown');
  const { page, context } = await newUserContext(browser, { as: 'admin' });
  try {
    await page.goto('/app');
    await openFromProfileMenu(page, 'Webhooks');
    const dialog = page.getByRole('dialog', { name: 'Webhooks' });
    await expect(dialog.getByLabel('Address (URL)')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Address (URL)').fill(receiver.url);
    await expect(dialog.getByRole('checkbox', { name: 'Task published' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Comment added' }).click();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByRole('heading', { name: 'Copy the signing secret now' })).toBeVisible();
    const secret = dialog.getByRole('textbox', { name: 'Signing secret' });
    await expect(secret).toHaveValue(/^whsec_/);
    receiver.secret = await secret.inputValue();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = dialog.getByRole('listitem').filter({ hasText: receiver.url });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Task created · Task published · Comment added');
    await row.getByRole('button', { name: `Deliveries: ${receiver.url}` }).click();
    await dialog.getByRole('button', { name: 'Send test event' }).click();
    await expect(dialog.getByText('Test event sent.')).toBeVisible();
    await expect.poll(() => receiver.ofType('ping').length, { timeout: 20_000 }).toBe(1);
    expect(receiver.ofType('ping')[0]!.signatureValid).toBe(true);
    // Other journeys create and publish tasks on the same server meanwhile: their
    // deliveries may join the log, so only the test event's row is looked at.
    const logged = dialog
      .getByRole('list', { name: 'Deliveries' })
      .getByRole('listitem')
      .filter({ hasText: 'Test event' });
    await expect(logged).toHaveCount(1, { timeout: 15_000 });
    await expect(logged).toContainText('Test event');
    await expect(logged).toContainText('200');
    await expect(logged).toContainText('Attempt 1');
    await expectAccessible(page);

    await logged.getByRole('button', { name: 'Redeliver' }).click();
    await expect(dialog.getByText('Sent again.')).toBeVisible();
    await expect.poll(() => receiver.ofType('ping').length, { timeout: 20_000 }).toBe(2);
    const [first, again] = receiver.ofType('ping');
    expect(again!.headers['x-webhook-id']).toBe(first!.headers['x-webhook-id']);

    // On a phone, in the dark theme, the log is as readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Back to webhooks' }).click();
    await row.getByRole('button', { name: `Pause: ${receiver.url}` }).click();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: `Delete: ${receiver.url}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the webhook for ${receiver.url}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByText('Webhook deleted.')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: receiver.url })).toHaveCount(0);
  } finally {
    await context.close();
    await receiver.close();
  }
});
