// The board (issue 19): the list's tasks in To Do, In Progress and Completed,
// moved by mouse or keyboard (announced to screen readers), live for the other
// members, kept on the server, remembered per member, and usable on a phone in dark.
import type { Page } from '@playwright/test';
import {
  boardCard as card,
  boardColumn as column,
  dragCardTo as dragTo,
  expect,
  expectAccessible,
  boardHandle as handle,
  newUserContext,
  openBoard,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { createTask, uniqueTag } from '../task-calls.ts';

/** dnd-kit's live region (role=status), where the drag's announcements are read out. */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test('a card dragged across the board moves live for another member, and the board is remembered', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}` });
  const draft = `Draft ${tag}`;
  const review = `Review ${tag}`;
  await createTask(ana.page, { title: draft });
  await createTask(ana.page, { title: review });

  await test.step('the toolbar switches the list to the board', async () => {
    await ana.page.goto(`/app?q=${tag}`);
    await ana.page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(ana.page).toHaveURL(/view=board/);
    await expect(ana.page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(column(ana.page, 'To Do').getByTestId('kanban-count')).toHaveText('2 tasks');
    await expect(column(ana.page, 'In Progress').getByTestId('kanban-count')).toHaveText('0 tasks');
    // The newest task tops its column.
    await expect(column(ana.page, 'To Do').getByRole('link')).toHaveText([review, draft]);
    await expectAccessible(ana.page);
  });

  await openBoard(ben.page, tag);
  await expect(card(ben.page, draft)).toBeVisible();

  await test.step('Ana drags Draft to In Progress; Ben sees it move', async () => {
    await dragTo(ana.page, draft, 'In Progress');
    await expect(card(ana.page, draft)).toHaveCount(1);
    await expect(column(ana.page, 'In Progress').getByTestId('kanban-count')).toHaveText('1 task');
    await expect(column(ben.page, 'In Progress')).toContainText(draft);
    await expect(column(ben.page, 'To Do')).not.toContainText(draft);
    await expect(column(ben.page, 'To Do').getByTestId('kanban-count')).toHaveText('1 task');
    await saveScreenshot(ana.page, 'kanban-board-after-drag');
  });

  await test.step('the move is kept on the server and the choice of the board remembered', async () => {
    await ana.page.goto(`/app?q=${tag}`);
    await expect(ana.page).toHaveURL(/view=board/);
    await expect(column(ana.page, 'In Progress')).toContainText(draft);
    // Ben never chose the board: the plain address shows him the list.
    await ben.page.goto(`/app?q=${tag}`);
    await expect(ben.page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(ben.page.getByTestId('kanban-board')).toHaveCount(0);
  });

  await ana.context.close();
  await ben.context.close();
});

test('a keyboard-only move is announced, and a failed move goes back with an error', async ({ browser }) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Kim ${tag}` });
  const page = ana.page;
  const first = `Invoice ${tag}`;
  const second = `Quote ${tag}`;
  await createTask(page, { title: first });
  await createTask(page, { title: second });
  await openBoard(page, tag);
  await expect(column(page, 'To Do').getByRole('link')).toHaveText([second, first]);

  await test.step('space picks up, arrows move, space drops', async () => {
    await handle(page, second).focus();
    await page.keyboard.press('Space');
    await expect(announcement(page)).toContainText(`Picked up task “${second}” in To Do.`);
    await page.keyboard.press('ArrowRight');
    await expect(announcement(page)).toContainText(`Task “${second}” is over In Progress, position 1 of 1.`);
    await page.keyboard.press('Space');
    await expect(announcement(page)).toContainText(
      `Task “${second}” dropped in In Progress, position 1 of 1.`,
    );
    await expect(column(page, 'In Progress')).toContainText(second);
    await expect(column(page, 'To Do').getByTestId('kanban-count')).toHaveText('1 task');
    await expectAccessible(page);
  });

  await test.step('the move reached the server', async () => {
    await page.reload();
    await expect(column(page, 'In Progress')).toContainText(second);
  });

  await test.step('a move the server never gets goes back where it was, with the reason', async () => {
    await page.route('**/trpc/tasks.move**', (route) => route.abort());
    // Each key waits for the previous one's announcement: the drag must have started
    // (and measured the columns) before an arrow can move it.
    await handle(page, first).focus();
    await page.keyboard.press('Space');
    await expect(announcement(page)).toContainText(`Picked up task “${first}” in To Do.`);
    await page.keyboard.press('ArrowRight');
    await expect(announcement(page)).toContainText(`Task “${first}” is over In Progress`);
    await page.keyboard.press('Space');
    await expect(page.getByRole('alert').filter({ hasText: 'could not be moved' })).toBeVisible();
    await expect(column(page, 'To Do')).toContainText(first);
    await expect(column(page, 'In Progress')).not.toContainText(first);
    await page.unroute('**/trpc/tasks.move**');
  });

  await ana.context.close();
});

test('the board on a phone in dark: columns scroll inside the board, never the page', async ({ browser }) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Noor ${tag}`, theme: 'dark', language: 'fr' });
  const page = ana.page;
  await page.setViewportSize({ width: 390, height: 844 });
  await createTask(page, { title: `Téléphone ${tag}` });
  await openBoard(page, tag);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(column(page, 'À faire').getByTestId('kanban-count')).toHaveText('1 tâche');
  await expect(page.getByRole('button', { name: `Déplacer « Téléphone ${tag} »` })).toBeVisible();
  const widths = await page.evaluate(() => {
    const columns = document.querySelector('[data-testid="kanban-column"]')?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      columns: columns ? columns.scrollWidth - columns.clientWidth : 0,
    };
  });
  expect(widths.page).toBeLessThanOrEqual(0);
  expect(widths.columns).toBeGreaterThan(0);
  await expectAccessible(page);
  await saveScreenshot(page, 'kanban-board-phone-dark-fr');
  await ana.context.close();
});
