// The task board: two members working at once see each other's changes live,
// and an anonymous dashboard sees only what is published.
import type { Locator, Page } from '@playwright/test';
import {
  baseUrl,
  chooseDensity,
  expect,
  expectAccessible,
  newUserContext,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { createTask, dayFromToday, setStatus, uniqueTag } from '../task-calls.ts';

const LIVE = { timeout: 5_000 };

/** Narrows a board to this journey's tasks (other journeys share the server). */
async function openBoard(page: Page, search: string) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(search);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function choose(page: Page, combobox: string, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('two members see creation, edits, comments, publishing and deletion live', async ({ browser }) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}` });
  const visitor = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  const dashboard = await visitor.newPage();
  // The owner's public block is on the whole card (the comfortable density).
  await chooseDensity(ana.page, 'comfortable');
  await chooseDensity(ben.page, 'comfortable');

  await openBoard(ana.page, tag);
  await openBoard(ben.page, tag);
  await dashboard.goto('/dashboard');
  const sameLoad = () => ben.page.evaluate(() => (window as unknown as { __same?: boolean }).__same);
  await ben.page.evaluate(() => Object.assign(window, { __same: true }));

  const title = `Quarterly report ${tag}`;
  const renamed = `Quarterly report ${tag} v2`;
  const privateTitle = `Salary review ${tag}`;

  await test.step('Ana creates a task through the form; Ben sees it appear', async () => {
    await ana.page.getByRole('button', { name: 'New Task' }).click();
    const dialog = ana.page.getByRole('dialog', { name: 'New task' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Title').fill(title);
    await choose(ana.page, 'Assignee', `${ben.user.avatar} ${ben.user.name}`, dialog);
    await choose(ana.page, 'Recurrence', 'Does not repeat', dialog);
    await expectAccessible(ana.page);
    await create.click();
    await expect(dialog).toBeHidden();
    await expect(card(ben.page, title)).toBeVisible(LIVE);
    await expect(card(ben.page, title).getByText(ben.user.name)).toBeVisible();
  });

  await test.step('Ana edits it; Ben sees the new title and priority', async () => {
    await card(ana.page, title).getByRole('button', { name: 'Edit' }).click();
    const dialog = ana.page.getByRole('dialog', { name: 'Edit task' });
    await dialog.getByLabel('Title').fill(renamed);
    await choose(ana.page, 'Priority', 'High', dialog);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(ben.page, renamed)).toBeVisible(LIVE);
    await expect(card(ben.page, renamed).getByText('High', { exact: true })).toBeVisible();
  });

  await test.step('Ana comments and changes the status; Ben sees both', async () => {
    // The comment box is in the task's own view (its title opens it over the list).
    await card(ben.page, renamed).getByRole('link', { name: renamed, exact: true }).click();
    const bensView = ben.page.getByRole('dialog', { name: renamed });
    await expect(bensView).toBeVisible();
    await card(ana.page, renamed).getByRole('link', { name: renamed, exact: true }).click();
    const anasView = ana.page.getByRole('dialog', { name: renamed });
    const comment = anasView.getByLabel('New comment');
    await comment.fill('Draft is on the drive');
    await anasView.getByRole('button', { name: 'Send' }).click();
    await expect(comment).toHaveValue('');
    await expect(bensView.getByText('Draft is on the drive')).toBeVisible(LIVE);
    await ana.page.keyboard.press('Escape');
    await expect(anasView).toBeHidden();
    await ben.page.keyboard.press('Escape');
    await expect(bensView).toBeHidden();
    const bensCard = card(ben.page, renamed);

    await choose(ana.page, `Status of ${renamed}`, 'In Progress');
    await expect(bensCard.getByRole('combobox', { name: `Status of ${renamed}` })).toHaveText(
      'In Progress',
      LIVE,
    );
  });

  await test.step('Ana publishes it; the anonymous dashboard shows the summary, never a private task', async () => {
    await createTask(ana.page, { title: privateTitle });
    await expect(card(ben.page, privateTitle)).toBeVisible(LIVE);
    const block = card(ana.page, renamed);
    await block.getByRole('checkbox', { name: 'Show on the public dashboard' }).click();
    await block.getByLabel('Public summary (optional)').fill(`Report for clients ${tag}`);
    await block.getByRole('button', { name: 'Publish' }).click();
    await expect(block.getByText('Shown on the public dashboard')).toBeVisible();
    await expect(dashboard.getByText(`Report for clients ${tag}`)).toBeVisible(LIVE);
    await expect(dashboard.getByText(privateTitle)).toHaveCount(0);
    await expect(dashboard.getByText(renamed)).toHaveCount(0);
    // Only the owner sees the public block.
    await expect(
      card(ben.page, renamed).getByRole('checkbox', { name: 'Show on the public dashboard' }),
    ).toHaveCount(0);
    await saveScreenshot(ana.page, 'tasks-board-en-light');
  });

  await test.step('Ana deletes it after confirming; Ben and the dashboard lose it', async () => {
    await card(ana.page, renamed).getByRole('button', { name: 'Delete' }).click();
    const confirm = ana.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`“${renamed}” will be deleted`);
    await expectAccessible(ana.page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card(ana.page, renamed)).toHaveCount(0);
    await expect(card(ben.page, renamed)).toHaveCount(0, LIVE);
    await expect(dashboard.getByText(`Report for clients ${tag}`)).toHaveCount(0, LIVE);
  });

  expect(await sameLoad()).toBe(true);
  await expectAccessible(ben.page);
  await Promise.all([ana.context.close(), ben.context.close(), visitor.close()]);
});

test('search, filters, overdue marker, history and a failed save', async ({ browser }) => {
  const tag = uniqueTag();
  const me = await newUserContext(browser, { name: `Filter ${tag}` });
  const page = me.page;
  await createTask(page, { title: `Alpha invoice ${tag}`, priority: 'urgent', dueDate: dayFromToday(-2) });
  await createTask(page, { title: `Beta design ${tag}`, priority: 'low' });
  const gamma = await createTask(page, {
    title: `Gamma launch ${tag}`,
    priority: 'high',
    dueDate: dayFromToday(3),
  });
  await page.request.patch(`/api/tasks/${gamma.id}`, { data: { status: 'done' } });
  await openBoard(page, tag);

  await test.step('the list is sorted and late tasks are marked overdue', async () => {
    const titles = page.getByRole('article').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([`Alpha invoice ${tag}`, `Beta design ${tag}`, `Gamma launch ${tag}`]);
    await expect(card(page, `Alpha invoice ${tag}`).getByText('Overdue')).toBeVisible();
    await expect(card(page, `Beta design ${tag}`).getByText('Overdue')).toHaveCount(0);
    await expect(page.getByTestId('found-count')).toHaveText('3 tasks found');
  });

  await test.step('search by owner name, then filters combine with AND; clearing restores', async () => {
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await search.fill(`BETA DESIGN ${tag}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('found-count')).toHaveText('1 task found');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('found-count')).toHaveCount(0);
    await search.fill(`filter ${tag}`);
    await expect(page.getByRole('article')).toHaveCount(3);
    await choose(page, 'Filter by status', 'Completed');
    await expect(page.getByRole('article')).toHaveCount(1);
    await choose(page, 'Filter by priority', 'Low');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('No matching tasks')).toBeVisible();
    await choose(page, 'Filter by status', 'All statuses');
    await expect(page.getByRole('article')).toHaveCount(1);
    await choose(page, 'Filter by priority', 'All priorities');
  });

  await test.step('the history lists each change', async () => {
    await card(page, `Gamma launch ${tag}`).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Modification history' });
    await expect(history.getByText('changed the status')).toBeVisible();
    await expect(history.getByText('created the task')).toBeVisible();
    await expectAccessible(page);
    await history.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a failed save keeps the form open with an error', async () => {
    await page.route('**/trpc/tasks.create**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill(`Never saved ${tag}`);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Error while saving')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.unroute('**/trpc/tasks.create**');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, `Never saved ${tag}`)).toHaveCount(0);
  });
  await me.context.close();
});

