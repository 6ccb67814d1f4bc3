// Meeting mode: the room sees critical tasks, in order, and the counters, live.
import {
  expect,
  expectAccessible,
  newUserContext,
  saveScreenshot,
  signIn,
  test,
  usePreferences,
} from '../fixtures.ts';
import { createTask, dayFromToday, setStatus, uniqueTag } from '../task-calls.ts';

test('meeting mode lists the seeded critical tasks in order, with the server counters, live', async ({
  page,
  browser,
}) => {
  const member = await newUserContext(browser, { name: 'Facilitator' });
  const tag = uniqueTag();
  const me = member.user.id;
  const late = await createTask(member.page, {
    title: `${tag} urgent late`,
    priority: 'urgent',
    dueDate: dayFromToday(-3),
    assigneeId: me,
  });
  await createTask(member.page, { title: `${tag} urgent undated`, priority: 'urgent' });
  const doing = await createTask(member.page, {
    title: `${tag} high soon`,
    priority: 'high',
    dueDate: dayFromToday(4),
  });
  await setStatus(member.page, doing.id, 'doing');
  await createTask(member.page, {
    title: `${tag} medium pending`,
    priority: 'medium',
    clientApproval: 'pending',
  });
  const finished = await createTask(member.page, { title: `${tag} high done`, priority: 'high' });
  await setStatus(member.page, finished.id, 'done');

  await usePreferences(page, { language: 'fr' });
  await signIn(page, 'demo');
  await page.goto('/meeting');
  await expect(page.getByRole('heading', { name: 'Mode Réunion', level: 1 })).toBeVisible();

  const mine = page.getByTestId('critical-task').filter({ hasText: tag });
  await expect(mine).toHaveCount(3);
  await expect(mine.nth(0)).toContainText(`${tag} urgent late`);
  await expect(mine.nth(1)).toContainText(`${tag} urgent undated`);
  await expect(mine.nth(2)).toContainText(`${tag} high soon`);

  await test.step('an overdue row is marked and starts with En retard', async () => {
    await expect(mine.nth(0)).toHaveAttribute('data-overdue', 'true');
    await expect(mine.nth(0).getByRole('paragraph')).toHaveText(`En retard${tag} urgent late`);
    await expect(mine.nth(0)).toContainText('Urgente');
    await expect(mine.nth(0)).toContainText('À faire');
    await expect(mine.nth(0)).toContainText(member.user.name);
    await expect(mine.nth(0)).toContainText('il y a 3 jours');
    await expect(mine.nth(2)).toHaveAttribute('data-overdue', 'false');
    await expect(mine.nth(2)).toContainText('En cours');
    await expect(mine.nth(2)).toContainText('Haute');
  });

  await test.step('the counters are the server figures', async () => {
    // Other journeys change tasks too: compare with the server until both agree.
    await expect(async () => {
      const { counts } = await (await page.request.get('/api/meeting')).json();
      await expect(page.getByTestId('meeting-critical')).toContainText(String(counts.critical), {
        timeout: 500,
      });
      await expect(page.getByTestId('meeting-inProgress')).toContainText(String(counts.inProgress), {
        timeout: 500,
      });
      await expect(page.getByTestId('meeting-awaitingApproval')).toContainText(
        String(counts.awaitingApproval),
        {
          timeout: 500,
        },
      );
    }).toPass();
  });

  await test.step('a task changing elsewhere updates the screen without a reload', async () => {
    await setStatus(member.page, late.id, 'done');
    await expect(page.getByTestId('critical-task').filter({ hasText: `${tag} urgent late` })).toHaveCount(0);
    await createTask(member.page, {
      title: `${tag} urgent new`,
      priority: 'urgent',
      dueDate: dayFromToday(-1),
    });
    await expect(page.getByTestId('critical-task').filter({ hasText: `${tag} urgent new` })).toBeVisible();
  });
  await member.context.close();
});

test('with no critical task the room is told all is under control', async ({ page }) => {
  // Other journeys leave critical tasks behind, so this one state is answered by the test.
  await page.route('**/trpc/meeting.overview**', (route) =>
    route.fulfill({
      json: [
        { result: { data: { counts: { critical: 0, inProgress: 0, awaitingApproval: 0 }, critical: [] } } },
      ],
    }),
  );
  await usePreferences(page, { language: 'fr' });
  await signIn(page, 'demo');
  await page.goto('/meeting');
  await expect(page.getByText('Aucune tâche critique')).toBeVisible();
  await expect(page.getByText('Tout est sous contrôle!')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshot(page, 'meeting-empty');
});

for (const theme of ['light', 'dark'] as const) {
  test(`meeting mode stays dark and readable in the ${theme} theme`, async ({ page }) => {
    await usePreferences(page, { language: 'fr', theme });
    await signIn(page, 'demo');
    await page.goto('/meeting');
    await expect(page.getByTestId('meeting-critical')).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `meeting-${theme}`);
  });
}
