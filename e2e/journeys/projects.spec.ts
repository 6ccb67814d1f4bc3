// Projects (issue 31): a member creates a project (its key suggested from the name),
// adds a second member, who sees it appear live; a task created in it carries its
// reference where projects mix; the header's switcher narrows the list to it (and is
// remembered); a task moved to another project gets that project's next reference;
// the projects, settings and members pages are accessible, in dark on a phone too.
import type { Page } from '@playwright/test';
import { GENERAL_PROJECT_ID } from '../../packages/domain/src/project/project-constants.ts';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** The header's switcher, whatever it shows: its hidden word ("Project") comes first. */
const switcher = (page: Page, word = 'Project') =>
  page.getByRole('button', { name: new RegExp(`^${word} `) });

/** No part of the page scrolls sideways (the header's screens row scrolls in itself). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(client);
}

test('a project is created, shared, switched to, and a task moved out of it with a new reference', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const key = `P${tag.toUpperCase()}`;
  const name = `Web shop ${tag}`;
  const inProject = `Design the home page ${tag}`;
  const inGeneral = `Pay the invoice ${tag}`;
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const bo = await newUserContext(browser, { name: `Bo ${tag}`, language: 'fr' });
  const page = ana.page;

  await test.step('the second member’s projects page shows General only, for now', async () => {
    await bo.page.goto('/app/projects');
    await expect(bo.page.getByRole('heading', { name: 'Projets', level: 1 })).toBeVisible();
    await expect(bo.page.getByRole('heading', { name: 'General', level: 2 })).toBeVisible();
    await expect(bo.page.getByRole('heading', { name, level: 2 })).toHaveCount(0);
  });

  await test.step('a new project: the key follows the name until one is typed', async () => {
    await page.goto('/app/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Key')).toHaveValue(/^WS/);
    await dialog.getByLabel('Key').fill(key.toLowerCase());
    await expect(dialog.getByLabel('Key')).toHaveValue(key);
    await dialog.getByLabel('Description').fill('The new shop.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Project “${name}” created`)).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Manager', { exact: true })).toBeVisible();
    await expect(card.getByText('Private', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'projects-page');
  });

  await test.step('its manager adds the second member, who sees the project appear live', async () => {
    await page.getByRole('link', { name: `Members of ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Members', level: 2 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(`Bo ${tag}`);
    await page.getByRole('button', { name: new RegExp(`^Add Bo ${tag} \\w+ as Member$`) }).click();
    const members = page.getByRole('list', { name: `Members of ${name}` });
    await expect(members.getByRole('listitem')).toHaveCount(2);
    await expect(members.getByRole('combobox', { name: new RegExp(`^Role of Bo ${tag}`) })).toHaveText(
      'Member',
    );
    await expect(page.getByText(new RegExp(`Bo ${tag} \\w+ added to the project`))).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'project-members');
    await expect(bo.page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(bo.page.getByRole('article', { name }).getByText('Membre', { exact: true })).toBeVisible();
  });

  await test.step('its settings are accessible, and read-only for a member who does not manage it', async () => {
    await page
      .getByRole('navigation', { name: 'Project pages' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expectAccessible(page);
    await bo.page.getByRole('link', { name: `Paramètres de ${name}` }).click();
    await expect(
      bo.page.getByText('Seuls les responsables du projet peuvent modifier ses paramètres.'),
    ).toBeVisible();
    await expect(bo.page.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(bo.page);
  });

  await test.step('a task created in it from the form shows its reference among all projects', async () => {
    await createTask(page, { title: inGeneral, projectId: GENERAL_PROJECT_ID });
    await page.goto('/app');
    await expect(switcher(page)).toHaveText(/All my projects/);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
    await expect(row(page, inGeneral)).toBeVisible();
    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill(inProject);
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveText(new RegExp(name));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, inProject).getByText(`${key}-1`, { exact: true })).toBeVisible();
    await expect(row(page, inGeneral).getByText(/^GEN-\d+$/)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the switcher (g p) narrows the list to the project, in the address and remembered', async () => {
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: 'All my projects' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectAccessible(page);
    await menu.getByRole('menuitemradio', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]project=${key}(&|$)`));
    await expect(switcher(page)).toHaveText(new RegExp(name));
    await expect(row(page, inProject)).toBeVisible();
    await expect(row(page, inGeneral)).toHaveCount(0);
    // One project's view: every row would carry the same key, so none does.
    await expect(row(page, inProject).getByText(`${key}-1`, { exact: true })).toHaveCount(0);
    await saveScreenshot(page, 'projects-scoped-list');
    // Opening /app again restores it.
    await page.goto('/app');
    await expect(page).toHaveURL(new RegExp(`[?&]project=${key}(&|$)`));
    await expect(switcher(page)).toHaveText(new RegExp(name));
  });

  let moved = '';
  await test.step('a task moved to General gets General’s next reference and leaves the project’s list', async () => {
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
    await row(page, inProject).getByRole('link', { name: inProject }).click();
    const detail = page.getByRole('dialog', { name: inProject });
    await expect(detail.getByText(`${key}-1`, { exact: true })).toBeVisible();
    await detail.getByRole('combobox', { name: 'Move to another project' }).click();
    await page.getByRole('option', { name: /^General/ }).click();
    await detail.getByRole('button', { name: 'Move' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Moved to General: now GEN-' });
    await expect(toast).toBeVisible();
    moved = /GEN-\d+/.exec((await toast.textContent()) ?? '')?.[0] ?? '';
    expect(moved).toMatch(/^GEN-\d+$/);
    await expect(detail.getByText(moved, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect(row(page, inProject)).toHaveCount(0);
  });

  await test.step('the new reference opens the task, as its id does', async () => {
    await page.goto(`/app/tasks/${moved}`);
    const detail = page.getByRole('dialog', { name: inProject });
    await expect(detail.getByText(moved, { exact: true })).toBeVisible();
    await expect(detail.getByText('General', { exact: true })).toBeVisible();
  });

  await test.step('dark theme on a phone: the pages and the switcher fit and are accessible', async () => {
    await page.evaluate(() => localStorage.setItem('theme-preference', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/projects');
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await saveScreenshot(page, 'projects-page-dark-phone');
    await switcher(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'projects-switcher-dark-phone');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    for (const tab of ['members', 'settings']) {
      await page.goto(`/app/projects/${key}/${tab}`);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      await saveScreenshot(page, `project-${tab}-dark-phone`);
    }
  });

  await ana.context.close();
  await bo.context.close();
});
