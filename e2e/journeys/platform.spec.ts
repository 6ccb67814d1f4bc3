// The shell loads every remote at run time from the server's manifest, with one
// copy of React for the whole page, and a failing remote leaves the shell usable.
import { expect, expectAccessible, signIn, test } from '../fixtures.ts';

const REACT_CORE = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=[^=]/;

test('every remote renders in the shell, with React downloaded once', async ({ page }) => {
  const reactCopies = new Set<string>();
  // Six screens, each checked by axe: more than the default budget on a busy machine.
  test.setTimeout(120_000);
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js') || !res.ok()) return;
    // React's core is several kilobytes; skip reading the many tiny federation chunks.
    if (Number(res.headers()['content-length'] ?? Number.POSITIVE_INFINITY) < 4000) return;
    const body = await res.text().catch(() => '');
    if (REACT_CORE.test(body)) reactCopies.add(res.url());
  });
  await signIn(page, 'admin');

  for (const path of ['/dashboard', '/app', '/urgent', '/meeting', '/analytics']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('This screen could not be loaded.')).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  await test.step('an mf-admin modal', async () => {
    await page.getByRole('button', { name: 'Calendar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByText('This screen could not be loaded.')).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  expect([...reactCopies], 'JavaScript files defining React').toHaveLength(1);
});

test.describe('without the service worker', () => {
  // Requests a service worker answers never reach page.route, which fakes the outage here.
  test.use({ serviceWorkers: 'block' });

  test('a remote that cannot load shows a message and Retry, and the shell keeps working', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    let blocked = true;
    await page.route('**/remotes/mf-meeting/remoteEntry.js', (route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.goto('/meeting');
    await expect(page.getByText('This screen could not be loaded.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectAccessible(page);

    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('This screen could not be loaded.')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('the root goes to the public dashboard, which needs no sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
});

test('the session check and sign-in need no more than the shell', async ({ page }) => {
  // The remote manifest comes from the server at run time.
  const config = await (await page.request.get('/api/config')).json();
  expect(Object.keys(config.remotes).sort()).toEqual([
    'mf-admin',
    'mf-analytics',
    'mf-dashboard',
    'mf-meeting',
    'mf-tasks',
  ]);
});

test('the header says when the live connection is down, and stops once it is back', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo');
  await page.goto('/app');
  await expect(page.getByTestId('online-count')).toContainText('online');
  const banner = page.getByRole('status').filter({ hasText: 'Connection lost' });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
