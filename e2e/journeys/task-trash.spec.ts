// The trash (issue 23): a deleted task leaves every member's list, waits in its
// owner's trash with who deleted it, comes back (same task) with Restore for everyone,
// and another is deleted for good after a confirmation. Light and dark, on a phone,
// accessible throughout.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, test } from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

const LIVE = { timeout: 10_000 };
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openList(page: Page, tag: string) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
}

async function openTrash(page: Page) {
  await page.getByRole('button', { name: 'Export and import' }).click();
  await page.getByRole('menuitem', { name: 'Trash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trash' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function deleteFromList(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, title)).toHaveCount(0);
}

test('a deleted task waits in the trash, is restored for everyone, and another is deleted for good', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const kept = `Quarterly report ${tag}`;
  const gone = `Old draft ${tag}`;
  const ana = await newUserContext(browser, { name: `Ana ${tag}`, theme: 'light' });
  const bo = await newUserContext(browser, { name: `Bo ${tag}` });
  await createTask(ana.page, { title: kept, priority: 'high' });
  await createTask(ana.page, { title: gone });
  await openList(ana.page, tag);
  await openList(bo.page, tag);
  await expect(card(bo.page, kept)).toBeVisible();

  await test.step('deleting takes the task out of both lists and into the owner’s trash', async () => {
    await deleteFromList(ana.page, kept);
    await deleteFromList(ana.page, gone);
    await expect(card(bo.page, kept)).toHaveCount(0, LIVE);
    const trash = await openTrash(ana.page);
    const row = trash.getByTestId('trash-row').filter({ hasText: kept });
    await expect(row).toContainText(`Deleted by ${ana.user.name}`);
    await expect(trash).toContainText('stay here for 30 days');
    await expectAccessible(ana.page);
    await ana.page.screenshot({ path: '/tmp/pw-s8/trash-light.png', fullPage: true });
  });

  await test.step('Restore brings the same task back, live for the other member', async () => {
    const trash = ana.page.getByRole('dialog', { name: 'Trash' });
    await trash.getByRole('button', { name: `Restore “${kept}”` }).click();
    await expect(trash.getByTestId('trash-row').filter({ hasText: kept })).toHaveCount(0);
    await expect(ana.page.getByText(`“${kept}” is back in the list`)).toBeVisible();
    await expect(card(bo.page, kept)).toBeVisible(LIVE);
  });

  await test.step('Delete for good asks first, then the task is gone from the trash', async () => {
    const trash = ana.page.getByRole('dialog', { name: 'Trash' });
    await trash.getByRole('button', { name: `Delete for good “${gone}”` }).click();
    const confirm = ana.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Delete “${gone}” for good?`);
    await confirm.getByRole('button', { name: 'Delete for good' }).click();
    await expect(trash.getByTestId('trash-row').filter({ hasText: gone })).toHaveCount(0);
    await trash.getByRole('button', { name: 'Close' }).first().click();
    await expect(card(ana.page, kept)).toBeVisible();
  });

  await test.step('on a phone in the dark theme the trash is usable and accessible', async () => {
    const phone = await newUserContext(browser, { name: `Phone ${tag}`, theme: 'dark' });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    const task = `Phone task ${tag}`;
    await createTask(phone.page, { title: task });
    await openList(phone.page, tag);
    await deleteFromList(phone.page, task);
    const trash = await openTrash(phone.page);
    await expect(trash.getByRole('button', { name: `Restore “${task}”` })).toBeVisible();
    await expectAccessible(phone.page);
    await phone.page.screenshot({ path: '/tmp/pw-s8/trash-phone-dark.png', fullPage: true });
    await phone.context.close();
  });

  await Promise.all([ana.context.close(), bo.context.close()]);
});
