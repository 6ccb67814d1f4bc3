// The inbox (issue 20), with two people: Ana assigns a task to Ben, who has the app
// open in two tabs on a dark phone; the bell's count and the item reach both tabs
// live, Ben opens the task from the panel (which marks it read in both tabs), marks
// a later comment read with "Mark all read", and Ana, on a light desktop, finds the
// completion Ben made in her own inbox. The panel is checked with axe in both themes.
import type { Page } from '@playwright/test';
import type { User } from '../../packages/domain/src/user/user.schema.ts';
import { baseUrl, expect, expectAccessible, newUserContext, test } from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-s4';

const bell = (page: Page) => page.getByTestId('inbox-bell');
const panel = (page: Page) => page.getByRole('region', { name: 'Inbox' });

test('a new inbox item reaches every tab live, opens its task and is marked read everywhere', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}`, theme: 'dark' });
  await ben.page.setViewportSize({ width: 390, height: 844 });
  const benTab2 = await ben.context.newPage();
  const title = `Fix the gate ${tag}`;

  await test.step('Ben has the app open in two tabs, nothing unread', async () => {
    for (const tab of [ben.page, benTab2]) {
      await tab.goto('/app');
      await expect(bell(tab)).toHaveAccessibleName('Inbox');
    }
  });

  const task = await test.step('Ana assigns a task to Ben: both his tabs count it at once', async () => {
    const created = await createTask(ana.page, { title, assigneeId: ben.user.id });
    for (const tab of [ben.page, benTab2]) {
      await expect(bell(tab)).toHaveAccessibleName('Inbox, 1 unread');
      await expect(tab.getByTestId('inbox-unread')).toHaveText('1');
    }
    return created;
  });

  await test.step('Ben opens the panel on his phone: the item, newest first, accessible', async () => {
    await bell(ben.page).click();
    await expect(bell(ben.page)).toHaveAttribute('aria-expanded', 'true');
    const list = panel(ben.page);
    await expect(list.getByRole('link', { name: title })).toBeVisible();
    await expect(list.getByText('Assigned to you')).toBeVisible();
    await expectAccessible(ben.page);
    await ben.page.screenshot({ path: `${SHOTS}/inbox-phone-dark.png` });
    // Escape closes it and gives the focus back to the bell.
    await ben.page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell(ben.page)).toBeFocused();
  });

  await test.step('Ben opens the task from the panel with the keyboard: read in both tabs', async () => {
    await ben.page.keyboard.press('Enter');
    await panel(ben.page).getByRole('link', { name: title }).focus();
    await ben.page.keyboard.press('Enter');
    await ben.page.waitForURL(`**/app/tasks/${task.id}`);
    await expect(ben.page.getByRole('dialog', { name: title })).toBeVisible();
    // The task's dialog hides the rest of the page from assistive technology: the bell's label is read as is.
    for (const tab of [ben.page, benTab2]) await expect(bell(tab)).toHaveAttribute('aria-label', 'Inbox');
  });

  await test.step('A comment from Ana arrives; "Mark all read" clears it in both tabs', async () => {
    const res = await ana.page.request.post(`/api/tasks/${task.id}/comments`, {
      data: { content: 'Hinges are in the shed' },
    });
    expect(res.status()).toBe(201);
    await expect(bell(benTab2)).toHaveAccessibleName('Inbox, 1 unread');
    await bell(benTab2).click();
    const list = panel(benTab2);
    await expect(list.getByText('New comment')).toBeVisible();
    await list.getByRole('button', { name: 'Mark all read' }).click();
    for (const tab of [benTab2, ben.page]) await expect(bell(tab)).toHaveAttribute('aria-label', 'Inbox');
    await expect(list.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  await test.step('Ben completes the task; Ana sees it in her inbox on a light desktop and marks it read', async () => {
    await ana.page.goto('/app');
    const done = await ben.page.request.patch(`/api/tasks/${task.id}`, { data: { status: 'done' } });
    expect(done.status()).toBe(200);
    await expect(bell(ana.page)).toHaveAccessibleName('Inbox, 1 unread');
    await bell(ana.page).click();
    const list = panel(ana.page);
    const item = list.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Completed')).toBeVisible();
    await expectAccessible(ana.page);
    await ana.page.screenshot({ path: `${SHOTS}/inbox-desktop-light.png` });
    await item.getByRole('button', { name: `Mark read: ${title}` }).click();
    await expect(bell(ana.page)).toHaveAccessibleName('Inbox');
    await expect(item.getByRole('button', { name: `Mark read: ${title}` })).toHaveCount(0);
  });

  await ana.context.close();
  await ben.context.close();
});

test('the browser gives its time zone and language once; the reminders are set in the notification settings', async ({
  browser,
}) => {
  const tag = uniqueTag();
  // Cléa's browser is in Auckland and she uses the app in French, on a phone.
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'fr-FR',
    timezoneId: 'Pacific/Auckland',
    viewport: { width: 390, height: 844 },
  });
  await context.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  const page = await context.newPage();
  const name = `Cléa ${tag}`;
  const res = await page.request.post('/api/auth/register', {
    data: { name, email: `clea.${tag}@example.com`, password: 'secret1' },
  });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: User };
  expect(user).toMatchObject({ timeZone: 'UTC', language: 'en' });
  const stored = async () => (await page.request.get(`/api/users/${user.id}`)).json() as Promise<User>;

  await test.step('opening the app stores the browser’s zone and the language in use', async () => {
    await page.goto('/app');
    await expect(bell(page)).toHaveAccessibleName('Boîte de réception');
    await expect.poll(async () => (await stored()).timeZone).toBe('Pacific/Auckland');
    await expect.poll(async () => (await stored()).language).toBe('fr');
  });

  await test.step('the settings link of a mail opens the settings, where reminders are changed', async () => {
    await page.goto('/app?panel=notifications');
    const dialog = page.getByRole('dialog', { name: 'Paramètres de notification' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Fuseau horaire')).toHaveValue('Pacific/Auckland');
    await dialog.getByRole('combobox', { name: 'Me rappeler avant l’échéance' }).click();
    await page.getByRole('option', { name: '3 jours avant' }).click();
    await dialog.getByRole('switch', { name: 'Un résumé quotidien de mes tâches en retard' }).click();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/reminder-settings-phone-fr.png`, fullPage: true });
    // A zone that does not exist is refused before anything is sent.
    await dialog.getByLabel('Fuseau horaire').fill('Mars/Olympus');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Choisissez un fuseau horaire de la liste')).toBeVisible();
    await dialog.getByLabel('Fuseau horaire').fill('Europe/Brussels');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(async () => (await stored()).remindDaysBefore).toBe(3);
    expect(await stored()).toMatchObject({
      timeZone: 'Europe/Brussels',
      overdueDigest: false,
      language: 'fr',
    });
  });

  await context.close();
});

