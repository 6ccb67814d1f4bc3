// Closing a dialog gives the focus back to what opened it (issue 19), also for the
// shell's mf-admin panels, which open by state from a header button or a profile
// menu item (whose menu is gone by then: its button takes the focus).
import { expect, signIn, test } from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

test('dialogs opened by state give the focus back to what opened them when closed', async ({ page }) => {
  await signIn(page, 'demo');
  const title = `Focus ${uniqueTag()}`;
  await createTask(page, { title });
  await page.goto('/app');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(title);
  const card = page.getByRole('article', { name: title, exact: true });
  const newTask = page.getByRole('button', { name: 'New Task' });
  await newTask.click();
  await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(newTask).toBeFocused();
  // A card's history and its delete confirmation (cancelled) give it back to their buttons too.
  const history = card.getByRole('button', { name: 'History' });
  await history.click();
  await expect(page.getByRole('dialog', { name: 'Modification history' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(history).toBeFocused();
  const remove = card.getByRole('button', { name: 'Delete' });
  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();

  const cal = page.getByRole('button', { name: 'Calendar' });
  await cal.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(cal).toBeFocused();
  const menu = page.getByRole('button', { name: /Profile menu/ });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toBeFocused();
  // By keyboard too.
  await menu.press('Enter');
  await page.getByRole('menuitem', { name: 'E-mail notification settings' }).press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toBeFocused();
});
