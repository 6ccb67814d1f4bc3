// Issue 24: the wall screen and the meeting screen carry a room. Kiosk mode at TV sizes in
// both themes, every active task in turn with a live change in the middle, a stale state
// when updates stop, presenter mode, and analytics with time.
//
// This journey runs on a server of its own: paging counts every public task, and other
// journeys publish tasks on the shared server at any moment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { createTestDatabase } from '@tm/test-support/test-database';
import { DEMO_ACCOUNTS, expect, expectAccessible, test } from '../fixtures.ts';
import { dayFromToday } from '../task-calls.ts';
import { freePort, startServer, stopServer } from '../test-server.ts';

const SHOTS = '/tmp/pw-s6';
const SIZES = [
  { name: '1080p', width: 1920, height: 1080, minTitlePx: 24 },
  { name: '4k', width: 3840, height: 2160, minTitlePx: 40 },
] as const;

let base = '';
let stopAll: () => Promise<void> = async () => {};
/** Stops this journey's server and starts it again on the same port and data (a restart). */
let restart: (whileDown: () => Promise<void>) => Promise<void> = async () => {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-wall-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    NAME_ONLY_LOGIN: '1',
    ...(db ? { DATABASE_URL: db.url } : {}),
  };
  let server = await startServer(port, env);
  base = `http://127.0.0.1:${port}`;
  restart = async (whileDown) => {
    await stopServer(server);
    await whileDown();
    server = await startServer(port, env);
  };
  stopAll = async () => {
    await stopServer(server);
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  fs.mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(async () => {
  await stopAll();
});

/** A browser of its own on this journey's server, in a language and theme, optionally signed in. */
async function open(
  browser: Browser,
  opts: { theme?: 'light' | 'dark'; width?: number; height?: number; signedIn?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'en-US',
    viewport: { width: opts.width ?? 1920, height: opts.height ?? 1080 },
  });
  await context.addInitScript((theme) => {
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('theme-preference', theme);
  }, opts.theme ?? 'light');
  const page = await context.newPage();
  if (opts.signedIn) await login(page.request);
  return { context, page };
}

async function login(request: APIRequestContext): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const res = await request.post(`${base}/api/auth/login`, { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

interface Seed {
  title: string;
  priority?: 'low' | 'medium' | 'high' | 'urgent';
  dueDate?: string | null;
  status?: 'todo' | 'doing' | 'done';
  assigneeId?: string | null;
  publish?: boolean;
}

async function seed(request: APIRequestContext, task: Seed): Promise<string> {
  const { status, publish, ...fields } = task;
  const res = await request.post(`${base}/api/tasks`, { data: fields });
  expect(res.status(), `create ${task.title}`).toBe(201);
  const { id } = (await res.json()) as { id: string };
  if (status)
    expect((await request.patch(`${base}/api/tasks/${id}`, { data: { status } })).status()).toBe(200);
  if (publish !== false) {
    const pub = await request.patch(`${base}/api/tasks/${id}/visibility`, { data: { isPublic: true } });
    expect(pub.status()).toBe(200);
  }
  return id;
}

/**
 * Opens `url` until `ready` shows. The built screens are shared with every other engineer's
 * builds on this machine: a load that raced a rebuild (a missing chunk) is tried again.
 */
async function openUntil(page: Page, url: string, ready: string): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 120_000 });
}

/** The computed font size, in CSS pixels, of the first element the locator finds. */
const fontPx = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));

