// Finding work (issue 19): the list's filters and sort live in its address (reload
// and a shared link show the same view), compact rows fit 15 tasks on a 1080p
// screen, and the list answers the keyboard (c, /, j/k, Enter, e, x, ?) but never
// while typing or with a dialog open.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { createTask, dayFromToday, uniqueTag } from '../task-calls.ts';

const rows = (page: Page) => page.getByRole('article');
const titles = (page: Page) => rows(page).getByRole('heading', { level: 3 });
const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

test('filters and sort are in the address: reload and a shared link show the same view', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const page = ana.page;
  const mine = (title: string, extra: object) =>
    createTask(page, { title: `${title} ${tag}`, assigneeId: ana.user.id, ...extra });
  await mine('Today low', { priority: 'low', dueDate: dayFromToday(0) });
  await mine('Later medium', { priority: 'medium', dueDate: dayFromToday(30) });
  await createTask(page, { title: `Late urgent ${tag}`, priority: 'urgent', dueDate: dayFromToday(-2) });
  await createTask(page, { title: `Undated high ${tag}`, priority: 'high' });

  const label = async (name: string) => {
    const res = await page.request.post('/api/labels', { data: { name: `${name} ${tag}`, color: 'teal' } });
    expect(res.status(), 'create a label').toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const [bug, docs] = [await label('Bug'), await label('Docs')];
  for (const [title, id] of [
    [`Labelled bug ${tag}`, bug],
    [`Labelled docs ${tag}`, docs],
  ] as const) {
    const res = await page.request.post('/api/tasks', { data: { title, labelIds: [id] } });
    expect(res.status(), `create "${title}"`).toBe(201);
  }

  await page.goto(`/app?q=${tag}`);
  await expect(titles(page)).toHaveCount(6);

  await test.step('one label, then two (a task with any of them), in the address', async () => {
    await page.getByRole('button', { name: 'Labels', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: `Bug ${tag}` }).click();
    await expect(titles(page)).toHaveText([`Labelled bug ${tag}`]);
    await expect(page).toHaveURL(new RegExp(`labels=${bug}`));
    await page.getByRole('menuitemcheckbox', { name: `Docs ${tag}` }).click();
    await expect(titles(page)).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Clear labels' }).click();
    await expect(titles(page)).toHaveCount(6);
    await expect(page).not.toHaveURL(/labels=/);
  });

  await test.step('assignee "me", then a due filter, each written into the address', async () => {
    await choose(page, 'Filter by assignee', 'Assigned to me');
    await expect(titles(page)).toHaveText([`Today low ${tag}`, `Later medium ${tag}`]);
    await expect(page).toHaveURL(/assignee=me/);
    await choose(page, 'Filter by due date', 'Due today');
    await expect(titles(page)).toHaveText([`Today low ${tag}`]);
    await expect(page).toHaveURL(/due=today/);
    await choose(page, 'Filter by due date', 'Any due date');
    await expect(page).not.toHaveURL(/due=/);
    await choose(page, 'Filter by assignee', 'Nobody');
    await expect(titles(page)).toHaveText([
      `Late urgent ${tag}`,
      `Labelled docs ${tag}`,
      `Labelled bug ${tag}`,
      `Undated high ${tag}`,
    ]);
    await choose(page, 'Filter by due date', 'Overdue');
    await expect(titles(page)).toHaveText([`Late urgent ${tag}`]);
    await choose(page, 'Filter by due date', 'No due date');
    await expect(titles(page)).toHaveCount(3);
    await choose(page, 'Filter by due date', 'Any due date');
  });

  await test.step('a member as assignee and a sort by priority; a reload restores them', async () => {
    await choose(page, 'Filter by assignee', new RegExp(`Ana ${tag}`));
    await expect(page).toHaveURL(new RegExp(`assignee=${ana.user.id}`));
    await choose(page, 'Sort by', 'Priority');
    await expect(page).toHaveURL(/sort=priority/);
    await expect(titles(page)).toHaveText([`Later medium ${tag}`, `Today low ${tag}`]);
    await choose(page, 'Sort by', 'Due date');
    await expect(titles(page)).toHaveText([`Today low ${tag}`, `Later medium ${tag}`]);
    await choose(page, 'Sort by', 'Priority');
    await page.reload();
    await expect(titles(page)).toHaveText([`Later medium ${tag}`, `Today low ${tag}`]);
    await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue(tag);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Priority');
    await expect(page.getByRole('combobox', { name: 'Filter by assignee' })).toContainText(`Ana ${tag}`);
    await expect(page.getByTestId('found-count')).toHaveText('2 tasks found');
  });

  await test.step('the address shared with another member shows the same view', async () => {
    const ben = await newUserContext(browser, { name: `Ben ${tag}` });
    await ben.page.goto(page.url());
    await expect(titles(ben.page)).toHaveText([`Later medium ${tag}`, `Today low ${tag}`]);
    await expect(ben.page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Priority');
    await ben.context.close();
  });

  await test.step('an unknown value in the address is ignored, the rest is kept', async () => {
    await page.goto(`/app?q=${tag}&sort=sideways&due=yesterday&assignee=nobody&status=later&labels=x,${bug}`);
    await expect(titles(page)).toHaveText([`Labelled bug ${tag}`]);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Default order');
    await expectAccessible(page);
  });
  await ana.context.close();
});

test('compact rows show 15 tasks on 1080p; the keyboard moves, opens, edits and selects', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const me = await newUserContext(browser, { name: `Keys ${tag}` });
  const page = me.page;
  await page.setViewportSize({ width: 1920, height: 1080 });
  // Created one after another: the newest comes first in SPEC's order (no due dates).
  for (let i = 1; i <= 18; i++) await createTask(page, { title: `Row ${String(i).padStart(2, '0')} ${tag}` });
  const first = `Row 18 ${tag}`;
  const second = `Row 17 ${tag}`;
  await page.goto(`/app?q=${tag}`);
  await expect(titles(page).first()).toHaveText(first);

  await test.step('at least 15 rows fit in a 1920x1080 window', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() =>
        rows(page).evaluateAll(
          (els) =>
            els.filter((el) => {
              const box = el.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            }).length,
        ),
      )
      .toBeGreaterThanOrEqual(15);
    await saveScreenshot(page, 'task-finding-compact-1080p');
  });

  await test.step('j and k move the current task, x selects it, e edits it', async () => {
    await page.keyboard.press('j');
    await expect(row(page, first)).toBeFocused();
    await page.keyboard.press('j');
    await expect(row(page, second)).toBeFocused();
    await page.keyboard.press('k');
    await expect(row(page, first)).toBeFocused();
    await page.keyboard.press('x');
    await expect(row(page, first)).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('selected-count')).toHaveText('1 task selected');
    await page.keyboard.press('x');
    await expect(page.getByTestId('selected-count')).toHaveCount(0);
    await page.keyboard.press('e');
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await expect(edit.getByLabel('Title')).toHaveValue(first);
    // A dialog is open: the list's keys are the dialog's.
    await edit.getByLabel('Title').press('End');
    await page.keyboard.press('j');
    await expect(edit.getByLabel('Title')).toHaveValue(`${first}j`);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });

  await test.step('/ goes to the search, where letters are typed, not shortcuts', async () => {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue(tag);
    await page.keyboard.type(' c');
    await expect(search).toHaveValue(`${tag} c`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await search.fill(tag);
    await search.blur();
  });

  await test.step('c opens a new task, ? the list of keys', async () => {
    await page.keyboard.press('c');
    const create = page.getByRole('dialog', { name: 'New task' });
    await expect(create).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(create).toBeHidden();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help.getByRole('term')).toHaveText(['c', '/', 'j', 'k', 'Enter', 'e', 'x', '?']);
    await expect(help.getByText('Select or unselect the task')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  await test.step('Enter opens the current task on its own address', async () => {
    // The current task is still the first one: j goes on from it.
    await page.keyboard.press('j');
    await expect(row(page, second)).toBeFocused();
    const id = await row(page, second).getAttribute('data-task-id');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/app/tasks/${id}`));
    await page.goBack();
    await expect(page).toHaveURL(/\/app\?q=/);
  });

  await test.step('the comfortable density shows whole cards and is remembered', async () => {
    await choose(page, 'Density', 'Comfortable');
    await expect(row(page, first).getByText('Owner')).toBeVisible();
    await page.reload();
    await expect(row(page, first).getByText('Owner')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Density' })).toHaveText('Comfortable');
    await choose(page, 'Density', 'Compact');
    await expect(row(page, first).getByText('Owner')).toHaveCount(0);
  });
  await me.context.close();
});

test('dark theme on a phone: filters and compact rows fit and stay accessible', async ({ browser }) => {
  const tag = uniqueTag();
  const me = await newUserContext(browser, { name: `Phone ${tag}`, theme: 'dark', language: 'fr' });
  const page = me.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await createTask(page, {
    title: `Téléphone ${tag} avec un titre assez long pour passer à la ligne`,
    priority: 'urgent',
    dueDate: dayFromToday(-1),
  });
  await createTask(page, { title: `Ordinateur ${tag}`, priority: 'low' });
  await page.goto(`/app?q=${tag}&due=overdue&sort=priority`);
  await expect(titles(page)).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: "Filtrer par date d'échéance" })).toHaveText('En retard');
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveText('Priorité');
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, 'nothing overflows the phone').toBe(true);
  await expectAccessible(page);
  await saveScreenshot(page, 'task-finding-dark-phone');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeVisible();
  await expectAccessible(page);
  await me.context.close();
});