test('the panel shows the newest 30 items and older ones a page at a time', async ({ browser }) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const dee = await newUserContext(browser, { name: `Dee ${tag}` });
  for (let i = 1; i <= 32; i++) {
    await createTask(ana.page, { title: `Batch ${tag} #${i}`, assigneeId: dee.user.id });
  }
  await dee.page.goto('/app');
  await expect(bell(dee.page)).toHaveAccessibleName('Inbox, 32 unread');
  await bell(dee.page).click();
  const list = panel(dee.page);
  await expect(list.getByRole('listitem')).toHaveCount(30);
  // Newest first as the server orders them: items are written after each task's commit,
  // so two created in the same moment may be stored in either order.
  const stored = (await (await dee.page.request.get('/api/notifications?limit=50')).json()) as {
    items: { title: string }[];
  };
  const titles = stored.items.map((item) => item.title);
  expect(titles).toHaveLength(32);
  expect(new Set(titles)).toEqual(new Set(Array.from({ length: 32 }, (_, i) => `Batch ${tag} #${i + 1}`)));
  // "#3" must not match "#31": the title followed by no further digit.
  const exactly = (title: string) => new RegExp(`${title}(?!\\d)`);
  await expect(list.getByRole('listitem').first()).toContainText(exactly(titles[0]!));
  await list.getByRole('button', { name: 'Show older' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(32);
  await expect(list.getByRole('listitem').last()).toContainText(exactly(titles[31]!));
  await expect(list.getByRole('button', { name: 'Show older' })).toHaveCount(0);
  await ana.context.close();
  await dee.context.close();
});