test('the kiosk dashboard shows every active task in turn, overdue and urgent first, and keeps its place across a live change', async ({
  browser,
}) => {
  const member = await open(browser, { signedIn: true });
  // 30 active public tasks: 3 overdue, 2 urgent, 25 others created after them (so
  // "newest first" alone would push the late ones off the first page).
  for (let i = 1; i <= 3; i++)
    await seed(member.page.request, { title: `Late ${i}`, dueDate: dayFromToday(-2 - i) });
  for (let i = 1; i <= 2; i++) await seed(member.page.request, { title: `Fire ${i}`, priority: 'urgent' });
  for (let i = 1; i <= 25; i++)
    await seed(member.page.request, { title: `Routine ${String(i).padStart(2, '0')}` });
  await seed(member.page.request, { title: 'Finished long ago', status: 'done' });

  const wall = await open(browser);
  const page = wall.page;
  await openUntil(page, '/dashboard?kiosk=1&pageSeconds=10', 'pager-range');
  const range = page.getByTestId('pager-range');
  await expect(range).toHaveText('1–10 of 30');
  await expect(page.getByRole('heading', { name: 'Active tasks (30)' })).toBeVisible();

  await test.step('no app chrome and nothing to click', async () => {
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page.getByText('Sign in')).toHaveCount(0);
  });

  await test.step('overdue first, then urgent', async () => {
    const rows = page.getByTestId('active-task');
    await expect(rows).toHaveCount(10);
    for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toHaveAttribute('data-overdue', 'true');
    await expect(rows.nth(3)).toContainText('Fire');
    await expect(rows.nth(4)).toContainText('Fire');
    await expect(page.getByTestId('urgency-legend')).toContainText('Overdue');
    await expect(page.getByTestId('urgency-legend')).toContainText('Urgent');
  });

  await test.step('the page turns by itself', async () => {
    await expect(range).toHaveText('11–20 of 30', { timeout: 20_000 });
  });

  await test.step('a task published meanwhile is counted and the screen stays on its page', async () => {
    await seed(member.page.request, { title: 'Arrived live' });
    await expect(range).toHaveText('11–20 of 31', { timeout: 5_000 });
    await expect(page.getByRole('heading', { name: 'Active tasks (31)' })).toBeVisible();
  });

  await test.step('every task comes in turn, then the first page again', async () => {
    await expect(range).toHaveText('21–30 of 31', { timeout: 20_000 });
    await expect(range).toHaveText('31–31 of 31', { timeout: 20_000 });
    await expect(page.getByTestId('active-task')).toHaveCount(1);
    await expect(range).toHaveText('1–10 of 31', { timeout: 20_000 });
  });

  await wall.context.close();
  await member.context.close();
});

