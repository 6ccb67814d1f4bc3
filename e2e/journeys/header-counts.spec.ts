// The header's to do / in progress / done counts come from the server's counts,
// not from the whole task list: the screens that do not show the list never load it.
import { expect, signIn, test } from '../fixtures.ts';

test('the header counts on /urgent, /meeting and /analytics come without downloading the task list', async ({
  page,
}) => {
  await signIn(page, 'demo');
  const listReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const lists = ['/api/tasks', '/api/tasks/cards'];
    if (lists.includes(pathname) || (pathname.startsWith('/trpc/') && /tasks\.(list|cards)/.test(pathname))) {
      listReads.push(`${request.method()} ${pathname}`);
    }
  });
  for (const [path, heading] of [
    ['/urgent', 'Urgent & overdue'],
    ['/meeting', 'Meeting mode'],
    ['/analytics', 'Analytics & Reports'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    for (const status of ['todo', 'doing', 'done']) {
      await expect(page.getByTestId(`count-${status}`).locator('span').first()).toHaveText(/^\d+$/);
    }
  }
  expect(listReads).toEqual([]);
});