test('the urgent view and the French board, in the dark theme', async ({ browser }) => {
  const tag = uniqueTag();
  const me = await newUserContext(browser, { name: `Urgent ${tag}`, language: 'fr', theme: 'dark' });
  const page = me.page;
  const outage = await createTask(page, { title: `Serveur en panne ${tag}`, priority: 'urgent' });
  await createTask(page, { title: `Devis client ${tag}`, priority: 'high', dueDate: dayFromToday(1) });
  const later = await createTask(page, {
    title: `Plus tard ${tag}`,
    priority: 'high',
    dueDate: dayFromToday(5),
  });

  await page.goto('/urgent');
  await expect(page.getByRole('heading', { name: 'Urgent et en retard', level: 1 })).toBeVisible();
  // The list is read in pages; the heading counts every urgent task (the shared database has others).
  await expect(page.getByTestId('urgent-total')).toHaveText(/^[\d\s\u202f]+ tâches urgentes$/);
  await page.getByRole('searchbox').fill(tag);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, `Plus tard ${tag}`)).toHaveCount(0);
  await expectAccessible(page);

  await test.step('the urgent list follows task events live, in its order', async () => {
    await createTask(page, { title: `Facture en retard ${tag}`, priority: 'low', dueDate: dayFromToday(-1) });
    await expect(page.getByRole('article')).toHaveCount(3, LIVE);
    await page.request.patch(`/api/tasks/${later.id}`, { data: { dueDate: dayFromToday(0) } });
    await expect(page.getByRole('article')).toHaveCount(4, LIVE);
    await expect(page.getByRole('article')).toHaveText([
      new RegExp(`Serveur en panne ${tag}`),
      new RegExp(`Plus tard ${tag}`),
      new RegExp(`Devis client ${tag}`),
      new RegExp(`Facture en retard ${tag}`),
    ]);
    await setStatus(page, outage.id, 'done');
    await expect(card(page, `Serveur en panne ${tag}`)).toHaveCount(0, LIVE);
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  await test.step("the card's status change shows at once, before the server has it", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/tasks.updateStatus**', async (route) => {
      await held;
      await route.continue();
    });
    await choose(page, `Statut de Devis client ${tag}`, 'Terminé');
    await expect(card(page, `Devis client ${tag}`)).toHaveCount(0);
    const answered = page.waitForResponse('**/trpc/tasks.updateStatus**');
    release();
    await answered;
    await page.unroute('**/trpc/tasks.updateStatus**');
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Liste des tâches', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').fill(tag);
  await card(page, `Plus tard ${tag}`).getByRole('button', { name: 'Supprimer' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Êtes-vous sûr de vouloir supprimer cette tâche ?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await card(page, `Plus tard ${tag}`).getByRole('button', { name: 'Historique' }).click();
  await expect(page.getByRole('dialog', { name: 'Historique des modifications' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'tasks-history-fr-dark');
  await me.context.close();
});

test('the urgent list reads its next page as it scrolls', async ({ browser }) => {
  const tag = uniqueTag();
  const me = await newUserContext(browser, { name: `Pages ${tag}` });
  const page = me.page;
  // More urgent tasks than one page (100) holds, whatever else the shared server has.
  for (let i = 0; i < 105; i++) {
    await createTask(page, { title: `Batch ${tag} ${i}`, priority: 'urgent', dueDate: dayFromToday(-1) });
  }
  await page.goto('/urgent');
  await expect(page.getByRole('heading', { name: 'Urgent & overdue', level: 1 })).toBeVisible();
  // Every card says how long the loaded list is (aria-setsize): one page at first.
  const cards = page.getByRole('list', { name: 'Tasks', exact: true }).getByRole('listitem');
  const loaded = () => cards.first().getAttribute('aria-setsize').then(Number);
  await expect.poll(loaded).toBe(100);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(loaded, LIVE).toBeGreaterThan(100);
  await me.context.close();
});
