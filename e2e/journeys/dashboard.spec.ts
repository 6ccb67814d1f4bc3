// The public dashboard: anyone may watch it, and it follows what members do live.
import {
  expect,
  expectAccessible,
  newUserContext,
  saveScreenshot,
  signIn,
  test,
  usePreferences,
} from '../fixtures.ts';
import { claim, createTask, dayFromToday, publish, setStatus, uniqueTag } from '../task-calls.ts';

// SPEC: the dashboard is live. One second is the promise; no reload is allowed.
const LIVE = { timeout: 1_000 };

test('an anonymous dashboard follows a member publishing, claiming and completing a task', async ({
  page,
  browser,
}) => {
  await usePreferences(page, { language: 'fr' });
  // Nobody is signed in: the list arrives on the anonymous viewers' event stream (issue 25), not Socket.IO.
  const stream = page.waitForResponse((res) => res.url().endsWith('/api/tasks/public/stream'));
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/dashboard');
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  await expect(page.getByRole('heading', { name: 'Dashboard Public', level: 1 })).toBeVisible();
  await expect(page.getByText("Vue d'ensemble des tâches publiques en temps réel")).toBeVisible();
  await expect(page.getByText('En direct')).toBeVisible();
  await expect(page.getByTestId('last-update')).toContainText('Dernière mise à jour');
  // Marks this page load: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { __sameLoad: true }));

  const member = await newUserContext(browser, { name: 'Publisher' });
  const title = `Livraison ${uniqueTag()}`;
  const task = await createTask(member.page, { title, priority: 'urgent', dueDate: dayFromToday(-1) });
  const row = page.getByTestId('active-task').filter({ hasText: title });

  await test.step('publishing shows the task', async () => {
    await publish(member.page, task.id);
    await expect(row).toBeVisible(LIVE);
    await expect(row.getByText('Urgente')).toBeVisible();
    await expect(row.getByText('À faire')).toBeVisible();
    await expect(row).toHaveAttribute('data-overdue', 'true');
    await expect(row.getByRole('button', { name: 'Prendre en charge' })).toBeVisible();
  });

  await test.step('claiming shows who took it', async () => {
    await claim(member.page, task.id);
    await expect(row.getByText(member.user.name)).toBeVisible(LIVE);
    await expect(row.getByRole('button', { name: 'Prendre en charge' })).toHaveCount(0);
  });

  await test.step('completing takes it off the active list', async () => {
    await setStatus(member.page, task.id, 'done');
    await expect(row).toHaveCount(0, LIVE);
  });

  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  expect(sockets.filter((url) => url.includes('/socket.io/'))).toEqual([]);
  await member.context.close();
});

test('the figures match the public list', async ({ page, browser }) => {
  const member = await newUserContext(browser, { name: 'Counter' });
  const done = await createTask(member.page, { title: `Fait ${uniqueTag()}`, assigneeId: member.user.id });
  await setStatus(member.page, done.id, 'done');
  await publish(member.page, done.id);

  await usePreferences(page, { language: 'fr' });
  await page.goto('/dashboard');
  // Other journeys publish too: read the list and the screen until they agree.
  await expect(async () => {
    const list = (await (await page.request.get('/api/tasks/public')).json()) as { status: string }[];
    const doneCount = list.filter((t) => t.status === 'done').length;
    await expect(page.getByTestId('progress-ratio')).toHaveText(`${doneCount}/${list.length}`, {
      timeout: 500,
    });
    // French: 0 and 1 take the singular.
    const summary = doneCount > 1 ? 'tâches terminées' : 'tâche terminée';
    await expect(page.getByText(`${doneCount} ${summary} sur ${list.length}`)).toBeVisible({
      timeout: 500,
    });
    await expect(page.getByTestId('counter-done')).toContainText(String(doneCount), { timeout: 500 });
  }).toPass();
  await expect(page.getByTestId('dashboard-stats')).toContainText('Total Tâches');
  await expect(page.getByTestId('dashboard-stats')).toContainText('Membres actifs');
  await member.context.close();
});

test('a signed-in member takes a task on from the dashboard', async ({ page, browser }) => {
  const owner = await newUserContext(browser, { name: 'Owner' });
  const title = `À prendre ${uniqueTag()}`;
  const task = await createTask(owner.page, { title, priority: 'high', dueDate: dayFromToday(5) });
  await publish(owner.page, task.id);

  await usePreferences(page, { language: 'fr' });
  await signIn(page, 'demo');
  await page.goto('/dashboard');
  const row = page.getByTestId('active-task').filter({ hasText: title });
  await expect(row.getByText('Haute')).toBeVisible();
  await expect(row.getByText('dans 5 jours')).toBeVisible();
  await row.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(row.getByText('Demo User')).toBeVisible();
  await owner.context.close();
});

test('a visitor who takes a task on signs in first, comes back to the dashboard and the claim completes', async ({
  page,
  browser,
}) => {
  const owner = await newUserContext(browser, { name: 'Owner' });
  const title = `Visitor claim ${uniqueTag()}`;
  const task = await createTask(owner.page, { title });
  await publish(owner.page, task.id);

  await page.goto('/dashboard');
  const row = page.getByTestId('active-task').filter({ hasText: title });
  await row.getByRole('button', { name: 'Take it on' }).click();
  // The return path names the task to claim: a same-origin relative path only.
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/dashboard?claim=${task.id}`)}`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back on the dashboard the claim is completed without a second click, and the address loses it.
  await expect(row.getByText('Demo User')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const claimed = (await (await page.request.get(`/api/tasks/${task.id}`)).json()) as {
    assignee: { name: string };
  };
  expect(claimed.assignee.name).toBe('Demo User');
  await owner.context.close();
});

test.describe('in both themes', () => {
  // A varied board for the screenshots: late, claimable, assigned, in progress and done tasks.
  test.beforeAll(async ({ browser }) => {
    const member = await newUserContext(browser, { name: 'Sophie' });
    const tag = uniqueTag();
    const seed = async (
      title: string,
      extra: Omit<Parameters<typeof createTask>[1], 'title'>,
      status?: 'doing' | 'done',
    ) => {
      const task = await createTask(member.page, { ...extra, title: `${title} ${tag}` });
      if (status) await setStatus(member.page, task.id, status);
      await publish(member.page, task.id);
    };
    await seed('Audit de sécurité', { priority: 'urgent', dueDate: dayFromToday(-4) });
    await seed('Migrer la base clients', {
      priority: 'high',
      dueDate: dayFromToday(1),
      assigneeId: member.user.id,
    });
    await seed('Corriger l’export PDF', { dueDate: dayFromToday(6), assigneeId: member.user.id }, 'doing');
    await seed('Mettre à jour la documentation', { priority: 'low', dueDate: dayFromToday(12) });
    await seed('Facturation de novembre', { assigneeId: member.user.id }, 'done');
    await member.context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the dashboard reads well in the ${theme} theme`, async ({ page }) => {
      await usePreferences(page, { language: 'fr', theme });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard Public', level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toBeVisible();
      await expectAccessible(page);
      await saveScreenshot(page, `dashboard-${theme}`);
    });
  }
});
