// Analytics & reports: the figures of the chosen period, per user, in both themes.
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  newUserContext,
  saveScreenshot,
  signIn,
  test,
  usePreferences,
} from '../fixtures.ts';
import { createTask, dayFromToday, setStatus } from '../task-calls.ts';

/** Three tasks assigned to the member, `done` of them completed, one of the others overdue. */
async function seedTasksFor(page: Page, assigneeId: string, done: number, tag: string) {
  for (let i = 0; i < 3; i++) {
    const task = await createTask(page, {
      title: `${tag} ${i}`,
      assigneeId,
      priority: 'high',
      dueDate: i === 2 ? dayFromToday(-2) : null,
    });
    if (i < done) await setStatus(page, task.id, 'done');
  }
}

test('analytics shows the seeded figures per user and the server figures for the period', async ({
  page,
  browser,
}) => {
  // Two new members with three tasks each: a tie on total, ordered by name.
  const ana = await newUserContext(browser, { name: 'Ana Analytics' });
  const bob = await newUserContext(browser, { name: 'Bob Analytics' });
  await seedTasksFor(ana.page, ana.user.id, 2, 'ana');
  await seedTasksFor(bob.page, bob.user.id, 1, 'bob');

  await usePreferences(page, { language: 'fr' });
  await signIn(page, 'demo');
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics & Rapports', level: 1 })).toBeVisible();
  await expect(page.getByTestId('analytics-period')).toContainText('Tâches créées ces 30 derniers jours');

  const rows = page.getByTestId('analytics-users').locator('tbody tr');
  const anaRow = rows.filter({ hasText: ana.user.name });
  const bobRow = rows.filter({ hasText: bob.user.name });
  await expect(anaRow.locator('td')).toHaveText(['3', '2', '1', '67 %']);
  await expect(bobRow.locator('td')).toHaveText(['3', '1', '2', '33 %']);
  const names = await rows.locator('th').allTextContents();
  const at = (name: string) => names.findIndex((n) => n.includes(name));
  expect(at(ana.user.name)).toBeGreaterThanOrEqual(0);
  expect(at(ana.user.name)).toBeLessThan(at(bob.user.name));

  const cardsMatch = async (days: number) => {
    // Other journeys add tasks meanwhile: reload until the screen and the server agree.
    await expect(async () => {
      await page.reload();
      const figures = await (await page.request.get(`/api/analytics?days=${days}`)).json();
      const pct = (v: number) =>
        `${v.toLocaleString('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00a0%`;
      await expect(page.getByTestId('analytics-total')).toContainText(String(figures.total), {
        timeout: 2_000,
      });
      await expect(page.getByTestId('analytics-overdue')).toContainText(String(figures.overdue), {
        timeout: 500,
      });
      await expect(page.getByTestId('analytics-rate')).toContainText(pct(figures.completionRate), {
        timeout: 500,
      });
      await expect(page.getByTestId('by-status-todo')).toContainText(String(figures.byStatus.todo), {
        timeout: 500,
      });
      await expect(page.getByTestId('by-priority-high')).toContainText(String(figures.byPriority.high), {
        timeout: 500,
      });
    }).toPass();
  };
  await test.step('the four cards and the bars are the server figures', () => cardsMatch(30));

  await test.step('choosing 7 days applies the period', async () => {
    await page.getByRole('combobox', { name: 'Période' }).click();
    await page.getByRole('option', { name: '7 derniers jours' }).click();
    await expect(page).toHaveURL(/days=7/);
    await expect(page.getByTestId('analytics-period')).toContainText('ces 7 derniers jours');
    await cardsMatch(7);
  });
  await ana.context.close();
  await bob.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`analytics reads well in the ${theme} theme`, async ({ page }) => {
    await usePreferences(page, { language: 'fr', theme });
    await signIn(page, 'demo');
    await page.goto('/analytics?days=90');
    await expect(page.getByTestId('analytics-period')).toContainText('90');
    await expectAccessible(page);
    await saveScreenshot(page, `analytics-${theme}`);
  });
}
