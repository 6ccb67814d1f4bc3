// Issue 19's combined journey: two members plan a week on the board. Ana writes a
// task's description with a mention of Ben (through the @ picker), gives it two
// labels and a checklist of three items, then drags its card from To Do to In
// Progress with the mouse. Ben, on the board in the dark theme, gets the mention
// notification and sees every change live: the description (in the task's own
// view), the label chips, "0/3" and the card in In Progress. Ana then acts on
// the card with the bulk bar from the board, and a search that hides it drops it
// from her selection. Axe on both boards.
import type { Page } from '@playwright/test';
import {
  boardCard,
  boardColumn,
  dragCardTo,
  expect,
  expectAccessible,
  newUserContext,
  openBoard,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('a description with a mention, labels, a checklist and a drag across the board reach the other member live', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}`, theme: 'dark' });
  const title = `Plan the week ${tag}`;
  const alpha = `Alpha ${tag}`;
  const bug = `Bug ${tag}`;
  const { id } = await createTask(ana.page, { title });

  // Ben watches the board; Ana works from the list first, then switches to the board.
  await openBoard(ben.page, tag);
  const benCard = boardCard(ben.page, title);
  await expect(boardColumn(ben.page, 'To Do')).toContainText(title);
  await ana.page.goto(`/app?view=list&q=${tag}`);
  await expect(row(ana.page, title)).toBeVisible();

  await test.step('Ana writes the description, mentioning Ben with the picker, and adds two labels', async () => {
    await row(ana.page, title).getByRole('button', { name: 'Edit' }).click();
    const form = ana.page.getByRole('dialog', { name: 'Edit task' });
    const description = form.getByRole('textbox', { name: 'Description' });
    await description.pressSequentially(`Owner: @ben ${tag}`);
    const picker = form.getByRole('listbox', { name: 'Members to mention' });
    await expect(picker.getByRole('option', { name: ben.user.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await description.press('Enter');
    await expect(picker).toBeHidden();
    await description.pressSequentially('ships on Friday.');
    await expect(description).toHaveValue(`Owner: @[${ben.user.name}](user:${ben.user.id}) ships on Friday.`);
    const labels = form.getByRole('group', { name: 'Labels' });
    const newLabel = labels.getByRole('textbox', { name: 'New label' });
    for (const name of [bug, alpha]) {
      // Enter adds the label (chosen) without submitting the task.
      await newLabel.fill(name);
      await newLabel.press('Enter');
      await expect(labels.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('Ben gets the mention notification and sees the labels on his card', async () => {
    await expect(
      ben.page
        .getByRole('region', { name: 'Notifications' })
        .getByText(`${ana.user.name} mentioned you in “${title}”`),
    ).toBeVisible();
    await expect(benCard.getByRole('list', { name: 'Labels' }).getByRole('listitem')).toHaveText([
      alpha,
      bug,
    ]);
  });

  await test.step('Ben opens the task from the board: the description names him; closing returns to the board', async () => {
    await benCard.getByRole('link', { name: title, exact: true }).click();
    await expect(ben.page).toHaveURL(new RegExp(`/app/tasks/${id}`));
    const dialog = ben.page.getByRole('dialog', { name: title });
    const description = dialog.getByRole('region', { name: 'Description' });
    await expect(description.getByText('ships on Friday.')).toBeVisible();
    await expect(description.getByText(`@${ben.user.name}`, { exact: true })).toBeVisible();
    // The activity shows the change with the mention by name too, never its stored token.
    const activity = dialog.getByRole('region', { name: 'Activity' });
    await expect(activity.getByText(`@${ben.user.name}`, { exact: true }).first()).toBeVisible();
    await expect(activity).not.toContainText('](user:');
    await ben.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ben.page).toHaveURL(/view=board/);
    await expect(benCard).toBeVisible();
  });

  await test.step('Ana adds a checklist of three items in the task’s view; Ben’s card shows 0/3', async () => {
    await row(ana.page, title).getByRole('link', { name: title, exact: true }).click();
    const dialog = ana.page.getByRole('dialog', { name: title });
    const field = dialog.getByTestId('checklist-panel').getByRole('textbox', { name: 'New checklist item' });
    for (const text of ['Agenda', 'Room', 'Slides']) {
      await field.fill(text);
      await field.press('Enter');
      await expect(field).toHaveValue('');
    }
    await expect(dialog.getByTestId('checklist-panel').getByTestId('checklist-item')).toHaveCount(3);
    await expect(benCard.getByTestId('checklist-progress')).toContainText('0/3');
    await ana.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('Ana switches to the board and drags the card to In Progress; Ben sees it move', async () => {
    await ana.page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(ana.page.getByTestId('kanban-board')).toBeVisible();
    const anaCard = boardCard(ana.page, title);
    await expect(anaCard.getByRole('list', { name: 'Labels' }).getByRole('listitem')).toHaveText([
      alpha,
      bug,
    ]);
    await expect(anaCard.getByTestId('checklist-progress')).toContainText('0/3');
    await dragCardTo(ana.page, title, 'In Progress');
    await expect(boardColumn(ana.page, 'In Progress').getByTestId('kanban-count')).toHaveText('1 task');
    await expect(boardColumn(ben.page, 'In Progress')).toContainText(title);
    await expect(boardColumn(ben.page, 'To Do')).not.toContainText(title);
    await expect(boardColumn(ben.page, 'In Progress').getByTestId('kanban-count')).toHaveText('1 task');
    // The card carries everything over: labels and progress in its new column.
    const moved = boardColumn(ben.page, 'In Progress').getByTestId('kanban-card');
    await expect(moved.getByRole('list', { name: 'Labels' }).getByRole('listitem')).toHaveText([alpha, bug]);
    await expect(moved.getByTestId('checklist-progress')).toContainText('0/3');
  });

  await test.step('bulk actions work from the board; a search that hides the card drops it from the selection', async () => {
    const box = ana.page.getByRole('checkbox', { name: `Select “${title}”` });
    const bar = ana.page.getByRole('group', { name: 'Actions for 1 selected task' });
    await box.click();
    await expect(box).toBeChecked();
    await expect(boardCard(ana.page, title)).toHaveAttribute('data-selected', 'true');
    await expectAccessible(ana.page);
    await bar.getByRole('combobox', { name: 'Set priority…' }).click();
    await ana.page.getByRole('option', { name: 'Urgent' }).click();
    await expect(ana.page.getByTestId('toast').filter({ hasText: '1 task updated' })).toBeVisible();
    await expect(benCard.getByText('Urgent', { exact: true })).toBeVisible();

    const search = ana.page.getByRole('searchbox', { name: 'Search tasks' });
    await search.fill(`${tag} elsewhere`);
    await expect(boardCard(ana.page, title)).toHaveCount(0);
    await expect(bar).toHaveCount(0);
    await search.fill(tag);
    await expect(box).not.toBeChecked();
    await expect(ana.page.getByRole('group', { name: 'Bulk actions' })).toBeVisible();
  });

  await test.step('both boards are accessible, light and dark', async () => {
    await expectAccessible(ana.page);
    await expectAccessible(ben.page);
    await saveScreenshot(ben.page, 'task-team-week-board-dark');
  });

  await ana.context.close();
  await ben.context.close();
});
