// Calendar subscription, ticketing integrations and live notifications, as a
// member uses them: mf-admin's Calendar and Integrations modals (opened from
// the header), the shell's notification toasts and the service worker.
import { FakeTicketing } from '@tm/test-support/fake-ticketing';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

test('a member copies the calendar address, downloads the feed and resets the address', async ({
  browser,
}) => {
  const { page, context, user } = await newUserContext(browser, { name: 'Cal Endar' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createTask(page, { title: `Dated ${uniqueTag()}`, dueDate: '2026-12-24' });
  await page.goto('/app');
  await page.getByRole('button', { name: 'Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calendar subscription' });
  await expect(dialog).toBeVisible();

  const address = dialog.getByLabel('Subscription address');
  await expect(address).toHaveValue(
    new RegExp(`^webcal://.+/api/ical/user/${user.id}/subscribe\\.ics\\?token=`),
  );
  const webcal = await address.inputValue();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);
  // The confirmation goes away by itself (SPEC: after 2 s).
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();

  const download = dialog.getByRole('link', { name: /^Download tasks-Cal-Endar-\w+\.ics$/ });
  const fileName = await download.getAttribute('download');
  expect(fileName).toMatch(/^tasks-Cal-Endar-\w+\.ics$/);
  const feedUrl = webcal.replace(/^webcal:/, 'http:');
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('DTSTART;VALUE=DATE:20261224');
  await expect(dialog.getByText('Google Calendar')).toBeVisible();
  await expect(dialog.getByText('Apple Calendar')).toBeVisible();
  await expect(dialog.getByText('Outlook', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'calendar-modal');

  await dialog.getByRole('button', { name: 'Reset the address' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset the calendar address?' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(dialog.getByText('New address created. The previous one no longer works.')).toBeVisible();
  await expect(address).not.toHaveValue(webcal);
  expect((await page.request.get(feedUrl)).status()).toBe(404);
  await context.close();
});

test('a member connects Zammad, tasks open tickets, syncs and disconnects', async ({ browser }) => {
  const key = `zammad-e2e-token-${uniqueTag()}abcd`;
  const zammad = await new FakeTicketing(key).start();
  const { page, context } = await newUserContext(browser, { name: 'Tick Et' });
  try {
    await page.goto('/app');
    await page.getByRole('button', { name: 'Integrations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Integrations' });
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Zammad' }).getByText('Not connected'),
    ).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Connect (Zammad)' }).click();
    const form = page.getByRole('dialog', { name: 'Zammad settings' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Required')).toHaveCount(2);

    await form.getByLabel('API URL').fill(zammad.url);
    await form.getByLabel('API key').fill('wrong-key-0000000000');
    await form.getByLabel('Default group').fill('Support');
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByText(/^Connection failed: The service refused the API key$/)).toBeVisible();

    await form.getByLabel('API key').fill(key);
    await form.getByRole('button', { name: 'Test connection' }).click();
    await expect(form.getByText('Connection successful')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'integrations-form');
    await form.getByRole('button', { name: 'Save' }).click();

    const list = page.getByRole('dialog', { name: 'Integrations' });
    await expect(list.getByText('Integration saved')).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: 'Zammad' });
    await expect(row.getByText('Connected', { exact: true })).toBeVisible();
    await expect(row.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(row.getByText('Never')).toBeVisible();
    expect(await page.content()).not.toContain(key);

    const title = `Ticket me ${uniqueTag()}`;
    await createTask(page, { title });
    await expect.poll(() => [...zammad.tickets.values()].some((t) => t.body.title === title)).toBe(true);
    await row.getByRole('button', { name: 'Sync now (Zammad)' }).click();
    await expect(list.getByText('Ticket states updated')).toBeVisible();
    await expect(row.getByText('Never')).toBeHidden();
    await expect(row.getByText('1 ticket')).toBeVisible();
    await saveScreenshot(page, 'integrations-list');

    await row.getByRole('button', { name: 'Disconnect (Zammad)' }).click();
    await page
      .getByRole('alertdialog', { name: 'Disconnect Zammad?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(list.getByText('Zammad disconnected')).toBeVisible();
    await expect(row.getByText('Not connected')).toBeVisible();
  } finally {
    await context.close();
    await zammad.stop();
  }
});

test('an assignment shows a toast, and a system notification while the tab is hidden', async ({
  browser,
}) => {
  const assignee = await newUserContext(browser, { name: 'Toast Reader' });
  const owner = await newUserContext(browser, { name: 'Toast Writer' });
  try {
    const page = assignee.page;
    await assignee.context.grantPermissions(['notifications']);
    await page.goto('/app');
    // The shell registers the service worker at /sw.js for the whole origin.
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
      )
      .toMatch(/\/sw\.js$/);
    // Presence lists the reader once their live connection has joined the member rooms:
    // a notification sent before that could not reach this page (it is still mailed).
    await expect(
      page
        .getByRole('region', { name: 'Online users' })
        .getByRole('listitem')
        .filter({ hasText: assignee.user.name }),
    ).toBeVisible();

    const visible = `Visible ${uniqueTag()}`;
    await createTask(owner.page, { title: visible, assigneeId: assignee.user.id });
    const toast = page.getByRole('region', { name: 'Notifications' }).getByText(`assigned you “${visible}”`);
    await expect(toast).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'notification-toast');

    await page.evaluate(() =>
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }),
    );
    const hidden = `Hidden ${uniqueTag()}`;
    await createTask(owner.page, { title: hidden, assigneeId: assignee.user.id });
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText(`assigned you “${hidden}”`),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => n.body);
        }),
      )
      .toContainEqual(expect.stringContaining(hidden));

    // A reload is served from the worker's cache of this deployment.
    await page.reload();
    const caches = await page.evaluate(() => window.caches.keys());
    expect(caches.filter((k) => k.startsWith('tm-'))).toHaveLength(1);
  } finally {
    await assignee.context.close();
    await owner.context.close();
  }
});
