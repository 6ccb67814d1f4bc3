// A task's checklist (issue 19): items added, ticked, edited and deleted in the task's
// own view, reordered with the keyboard alone (dnd-kit: space, arrows, space, each
// step read out), the progress "1/3" on the card; a second member on a phone in the
// dark theme sees every change live; axe in both.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const itemTexts = (panel: Locator) => panel.getByTestId('checklist-item').locator('label');
/** dnd-kit's live region: what a screen reader hears during a drag. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test('a checklist is built, ticked and reordered by keyboard, and seen live on a phone in the dark', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const bo = await newUserContext(browser, { name: `Bo ${tag}`, theme: 'dark' });
  await bo.page.setViewportSize({ width: 390, height: 844 });
  const title = `Trip ${tag}`;
  const created = await ana.page.request.post('/api/tasks', { data: { title } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const page = ana.page;
  await page.goto('/app');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
  await bo.page.goto('/app');
  await bo.page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
  const anaCard = card(page, title);
  const boCard = card(bo.page, title);
  await expect(boCard).toBeVisible();
  await expect(boCard.getByTestId('checklist-progress')).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: title });
  const panel = dialog.getByTestId('checklist-panel');
  await test.step('three items are added from the task’s own view', async () => {
    await anaCard.getByRole('link', { name: title, exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(panel.getByText('No items yet.')).toBeVisible();
    const field = panel.getByRole('textbox', { name: 'New checklist item' });
    for (const text of ['Passport', 'Tickets', 'Charger']) {
      await field.fill(text);
      await field.press('Enter');
      await expect(field).toHaveValue('');
    }
    await expect(itemTexts(panel)).toHaveText(['Passport', 'Tickets', 'Charger']);
    await expect(boCard.getByTestId('checklist-progress')).toContainText('0/3');
  });

  await test.step('ticking one shows 1/3 on both members’ cards', async () => {
    await panel.getByRole('checkbox', { name: 'Tickets' }).click();
    await expect(panel.getByRole('checkbox', { name: 'Tickets' })).toBeChecked();
    await expect(panel.getByRole('heading', { name: /Checklist/ })).toContainText('Checklist: 1 of 3 done');
    // Behind the open dialog the list is hidden from the accessibility tree: found by its id.
    const behind = page.locator(`[data-testid="task-card"][data-task-id="${id}"]`);
    await expect(behind.getByTestId('checklist-progress')).toContainText('1/3');
    await expect(boCard.getByTestId('checklist-progress')).toContainText('1/3');
    await expectAccessible(page);
    await expectAccessible(bo.page); // the list with the progress badge, dark, on a phone
  });

  const boDialog = bo.page.getByRole('dialog', { name: title });
  const boPanel = boDialog.getByTestId('checklist-panel');
  await test.step('the other member opens the task on a phone', async () => {
    await boCard.getByRole('link', { name: title, exact: true }).click();
    await expect(bo.page).toHaveURL(new RegExp(`/app/tasks/${id}`));
    await expect(itemTexts(boPanel)).toHaveText(['Passport', 'Tickets', 'Charger']);
    await expect(boPanel.getByRole('checkbox', { name: 'Tickets' })).toBeChecked();
    await expectAccessible(bo.page);
    await saveScreenshot(bo.page, 'task-checklist-phone-dark');
  });

  await test.step('“Charger” moves to the top by keyboard alone, announced at each step', async () => {
    const handle = panel.getByRole('button', { name: 'Move “Charger”' });
    await handle.focus();
    await handle.press('Space');
    await expect(announced(page)).toHaveText('Picked up “Charger”, position 3 of 3.');
    // dnd-kit listens for the arrows from a timer set when the drag starts; a timer of
    // ours set after it fires after it (same delay, queued later), so no arrow is missed.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press('ArrowUp');
    await expect(announced(page)).toHaveText('“Charger” is now at position 2 of 3.');
    await page.keyboard.press('ArrowUp');
    await expect(announced(page)).toHaveText('“Charger” is now at position 1 of 3.');
    await page.keyboard.press('Space');
    await expect(announced(page)).toHaveText('Dropped “Charger” at position 1 of 3.');
    await expect(itemTexts(panel)).toHaveText(['Charger', 'Passport', 'Tickets']);
    // The other member's order comes from the server's event: the server's order.
    await expect(itemTexts(boPanel)).toHaveText(['Charger', 'Passport', 'Tickets']);
  });

  await test.step('an edit and a delete reach the other member too', async () => {
    await panel.getByRole('button', { name: 'Edit “Passport”' }).click();
    const edit = panel.getByRole('textbox', { name: 'Text of “Passport”' });
    await expect(edit).toBeFocused();
    await edit.fill('Passport and ID');
    await edit.press('Enter');
    await expect(panel.getByRole('button', { name: 'Edit “Passport and ID”' })).toBeFocused();
    await panel.getByRole('button', { name: 'Delete “Charger”' }).click();
    await expect(itemTexts(panel)).toHaveText(['Passport and ID', 'Tickets']);
    await expect(itemTexts(boPanel)).toHaveText(['Passport and ID', 'Tickets']);
    await expect(boPanel.getByRole('heading', { name: /Checklist/ })).toContainText('1 of 2 done');
    await expectAccessible(bo.page);
  });

  await test.step('an over-long item is refused with the reason, and stays in the field', async () => {
    const res = await page.request.post(`/api/tasks/${id}/checklist`, { data: { text: 'x'.repeat(501) } });
    expect([res.status(), ((await res.json()) as { code: string }).code]).toEqual([
      400,
      'CHECKLIST_TEXT_TOO_LONG',
    ]);
    await expect(itemTexts(panel)).toHaveText(['Passport and ID', 'Tickets']);
  });

  await ana.context.close();
  await bo.context.close();
});
