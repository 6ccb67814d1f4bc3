// A restarted server cannot replay the events an open page missed (its recovery
// state went with the old process): the page must notice and refetch what it
// shows. This journey restarts a server, so it runs its own instance, on its own
// port and database, and leaves the shared one alone.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { createTestDatabase } from '@tm/test-support/test-database';
import type { TaskStatus } from '../../packages/domain/src/task/task.schema.ts';
import { DEMO_ACCOUNTS, expect, expectAccessible, test } from '../fixtures.ts';
import { freePort, startServer, stopServer } from '../test-server.ts';

// A restart on a loaded 2-core machine takes a while; the page then waits for its next reconnection attempt.
const AFTER_RESTART = { timeout: 60_000 };

/** A server of this journey's own, restartable on the same port with the same data. */
async function ownServer() {
  const db = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-resync-'));
  const port = await freePort();
  const env = { DATA_DIR: dataDir, SEED_DEMO: '1', ...(db ? { DATABASE_URL: db.url } : {}) };
  let running: ChildProcess | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    start: async () => {
      running = await startServer(port, env);
    },
    stop: async () => {
      if (running) await stopServer(running);
      running = null;
    },
    remove: async () => {
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signInDemo(request: APIRequestContext): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), 'sign in').toBe(200);
}

async function createTask(request: APIRequestContext, title: string): Promise<{ id: string }> {
  const res = await request.post('/api/tasks', { data: { title } });
  expect(res.status(), `create "${title}"`).toBe(201);
  return res.json();
}

async function publish(request: APIRequestContext, id: string): Promise<void> {
  const res = await request.patch(`/api/tasks/${id}/visibility`, {
    data: { isPublic: true, publicSummary: null },
  });
  expect(res.status(), 'publish').toBe(200);
}

/** The number the header shows for one status. */
const headerCount = (page: Page, status: TaskStatus) =>
  page.getByTestId(`count-${status}`).locator('span').first();
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const publicRow = (page: Page, title: string) => page.getByTestId('active-task').filter({ hasText: title });

test('an open board and dashboard show a task created while their server restarted, without reload, and the header counts follow', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(360_000);
  const instance = await ownServer();
  try {
    await instance.start();
    const context = await browser.newContext({ baseURL: instance.url, locale: 'en-US' });
    const page = await context.newPage();
    await signInDemo(page.request);
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
    await expect(headerCount(page, 'todo')).toHaveText('0');
    // A visitor's public dashboard, on the same server: its socket is the anonymous one.
    const visitor = await browser.newContext({ baseURL: instance.url, locale: 'en-US' });
    const dashboard = await visitor.newPage();
    await dashboard.goto('/dashboard');
    await expect(dashboard.getByText('Live', { exact: true })).toBeVisible();

    await test.step('while connected, a new task and a status change arrive live, counts included', async () => {
      const { id } = await createTask(page.request, 'Written before the restart');
      await expect(card(page, 'Written before the restart')).toBeVisible();
      await expect(headerCount(page, 'todo')).toHaveText('1');
      const res = await page.request.patch(`/api/tasks/${id}`, { data: { status: 'doing' } });
      expect(res.status()).toBe(200);
      await expect(headerCount(page, 'doing')).toHaveText('1');
      await expect(headerCount(page, 'todo')).toHaveText('0');
      // A visitor's public dashboard, on the same server: its socket is the anonymous one.
      const visitor = await browser.newContext({ baseURL: instance.url, locale: 'en-US' });
      const dashboard = await visitor.newPage();
      await dashboard.goto('/dashboard');
      await expect(dashboard.getByText('Live', { exact: true })).toBeVisible();
    });

    const title = 'Written while the board was away';
    await test.step('the server restarts; a task is created before the page can reconnect', async () => {
      // Offline, the page cannot reach the new process before the task exists, so
      // only a refetch on reconnection (not a live event) can show it.
      await context.setOffline(true);
      await visitor.setOffline(true);
      await instance.stop();
      await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeVisible();
      await expectAccessible(page);
      await instance.start();
      const other = await playwright.request.newContext({ baseURL: instance.url });
      await signInDemo(other);
      await publish(other, (await createTask(other, title)).id);
      await other.dispose();
      await context.setOffline(false);
      await visitor.setOffline(false);
    });

    await test.step('the page reconnects to the new process and refetches the board and the counts', async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Connection lost' })).toBeHidden(AFTER_RESTART);
      await expect(card(page, title)).toBeVisible(AFTER_RESTART);
      await expect(card(page, 'Written before the restart')).toBeVisible();
      await expect(headerCount(page, 'todo')).toHaveText('1', AFTER_RESTART);
      await expect(headerCount(page, 'doing')).toHaveText('1');
    });

    await test.step("the visitor's dashboard refetches the public list too", async () => {
      await expect(publicRow(dashboard, title)).toBeVisible(AFTER_RESTART);
      await expect(dashboard.getByText('Live', { exact: true })).toBeVisible();
    });
    await visitor.close();
    await context.close();
  } finally {
    await instance.stop();
    await instance.remove();
  }
});
