// A task of its own (issue 19): the title opens /app/tasks/{id} over the list, which
// survives a reload and can be shared; closing gives the focus back to the title;
// the owner stops a weekly repetition there; a delete confirmation names the task
// and a toast follows; a deleted task's address answers "not found".
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function createRepeatingTask(page: Page, title: string): Promise<string> {
  const res = await page.request.post('/api/tasks', {
    data: { title, description: `Notes for ${title}`, recurrencePattern: 'weekly' },
  });
  expect(res.status(), `create "${title}"`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a task opens at its own address, is shared, stops repeating, and is deleted by name, focus kept', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const page = ana.page;
  const title = `Weekly review ${tag}`;
  const id = await createRepeatingTask(page, title);
  // A neighbour in the filtered list: it takes the focus once the first is deleted.
  const neighbour = `Neighbour ${tag}`;
  expect((await page.request.post('/api/tasks', { data: { title: neighbour } })).status()).toBe(201);

  await page.goto('/app');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
  const row = card(page, title);
  await expect(row.getByTestId('repeats-chip')).toHaveText('Repeats weekly');
  // The comment box is in the task's own view, not on the list.
  await expect(row.getByLabel('New comment')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: title });
  await test.step('the title opens the detail view at /app/tasks/{id}, over the list', async () => {
    const link = row.getByRole('link', { name: title, exact: true });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/app/tasks/${id}\\?`));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Notes for ${title}`)).toBeVisible();
    await expect(dialog.getByTestId('repeats-chip')).toHaveCount(0); // the owner gets the control
    await expectAccessible(page);
  });

  await test.step('a comment shows in the activity, after the creation', async () => {
    await dialog.getByLabel('New comment').fill(`First thought ${tag}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    const feed = dialog.getByTestId('activity-feed');
    await expect(feed.getByRole('listitem')).toHaveCount(2);
    await expect(feed.getByRole('listitem').nth(1)).toContainText(`First thought ${tag}`);
  });

  await test.step('the owner stops the repetition; the card loses its chip', async () => {
    await dialog.getByRole('button', { name: 'Stop repeating' }).click();
    await expect(page.getByRole('status').getByText('Repetition saved')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stop repeating' })).toHaveCount(0);
    await expect(dialog.getByRole('combobox', { name: 'Repetition' })).toHaveText(/Does not repeat/);
    await expect(row.getByTestId('repeats-chip')).toHaveCount(0);
  });

  await test.step('closing returns to the list as it was, with the focus on the title', async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/app\?/);
    await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue(tag);
    await expect(row.getByRole('link', { name: title, exact: true })).toBeFocused();
  });

  const other = await newUserContext(browser, { name: `Bob ${tag}` });
  await test.step('a reload and a shared address open the same task', async () => {
    await page.goto(`/app/tasks/${id}`);
    await expect(dialog).toBeVisible();
    await other.page.goto(`/app/tasks/${id}`);
    const shared = other.page.getByRole('dialog', { name: title });
    await expect(shared).toBeVisible();
    await expect(shared.getByText(`First thought ${tag}`).first()).toBeVisible();
    // Not the owner: no control over the repetition.
    await expect(shared.getByRole('combobox', { name: 'Repetition' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the delete confirmation names the task, a toast follows', async () => {
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`“${title}” will be deleted`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').getByText(`Task “${title}” deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);
    // The button that asked is gone with its card: the focus goes to the neighbour's title.
    await expect(card(page, neighbour).getByRole('link', { name: neighbour, exact: true })).toBeFocused();
  });

  await test.step('the open view and the address of a deleted task say "not found"', async () => {
    const shared = other.page.getByRole('dialog', { name: 'Task not found' });
    await expect(shared.getByText('This task does not exist or was deleted.')).toBeVisible();
    await page.goto(`/app/tasks/${id}`);
    const missing = page.getByRole('dialog', { name: 'Task not found' });
    await expect(missing).toBeVisible();
    await expectAccessible(page);
    await missing.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  });
  await other.context.close();
  await ana.context.close();
});

test('the detail view in dark on a phone, in French', async ({ browser }) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Léa ${tag}`, language: 'fr', theme: 'dark' });
  const page = ana.page;
  await page.setViewportSize({ width: 390, height: 844 });
  const title = `Revue ${tag}`;
  const id = await createRepeatingTask(page, title);

  await page.goto('/app');
  await page.getByRole('searchbox').first().fill(tag);
  await expect(card(page, title).getByTestId('repeats-chip')).toHaveText('Se répète chaque semaine');
  await card(page, title).getByRole('link', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/app/tasks/${id}`));
  await expect(dialog.getByRole('button', { name: 'Arrêter la récurrence' })).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'task-detail-phone-dark-fr');
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(card(page, title).getByRole('link', { name: title, exact: true })).toBeFocused();
  await ana.context.close();
});
