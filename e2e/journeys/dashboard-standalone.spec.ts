// The public dashboard deployed on its own: its static build on another host, pointed
// at the API by a config.json beside index.html, still live (CORS + cross-origin socket);
// `?project=KEY` makes it one project's wall screen (issue 31).
import path from 'node:path';
import {
  baseUrl,
  expect,
  expectAccessible,
  newUserContext,
  saveScreenshot,
  test,
  usePreferences,
} from '../fixtures.ts';
import { createProject, projectKey, publishIn } from '../project-calls.ts';
import { serveStatic } from '../static-site.ts';
import { createTask, publish, uniqueTag } from '../task-calls.ts';

const DIST = path.join(import.meta.dirname, '..', '..', 'mf-dashboard', 'dist');

test('the standalone dashboard on another origin shows and follows the public tasks', async ({
  page,
  browser,
}) => {
  const origin = process.env.E2E_STANDALONE_ORIGIN;
  if (!origin) throw new Error('E2E_STANDALONE_ORIGIN is not set: run through e2e/playwright.config.ts');
  const site = await serveStatic(DIST, origin, { '/config.json': JSON.stringify({ apiUrl: baseUrl() }) });
  try {
    const member = await newUserContext(browser, { name: 'Remote' });
    const first = `Standalone ${uniqueTag()}`;
    await publish(member.page, (await createTask(member.page, { title: first })).id);

    await usePreferences(page, { language: 'fr' });
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Dashboard Public', level: 1 })).toBeVisible();
    await expect(page.getByTestId('active-task').filter({ hasText: first })).toBeVisible();
    await expect(page.getByText('En direct')).toBeVisible();

    const second = `Standalone live ${uniqueTag()}`;
    await publish(member.page, (await createTask(member.page, { title: second })).id);
    await expect(page.getByTestId('active-task').filter({ hasText: second })).toBeVisible({ timeout: 1_000 });

    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard-standalone');
    await member.context.close();
  } finally {
    await site.close();
  }
});

test('the standalone dashboard with ?project=KEY is that project’s wall screen, live and in kiosk mode', async ({
  page,
  browser,
}) => {
  const origin = process.env.E2E_STANDALONE_ORIGIN;
  if (!origin) throw new Error('E2E_STANDALONE_ORIGIN is not set: run through e2e/playwright.config.ts');
  const site = await serveStatic(DIST, origin, { '/config.json': JSON.stringify({ apiUrl: baseUrl() }) });
  try {
    const member = await newUserContext(browser, { name: 'Remote project' });
    const tag = uniqueTag();
    const project = await createProject(member.page, projectKey('S', tag));
    const other = await createProject(member.page, projectKey('T', tag));
    await publishIn(member.page, project, `Standalone project ${tag}`);
    await publishIn(member.page, other, `Standalone other ${tag}`);

    await page.goto(`${origin}/?project=${project.key.toLowerCase()}&kiosk=1`);
    await expect(
      page.getByRole('heading', { name: `Public Dashboard ${project.key}`, level: 1 }),
    ).toBeVisible();
    const row = (title: string) => page.getByTestId('active-task').filter({ hasText: title });
    await expect(row(`Standalone project ${tag}`)).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);

    await publishIn(member.page, project, `Standalone live ${tag}`);
    await expect(row(`Standalone live ${tag}`)).toBeVisible({ timeout: 1_000 });
    await expect(row(`Standalone other ${tag}`)).toHaveCount(0);

    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard-standalone-project');
    await member.context.close();
  } finally {
    await site.close();
  }
});