test('kiosk dashboard and meeting at 1920x1080 and 3840x2160, light and dark: titles readable across the room', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await open(browser, { signedIn: true });
  await seed(member.page.request, {
    title: 'Ship the release notes',
    priority: 'high',
    dueDate: dayFromToday(1),
  });
  await seed(member.page.request, {
    title: 'Fix the login outage',
    priority: 'urgent',
    dueDate: dayFromToday(-1),
    status: 'doing',
  });
  await member.context.close();

  for (const size of SIZES) {
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${size.name} ${theme}`, async () => {
        const wall = await open(browser, { theme, width: size.width, height: size.height });
        await openUntil(wall.page, '/dashboard?kiosk=1', 'active-task');
        expect(await fontPx(wall.page, '[data-testid="active-task"] p')).toBeGreaterThanOrEqual(
          size.minTitlePx,
        );
        await wall.page.screenshot({ path: `${SHOTS}/kiosk-dashboard-${size.name}-${theme}.png` });
        if (size.name === '1080p') await expectAccessible(wall.page);
        await wall.context.close();

        const room = await open(browser, { theme, width: size.width, height: size.height, signedIn: true });
        await openUntil(room.page, '/meeting?kiosk=1', 'critical-task');
        await expect(room.page.getByRole('button')).toHaveCount(0);
        await expect(room.page.getByRole('link')).toHaveCount(0);
        expect(await fontPx(room.page, '[data-testid="critical-task"] p')).toBeGreaterThanOrEqual(
          size.minTitlePx,
        );
        await expect(room.page.getByTestId('urgency-legend')).toContainText('Critical');
        await room.page.screenshot({ path: `${SHOTS}/kiosk-meeting-${size.name}-${theme}.png` });
        if (size.name === '1080p') await expectAccessible(room.page);
        await room.context.close();
      });
    }
  }
});

test('a wall screen shows when its data is stale and recovers by itself', async ({ browser }) => {
  test.setTimeout(240_000);
  const wall = await open(browser);
  await openUntil(wall.page, '/dashboard?kiosk=1', 'last-update');
  const updated = wall.page.getByTestId('last-update');
  await expect(updated).toHaveAttribute('data-stale', 'false');
  await expect(updated).toContainText(/Last update \d\d:\d\d:\d\d/);
  // The server goes away (a restart): the screen says its figures are old, then comes back by itself.
  await restart(async () => {
    await expect(updated).toHaveAttribute('data-stale', 'true');
    await expect(updated).toContainText('Not up to date');
    await wall.page.screenshot({ path: `${SHOTS}/kiosk-dashboard-stale.png` });
  });
  await expect(updated).toHaveAttribute('data-stale', 'false', { timeout: 120_000 });
  await expect(wall.page.getByTestId('active-task').first()).toBeVisible();
  await wall.context.close();
});

test('presenter mode steps through the critical tasks and takes the meeting’s decisions', async ({
  browser,
}) => {
  const { context, page } = await open(browser, { signedIn: true, width: 1280, height: 800 });
  const me = await login(page.request);
  const first = await seed(page.request, {
    title: 'Present A',
    priority: 'urgent',
    dueDate: dayFromToday(-3),
    assigneeId: me,
    publish: false,
  });
  await seed(page.request, {
    title: 'Present B',
    priority: 'urgent',
    dueDate: dayFromToday(-2),
    publish: false,
  });
  await page.request.post(`${base}/api/tasks/${first}/comments`, {
    data: { content: 'Blocked on the vendor' },
  });
  for (const text of ['Call vendor', 'Write fix']) {
    await page.request.post(`${base}/api/tasks/${first}/checklist`, { data: { text } });
  }

  await openUntil(page, '/meeting', 'critical-task');
  await expect(page.getByRole('heading', { name: 'Meeting mode', level: 1 })).toBeVisible();
  const critical = page.getByTestId('meeting-critical');
  // The counter's only digits are its value (the label has none).
  const before = Number((await critical.textContent())?.replace(/\D/g, ''));
  await expect(page.getByRole('link', { name: /In progress/ })).toHaveAttribute('href', '/app?status=doing');

  await page.getByTestId('presenter-button').click();
  const position = page.getByTestId('presenter-position');
  await expect(position).toHaveText(`Task 1 of ${before}`);
  const shown = page.getByTestId('presented-task');
  await expect(shown.getByRole('heading', { level: 2 })).toContainText('Present A');
  await expect(shown).toContainText('Blocked on the vendor');
  await expect(page.getByTestId('presenter-checklist')).toContainText('0 of 2 done');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/meeting-presenter.png` });

  await test.step('arrows and a clicker’s PageUp/PageDown step through', async () => {
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Task 2 of ${before}`);
    await expect(shown.getByRole('heading', { level: 2 })).toContainText('Present B');
    await page.keyboard.press('PageUp');
    await expect(position).toHaveText(`Task 1 of ${before}`);
    await page.keyboard.press('PageDown');
    await expect(position).toHaveText(`Task 2 of ${before}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Task 1 of ${before}`);
  });

  await test.step('change the due date and mark done from there', async () => {
    // Due in three days, "Present A" moves down the list (urgent tasks due later) and stays on screen.
    await page.getByLabel('Due date').fill(dayFromToday(3));
    await expect(shown).toHaveAttribute('data-overdue', 'false');
    await expect(shown.getByRole('heading', { level: 2 })).toContainText('Present A');
    await expect(position).not.toHaveText(`Task 1 of ${before}`);
    const moved = (await position.textContent()) ?? '';
    await page.getByRole('button', { name: 'Mark done' }).click();
    // Done, it leaves the list; the screen stays at its place, on the next task.
    await expect(position).toHaveText(moved.replace(` of ${before}`, ` of ${before - 1}`));
    await expect(shown.getByRole('heading', { level: 2 })).not.toContainText('Present A');
    const task = (await (await page.request.get(`${base}/api/tasks/${first}`)).json()) as {
      status: string;
      dueDate: string;
    };
    expect(task).toMatchObject({ status: 'done', dueDate: dayFromToday(3) });
  });

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('presenter')).toHaveCount(0);
  await expect(critical).toContainText(String(before - 1));
  await context.close();
});

test('analytics shows time: created vs completed, cycle time in minutes, overdue trend, labels, CSV, live', async ({
  browser,
}) => {
  for (const theme of ['light', 'dark'] as const) {
    const { context, page } = await open(browser, { signedIn: true, theme, width: 1280, height: 900 });
    if (theme === 'light') {
      // Done within minutes: the cycle time must read in minutes, never "0 h".
      await seed(page.request, { title: 'Quick one', status: 'done', publish: false });
    }
    await openUntil(page, '/analytics', 'analytics-trends');
    await expect(page.getByRole('heading', { name: 'Analytics & Reports', level: 1 })).toBeVisible();
    const trends = page.getByTestId('analytics-trends');
    await expect(trends).toBeVisible();
    await expect(page.getByTestId('chart-flow').locator('svg')).toBeVisible();
    await expect(page.getByTestId('chart-overdue').locator('svg')).toBeVisible();
    await expect(page.getByTestId('analytics-time')).toContainText('min');
    await expect(page.getByTestId('analytics-time')).not.toContainText('0 h');
    await trends.getByText('Show the figures as a table').click();
    await expect(page.getByTestId('trends-table').locator('tbody tr')).toHaveCount(31);
    await expect(page.getByTestId('urgency-legend')).toContainText('Overdue');
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/analytics-${theme}.png`, fullPage: true });

    if (theme === 'light') {
      await test.step('a task created elsewhere shows up without a reload', async () => {
        const total = page.getByTestId('analytics-total');
        const before = Number(
          (await total.locator('.tm-stat-card__value').textContent())?.replace(/\D/g, ''),
        );
        await page.evaluate(() => Object.assign(window, { __sameLoad: true }));
        const other = await open(browser, { signedIn: true });
        await seed(other.page.request, { title: 'Counted live', publish: false });
        await expect(total).toContainText(String(before + 1));
        expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(
          true,
        );
        await other.context.close();
      });

      await test.step('the CSV export holds the figures', async () => {
        const link = page.getByTestId('analytics-export');
        await expect(link).toHaveAttribute('href', '/api/analytics/export?days=30&format=csv');
        const download = page.waitForEvent('download');
        await link.click();
        const file = await (await download).path();
        const csv = fs.readFileSync(file, 'utf8');
        expect(csv.split('\r\n')[0]).toBe('section,item,metric,value');
        expect(csv).toContain('cycle_time,,median_seconds,');
      });
    }
    await context.close();
  }
});

