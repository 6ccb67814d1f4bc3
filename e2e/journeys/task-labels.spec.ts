// The team's labels: created from the task form (named and coloured in place),
// shown as chips on the card, renamed in the label manager and seen renamed live by
// another member, deleted after a confirmation that names the label (gone from every
// card), in light and dark, on a phone, accessible throughout.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
/** The card's chips; `name` is the list's name in the page's language. */
const chips = (page: Page, title: string, name = 'Labels') => card(page, title).getByRole('list', { name });

async function openList(page: Page, tag: string) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
}

test('labels are created from the form, shown on cards, renamed live and deleted with confirmation', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const bug = `Bug ${tag}`;
  const alpha = `Alpha ${tag}`;
  const defect = `Defect ${tag}`;
  const title = `Fix the login ${tag}`;
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const bo = await newUserContext(browser, { name: `Bo ${tag}`, language: 'fr' });
  await openList(ana.page, tag);
  await bo.page.goto('/app');
  await bo.page.getByRole('searchbox').fill(tag);

  await test.step('two labels are created from the task form and chosen for the new task', async () => {
    const page = ana.page;
    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill(title);
    const labels = dialog.getByRole('group', { name: 'Labels' });
    await labels.getByRole('textbox', { name: 'New label' }).fill(bug);
    await labels.getByRole('combobox', { name: 'Colour of the new label' }).click();
    await page.getByRole('option', { name: 'Red' }).click();
    await labels.getByRole('button', { name: 'Add label' }).click();
    await expect(labels.getByRole('button', { name: bug })).toHaveAttribute('aria-pressed', 'true');
    // Enter in the name adds the label and does not submit the task.
    await labels.getByRole('textbox', { name: 'New label' }).fill(alpha);
    await labels.getByRole('textbox', { name: 'New label' }).press('Enter');
    await expect(labels.getByRole('button', { name: alpha })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'task-labels-form');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the card shows them as chips, by name, for both members', async () => {
    await expect(chips(ana.page, title).getByRole('listitem')).toHaveText([alpha, bug]);
    await expect(chips(bo.page, title, 'Étiquettes').getByRole('listitem')).toHaveText([alpha, bug]);
    await expectAccessible(ana.page);
  });

  await test.step('a rename in the label manager reaches the other member live', async () => {
    const page = ana.page;
    await page.getByRole('button', { name: 'Manage labels' }).click();
    const manager = page.getByRole('dialog', { name: 'Labels' });
    const name = manager.getByRole('textbox', { name: `Name of the label ${bug}` });
    await name.fill(defect);
    await manager.getByRole('button', { name: `Save the label ${bug}` }).click();
    await expect(manager.getByRole('textbox', { name: `Name of the label ${defect}` })).toHaveValue(defect);
    await expect(chips(bo.page, title, 'Étiquettes').getByRole('listitem')).toHaveText([alpha, defect]);
    // The manager is modal (the page behind it is hidden from assistive tech): the card is checked once it closes.
    await expectAccessible(page);
  });

  await test.step('a delete asks first, naming the label, and removes it from every card', async () => {
    const page = ana.page;
    const manager = page.getByRole('dialog', { name: 'Labels' });
    await manager.getByRole('button', { name: `Delete the label ${alpha}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the label “${alpha}”?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(manager.getByRole('textbox', { name: `Name of the label ${alpha}` })).toBeVisible();
    await manager.getByRole('button', { name: `Delete the label ${alpha}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete label' }).click();
    await expect(manager.getByRole('textbox', { name: `Name of the label ${alpha}` })).toHaveCount(0);
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(manager).toBeHidden();
    await expect(page.getByRole('button', { name: 'Manage labels' })).toBeFocused();
    await expect(chips(page, title).getByRole('listitem')).toHaveText([defect]);
    await expect(chips(bo.page, title, 'Étiquettes').getByRole('listitem')).toHaveText([defect]);
  });

  await test.step('dark theme on a phone: chips, picker and manager readable and accessible', async () => {
    const phone = await newUserContext(browser, { as: 'demo', theme: 'dark' });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await openList(phone.page, tag);
    const onPhone = card(phone.page, title);
    await expect(chips(phone.page, title).getByRole('listitem')).toHaveText([defect]);
    expect(await onPhone.evaluate((el) => el.scrollWidth <= el.clientWidth), 'no overflow').toBe(true);
    await expectAccessible(phone.page);
    await onPhone.getByRole('button', { name: 'Edit' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Edit task' });
    await expect(
      dialog.getByRole('group', { name: 'Labels' }).getByRole('button', { name: defect }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(phone.page);
    await saveScreenshot(phone.page, 'task-labels-form-dark-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await phone.page.getByRole('button', { name: 'Manage labels' }).click();
    await expect(phone.page.getByRole('dialog', { name: 'Labels' })).toBeVisible();
    await expectAccessible(phone.page);
    await saveScreenshot(phone.page, 'task-labels-manager-dark-phone');
    await phone.context.close();
  });

  await ana.context.close();
  await bo.context.close();
});
