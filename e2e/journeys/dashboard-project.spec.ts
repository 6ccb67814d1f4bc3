// A project's own wall screen (issue 31): /dashboard/{KEY} shows that project's published
// tasks only, in kiosk mode and live from its own event stream, pages through them, and
// says plainly when nothing is published under a key (never whether the project exists).
// It needs the shell's `/dashboard/:projectKey` screen (shell/src/routing/screens.tsx), a
// wall screen there like `/dashboard`.
import type { Browser } from '@playwright/test';
import { baseUrl, expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { expectPhoneFriendly, PHONE } from '../phone-checks.ts';
import { createProject, projectKey, publishIn, unpublish } from '../project-calls.ts';
import { uniqueTag } from '../task-calls.ts';

// SPEC: the dashboard is live. One second is the promise; no reload is allowed.
const LIVE = { timeout: 1_000 };
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-s5';

/** An anonymous visitor's browser (nobody signed in: the anonymous viewers' stream). */
async function visitor(
  browser: Browser,
  options: { language?: string; theme?: 'light' | 'dark'; phone?: boolean } = {},
) {
  const context = await browser.newContext({
    ...(options.phone ? PHONE : {}),
    baseURL: baseUrl(),
    locale: 'en-US',
  });
  await context.addInitScript(
    ([language, theme]) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('theme-preference', theme);
    },
    [options.language ?? 'en', options.theme ?? 'light'] as const,
  );
  return { context, page: await context.newPage() };
}

test('a project’s wall screen shows its published tasks only and follows them live', async ({ browser }) => {
  const owner = await newUserContext(browser, { name: 'Wall owner' });
  const tag = uniqueTag();
  const web = await createProject(owner.page, projectKey('W', tag));
  const other = await createProject(owner.page, projectKey('X', tag));
  const first = await publishIn(owner.page, web, `On the wall ${tag}`);
  await publishIn(owner.page, other, `Other project ${tag}`);

  const wall = await visitor(browser);
  const page = wall.page;
  const stream = page.waitForResponse((res) =>
    res.url().endsWith(`/api/tasks/public/stream?project=${web.key}`),
  );
  await page.goto(`/dashboard/${web.key}?kiosk=1`);
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const row = (title: string) => page.getByTestId('active-task').filter({ hasText: title });

  await test.step('the project’s key in the title, its task, nothing of another project', async () => {
    await expect(page.getByRole('heading', { name: `Public Dashboard ${web.key}`, level: 1 })).toBeVisible();
    await expect(page.getByText(`Live overview of the public tasks of ${web.key}`)).toBeVisible();
    await expect(row(`On the wall ${tag}`)).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(row(`Other project ${tag}`)).toHaveCount(0);
  });

  await test.step('a wall screen: no app chrome and nothing to click', async () => {
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);
    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard-project-kiosk');
  });

  await test.step('publishing and unpublishing in the project show at once', async () => {
    await page.evaluate(() => Object.assign(window, { __sameLoad: true }));
    await publishIn(owner.page, web, `Arrived live ${tag}`);
    await expect(row(`Arrived live ${tag}`)).toBeVisible(LIVE);
    await unpublish(owner.page, first);
    await expect(row(`On the wall ${tag}`)).toHaveCount(0, LIVE);
  });

  await test.step('another project’s publication never reaches it', async () => {
    await publishIn(owner.page, other, `Other again ${tag}`);
    // The next change of this project arrives after it: by then the other one would have too.
    await publishIn(owner.page, web, `Last one ${tag}`);
    await expect(row(`Last one ${tag}`)).toBeVisible(LIVE);
    await expect(row(`Other again ${tag}`)).toHaveCount(0);
    await expect(row(`Other project ${tag}`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
  });

  await wall.context.close();
  await owner.context.close();
});

test('a key with nothing published says so, in French, and a wall screen left on it shows the first task published there', async ({
  browser,
}) => {
  const owner = await newUserContext(browser, { name: 'Quiet owner' });
  const tag = uniqueTag();
  const quiet = await createProject(owner.page, projectKey('Q', tag));
  const wall = await visitor(browser, { language: 'fr' });
  const page = wall.page;
  const nothing = page.getByText('Rien de publié ici');
  // Nothing tells a project with nothing published from a key that names none.
  for (const key of [`NONE${tag}`.toUpperCase(), quiet.key]) {
    await page.goto(`/dashboard/${key}`);
    await expect(page.getByRole('heading', { name: `Dashboard Public ${key}`, level: 1 })).toBeVisible();
    await expect(nothing).toBeVisible();
    await expect(
      page.getByText(`Aucune tâche publique sous ${key} pour l'instant.`, { exact: false }),
    ).toBeVisible();
    // Not an error page: no alert, no retry button.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
    await expectAccessible(page);
  }
  await saveScreenshot(page, 'dashboard-project-nothing-published');

  await test.step('a wall screen set up before the first publication shows it', async () => {
    await page.goto(`/dashboard/${quiet.key}?kiosk=1`);
    await expect(nothing).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, 'dashboard-project-nothing-published-kiosk');
    await publishIn(owner.page, quiet, `Enfin publiée ${tag}`);
    // While the key answers 404 the page reads the list every 30 s (and tries the stream
    // again every minute): the task shows at the next read, without a reload.
    await expect(page.getByTestId('active-task').filter({ hasText: `Enfin publiée ${tag}` })).toBeVisible({
      timeout: 65_000,
    });
    await expect(nothing).toHaveCount(0);
  });
  await wall.context.close();
  await owner.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`a project’s dashboard pages through its tasks on a phone (${theme})`, async ({ browser }) => {
    const owner = await newUserContext(browser, { name: 'Pager owner' });
    const tag = uniqueTag();
    const project = await createProject(owner.page, projectKey('P', tag));
    // One more than a page: the pager shows, whatever other journeys publish elsewhere.
    for (let i = 1; i <= 11; i++) await publishIn(owner.page, project, `Page task ${i} ${tag}`);

    const phone = await visitor(browser, { language: 'nl', theme, phone: true });
    const page = phone.page;
    await page.goto(`/dashboard/${project.key}`);
    await expect(
      page.getByRole('heading', { name: `Openbaar dashboard ${project.key}`, level: 1 }),
    ).toBeVisible();
    const range = page.getByTestId('pager-range');
    await expect(range).toHaveText('1–10 van 11');
    await expectAccessible(page);
    await expectPhoneFriendly(page, `dashboard-project-${theme}`, SHOTS);
    await page.getByRole('button', { name: 'Volgende pagina' }).tap();
    await expect(range).toHaveText('11–11 van 11');
    await expect(page.getByTestId('active-task')).toHaveCount(1);

    await page.goto(`/dashboard/NONE${tag.toUpperCase()}`);
    await expect(page.getByText('Hier is niets gepubliceerd')).toBeVisible();
    await expectAccessible(page);
    await expectPhoneFriendly(page, `dashboard-project-nothing-${theme}`, SHOTS);
    await phone.context.close();
    await owner.context.close();
  });
}
