// The calendar (issue 20): tasks by due date in a month or a week, rescheduled by
// dragging a task to another day or with the keyboard alone; the list's filters
// apply; accessible in both themes.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, test } from '../fixtures.ts';
import { createTask, dayFromToday, uniqueTag } from '../task-calls.ts';

/** A day of the calendar by its date (the cell carries it as data-day). */
const day = (page: Page, date: string) => page.locator(`td[data-day="${date}"]`);
/** A task on the calendar by its title (the chip's name starts with it). */
const chip = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}, due `) });

async function dueDateOf(page: Page, id: string): Promise<string | null> {
  const res = await page.request.get(`/api/tasks/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { dueDate: string | null }).dueDate;
}

// A week far from today, so the journey never crosses a month end or meets today's tasks.
const WEEK = { wed: '2030-06-12', fri: '2030-06-14', sat: '2030-06-15' };

test('a task dragged to another day gets that due date, on the server and in the history', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const title = `Invoice ${tag}`;
  const task = await createTask(ana.page, { title, dueDate: WEEK.wed });

  await ana.page.goto(`/app/calendar?cal=week&date=${WEEK.wed}&q=${tag}`);
  await expect(ana.page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(ana.page.getByTestId('calendar-period')).toHaveText('week of 10 June 2030');
  await expect(day(ana.page, WEEK.wed).getByRole('button')).toHaveText(title);

  const from = await chip(ana.page, title).boundingBox();
  const to = await day(ana.page, WEEK.fri).boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await ana.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await ana.page.mouse.down();
  await ana.page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 3 });
  await ana.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect(day(ana.page, WEEK.fri)).toHaveAttribute('data-over', 'true');
  await ana.page.mouse.up();

  await expect(day(ana.page, WEEK.fri).getByRole('button')).toHaveText(title);
  await expect(day(ana.page, WEEK.wed).getByRole('button')).toHaveCount(0);
  await expect.poll(() => dueDateOf(ana.page, task.id)).toBe(WEEK.fri);
  const history = await ana.page.request.get(`/api/tasks/${task.id}/history`);
  expect(JSON.stringify(await history.json())).toContain(WEEK.fri);
  await ana.page.screenshot({ path: '/tmp/pw-s5/calendar-week-after-drag.png', fullPage: true });
  await ana.context.close();
});

test('the keyboard moves focus between days and moves a task: Space, arrows, Space', async ({ browser }) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Kim ${tag}` });
  const title = `Report ${tag}`;
  const task = await createTask(ana.page, { title, dueDate: WEEK.wed });
  await ana.page.goto(`/app/calendar?cal=week&date=${WEEK.wed}&q=${tag}`);
  await expect(chip(ana.page, title)).toBeVisible();

  await test.step('arrow keys move the focus from day to day', async () => {
    // The shown date holds the roving focus (today is not in this week): one tab stop for the grid.
    await ana.page.locator('td[tabindex="0"]').focus();
    await expect(day(ana.page, WEEK.wed)).toBeFocused();
    await ana.page.keyboard.press('ArrowRight');
    await expect(day(ana.page, '2030-06-13')).toBeFocused();
    await ana.page.keyboard.press('End');
    await expect(day(ana.page, '2030-06-16')).toBeFocused();
    await ana.page.keyboard.press('ArrowLeft');
    await expect(day(ana.page, WEEK.sat)).toBeFocused();
  });

  await test.step('Space picks the task up, arrows choose the day, Space drops it', async () => {
    await chip(ana.page, title).focus();
    await ana.page.keyboard.press('Space');
    await expect(ana.page.getByTestId('calendar-announcement')).toContainText(`Picked up “${title}”`);
    await ana.page.keyboard.press('ArrowRight');
    await ana.page.keyboard.press('ArrowRight');
    await ana.page.keyboard.press('ArrowRight');
    await expect(day(ana.page, WEEK.sat)).toHaveAttribute('data-over', 'true');
    await expect(ana.page.getByTestId('calendar-announcement')).toContainText('Saturday 15 June 2030');
    await ana.page.keyboard.press('Space');
    await expect(day(ana.page, WEEK.sat).getByRole('button')).toHaveText(title);
    await expect(chip(ana.page, title)).toBeFocused();
    await expect.poll(() => dueDateOf(ana.page, task.id)).toBe(WEEK.sat);
    // Nothing opened the task: Space is the pick-up key, not a click.
    await expect(ana.page).toHaveURL(/\/app\/calendar/);
  });

  await test.step('Escape cancels a move, Enter opens the task', async () => {
    await ana.page.keyboard.press('Space');
    await ana.page.keyboard.press('ArrowLeft');
    await ana.page.keyboard.press('Escape');
    await expect(ana.page.getByTestId('calendar-announcement')).toContainText('Move cancelled');
    expect(await dueDateOf(ana.page, task.id)).toBe(WEEK.sat);
    await ana.page.keyboard.press('Enter');
    await expect(ana.page).toHaveURL(new RegExp(`/app/tasks/${task.id}`));
  });
  await ana.context.close();
});

test('the list filters and the scope apply; month view marks today; accessible in light and dark', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Lea ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}` });
  const today = dayFromToday(0);
  await createTask(ana.page, { title: `Mine ${tag}`, dueDate: today, priority: 'high' });
  await createTask(ben.page, { title: `Theirs ${tag}`, dueDate: today, priority: 'low' });

  await ana.page.goto(`/app/calendar?q=${tag}`);
  const cell = day(ana.page, today);
  await expect(cell).toHaveAttribute('aria-current', 'date');
  await expect(cell.getByTestId('calendar-day-label')).toHaveText(/, 2 tasks \(today\)$/);
  await expect(cell.getByRole('button')).toHaveCount(2);

  await ana.page.getByRole('button', { name: 'Mine', exact: true }).click();
  await expect(ana.page).toHaveURL(/scope=mine/);
  await expect(cell.getByRole('button')).toHaveText([`Mine ${tag}`]);
  await ana.page.getByRole('button', { name: 'All tasks', exact: true }).click();
  await expect(cell.getByRole('button')).toHaveCount(2);
  // The list's own filters (here: priority from the address) narrow the calendar too.
  await ana.page.goto(`/app/calendar?q=${tag}&priority=low`);
  await expect(cell.getByRole('button')).toHaveText([`Theirs ${tag}`]);
  await ana.page.goto(`/app/calendar?q=${tag}`);
  await expect(cell.getByRole('button')).toHaveCount(2);
  await expectAccessible(ana.page);
  await ana.page.screenshot({ path: '/tmp/pw-s5/calendar-month-light.png', fullPage: true });

  const dark = await newUserContext(browser, { name: `Dora ${tag}`, theme: 'dark', language: 'fr' });
  await dark.page.goto(`/app/calendar?q=${tag}`);
  await expect(dark.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(dark.page.getByRole('heading', { name: 'Calendrier', level: 1 })).toBeVisible();
  // French weeks start on Monday.
  await expect(dark.page.getByRole('columnheader').first()).toHaveText(/^lu/i);
  await expect(day(dark.page, today).getByRole('button')).toHaveCount(2);
  await expectAccessible(dark.page);
  await dark.page.getByRole('button', { name: 'Semaine', exact: true }).click();
  await expect(day(dark.page, today)).toBeVisible();
  await expectAccessible(dark.page);
  await dark.page.screenshot({ path: '/tmp/pw-s5/calendar-week-dark-fr.png', fullPage: true });
  await ana.context.close();
  await ben.context.close();
  await dark.context.close();
});
