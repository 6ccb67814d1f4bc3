// Bulk actions: a member ticks a task, shift-clicks a third to select the range
// between, sets their priority in one request and deletes them after one
// confirmation naming how many; a toast says it each time, and a second member
// sees every change live. The bar is checked for accessibility in light on a
// desktop and in dark on a phone.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

const cards = (page: Page) => page.getByTestId('task-card');
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const box = (page: Page, title: string) => page.getByRole('checkbox', { name: `Select “${title}”` });

async function openList(page: Page, tag: string) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
}

test('select a range with shift-click, set the priority of three tasks and delete them, seen live', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}` });
  const titles = ['one', 'two', 'three', 'four'].map((n) => `Bulk ${n} ${tag}`);
  for (const title of titles) await createTask(ana.page, { title, priority: 'low' });

  await openList(ana.page, tag);
  await openList(ben.page, tag);
  await expect(cards(ana.page)).toHaveCount(4);
  await expect(cards(ben.page)).toHaveCount(4);
  // The list's own order (SPEC's), whatever it is: the range is taken as shown.
  const shown = await cards(ana.page).evaluateAll((els) =>
    els.map((el) => el.querySelector('h3')?.textContent ?? ''),
  );
  const [first, second, third, fourth] = shown as [string, string, string, string];
  const bar = ana.page.getByRole('group', { name: /selected task/ });

  await test.step('a click and a shift-click select the three tasks from the first to the third', async () => {
    await box(ana.page, first).click();
    await box(ana.page, third).click({ modifiers: ['Shift'] });
    for (const title of [first, second, third]) await expect(box(ana.page, title)).toBeChecked();
    await expect(box(ana.page, fourth)).not.toBeChecked();
    await expect(bar).toHaveAccessibleName('Actions for 3 selected tasks');
    await expectAccessible(ana.page);
    await saveScreenshot(ana.page, 'task-bulk-selected');
  });

  await test.step('their priority is set in one request; a toast says so and the other member sees it', async () => {
    const requests: string[] = [];
    ana.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('tasks.bulk')) requests.push(r.url());
    });
    await bar.getByRole('combobox', { name: 'Set priority…' }).click();
    await ana.page.getByRole('option', { name: 'Urgent' }).click();
    await expect(ana.page.getByTestId('toast').filter({ hasText: '3 tasks updated' })).toBeVisible();
    expect(requests).toHaveLength(1);
    for (const title of [first, second, third]) {
      await expect(card(ana.page, title).getByText('Urgent', { exact: true })).toBeVisible();
      await expect(card(ben.page, title).getByText('Urgent', { exact: true })).toBeVisible();
    }
    await expect(card(ben.page, fourth).getByText('Low', { exact: true })).toBeVisible();
  });

  await test.step('deleting asks once, naming how many, then removes all three for both members', async () => {
    await bar.getByRole('button', { name: 'Delete 3 tasks' }).click();
    const confirm = ana.page.getByRole('alertdialog', { name: 'Delete 3 tasks?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(ana.page);
    await confirm.getByRole('button', { name: 'Delete 3 tasks' }).click();
    await expect(confirm).toBeHidden();
    await expect(ana.page.getByTestId('toast').filter({ hasText: '3 tasks deleted' })).toBeVisible();
    await expect(cards(ana.page)).toHaveCount(1);
    await expect(card(ana.page, fourth)).toBeVisible();
    await expect(cards(ben.page)).toHaveCount(1);
    await expect(card(ben.page, fourth)).toBeVisible();
    // Nothing stays selected once its tasks are gone.
    await expect(bar).toHaveCount(0);
    await expect(box(ana.page, fourth)).not.toBeChecked();
    // The delete button left with the selection: the focus is on the bar's first button.
    await expect(ana.page.getByRole('button', { name: 'Select the 1 task shown' })).toBeFocused();
  });

  await ana.context.close();
  await ben.context.close();
});

test('the bulk bar on a phone in dark', async ({ browser }) => {
  const tag = uniqueTag();
  const phone = await newUserContext(browser, { name: `Pia ${tag}`, theme: 'dark' });
  await phone.page.setViewportSize({ width: 390, height: 844 });
  const titles = ['left', 'right'].map((n) => `Phone bulk ${n} ${tag}`);
  for (const title of titles) await createTask(phone.page, { title });
  await openList(phone.page, tag);
  await expect(cards(phone.page)).toHaveCount(2);

  await phone.page.getByRole('button', { name: 'Select all 2 tasks shown' }).click();
  for (const title of titles) await expect(box(phone.page, title)).toBeChecked();
  const bar = phone.page.getByRole('group', { name: 'Actions for 2 selected tasks' });
  await expect(bar).toBeInViewport();
  await saveScreenshot(phone.page, 'task-bulk-phone-dark');
  await bar.getByRole('combobox', { name: 'Set status…' }).click();
  await phone.page.getByRole('option', { name: 'In Progress' }).click();
  const statusToast = phone.page.getByTestId('toast').filter({ hasText: '2 tasks updated' });
  await expect(statusToast).toBeVisible();
  await expectAccessible(phone.page);
  // Dismissed, so the labels' own toast below is told apart from this one.
  await statusToast.getByRole('button').click();
  await expect(statusToast).toHaveCount(0);

  // Labels: the selected tasks get exactly the ones ticked.
  const labelName = `Phone label ${tag}`;
  const label = await phone.page.request.post('/api/labels', { data: { name: labelName, color: 'teal' } });
  expect(label.status()).toBe(201);
  await bar.getByRole('button', { name: 'Labels…' }).click();
  const dialog = phone.page.getByRole('dialog', { name: 'Labels of 2 tasks' });
  await dialog.getByRole('checkbox', { name: labelName }).click();
  await expectAccessible(phone.page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Labels…' })).toBeFocused();
  await expect(phone.page.getByTestId('toast').filter({ hasText: '2 tasks updated' })).toBeVisible();
  const list = (await (await phone.page.request.get('/api/tasks')).json()) as {
    title: string;
    labels: { name: string }[];
  }[];
  for (const title of titles) {
    expect(list.find((task) => task.title === title)?.labels.map((l) => l.name)).toEqual([labelName]);
  }

  await bar.getByRole('button', { name: 'Clear selection' }).click();
  for (const title of titles) await expect(box(phone.page, title)).not.toBeChecked();
  await phone.context.close();
});