test('on a phone: the dashboard’s pages, presenter mode and analytics over time', async ({ browser }) => {
  const phone = { width: 390, height: 844 };
  // More than a page of public tasks, whichever journeys ran before on this server.
  const author = await open(browser, { signedIn: true });
  // More than a page of public tasks, one of them critical for presenter mode.
  for (let i = 1; i <= 11; i++) {
    await seed(author.page.request, { title: `Phone page ${i}`, priority: i === 1 ? 'urgent' : 'medium' });
  }
  await author.context.close();
  const visitor = await open(browser, { theme: 'dark', ...phone });
  await openUntil(visitor.page, '/dashboard', 'pager-range');
  const range = visitor.page.getByTestId('pager-range');
  await expect(range).toContainText(/^1–10 of \d+$/);
  await visitor.page.getByRole('button', { name: 'Next page' }).click();
  await expect(range).toContainText(/^11–\d+ of \d+$/);
  await expect(visitor.page.getByTestId('kiosk-button')).toBeVisible();
  await expectAccessible(visitor.page);
  await visitor.page.screenshot({ path: `${SHOTS}/phone-dashboard-dark.png`, fullPage: true });
  await visitor.context.close();

  const member = await open(browser, { theme: 'light', signedIn: true, ...phone });
  await openUntil(member.page, '/meeting?present=1', 'presented-task');
  await expect(member.page.getByRole('button', { name: 'Mark done' })).toBeVisible();
  await expectAccessible(member.page);
  await member.page.screenshot({ path: `${SHOTS}/phone-presenter-light.png`, fullPage: true });
  await member.context.close();

  const reader = await open(browser, { theme: 'dark', signedIn: true, ...phone });
  await openUntil(reader.page, '/analytics?days=7', 'analytics-trends');
  await expect(reader.page.getByTestId('chart-flow').locator('svg')).toBeVisible();
  await expectAccessible(reader.page);
  await reader.page.screenshot({ path: `${SHOTS}/phone-analytics-dark.png`, fullPage: true });
  await reader.context.close();
});
