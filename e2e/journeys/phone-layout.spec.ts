// Phone layout (issue 20): every screen at 390x844 with touch, in light and dark:
// no sideways scrolling and tap targets of at least 44x44 px (e2e/phone-checks.ts,
// with its short allow-list), a screenshot of each for a person to look at.
import type { Browser, Page } from '@playwright/test';
import { baseUrl, expect, newUserContext, test } from '../fixtures.ts';
import { expectPhoneFriendly, PHONE } from '../phone-checks.ts';
import { createTask, dayFromToday, uniqueTag } from '../task-calls.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-s5';

async function phone(browser: Browser, theme: 'light' | 'dark') {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl(), locale: 'en-US' });
  await context.addInitScript((t) => localStorage.setItem('theme-preference', t), theme);
  return { context, page: await context.newPage() };
}

async function register(page: Page, name: string) {
  const res = await page.request.post('/api/auth/register', {
    data: { name, email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`, password: 'secret1' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user;
}

for (const theme of ['light', 'dark'] as const) {
  test(`every screen fits a phone with touch-sized targets (${theme})`, async ({ browser }) => {
    const tag = uniqueTag();
    const { context, page } = await phone(browser, theme);
    const check = (name: string) => expectPhoneFriendly(page, `${name}-${theme}`, SHOTS);

    await test.step('login', async () => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await check('login');
    });

    const me = await register(page, `Phone ${tag}`);
    const title = `Phone task ${tag}`;
    const task = await createTask(page, { title, dueDate: dayFromToday(1), assigneeId: me.id });

    await test.step('list and a card’s actions', async () => {
      await page.goto(`/app?q=${tag}`);
      await expect(page.getByText(title).first()).toBeVisible();
      await check('list');
      await page
        .getByRole('combobox', { name: `Status of ${title}` })
        .first()
        .tap();
      await expect(page.getByRole('listbox')).toBeVisible();
      await check('card-actions');
      await page.keyboard.press('Escape');
    });

    await test.step('board', async () => {
      await page.goto(`/app?view=board&q=${tag}`);
      await expect(page.getByTestId('kanban-board')).toBeVisible();
      await check('board');
    });

    await test.step('new task form', async () => {
      await page.goto(`/app?q=${tag}`);
      await page.getByRole('button', { name: 'New task' }).tap();
      await expect(page.getByRole('dialog', { name: 'New task' })).toBeVisible();
      await check('form');
      await page.keyboard.press('Escape');
    });

    await test.step('a task with its comments', async () => {
      await page.request.post(`/api/tasks/${task.id}/comments`, { data: { content: `A comment ${tag}` } });
      await page.goto(`/app/tasks/${task.id}`);
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await page.getByRole('dialog', { name: title }).getByRole('button', { name: '1 comment' }).tap();
      await expect(page.getByRole('textbox', { name: 'New comment' })).toBeVisible();
      await check('task-comments');
    });

    await test.step('inbox', async () => {
      // Someone else's comment on my task: the inbox holds an item whose link is measured too
      // (a reminder of the due date may add another, depending on the minute).
      const other = await newUserContext(browser);
      await other.page.request.post(`/api/tasks/${task.id}/comments`, { data: { content: `Seen ${tag}` } });
      await other.context.close();
      await page.goto('/app');
      await page.getByTestId('inbox-bell').tap();
      await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Inbox' }).getByRole('link', { name: title }).first(),
      ).toBeVisible();
      await check('inbox');
      await page.keyboard.press('Escape');
    });

    await test.step('calendar', async () => {
      await page.goto(`/app/calendar?q=${tag}`);
      await expect(page.getByRole('grid')).toBeVisible();
      await check('calendar');
    });

    for (const screen of ['dashboard', 'meeting', 'urgent', 'analytics'] as const) {
      await test.step(screen, async () => {
        await page.goto(`/${screen}`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await check(screen);
      });
    }
    await context.close();
  });
}
