// A task's description: written in Markdown with a Write / Preview switch, shown
// on the card a few lines high, found by search, recorded in the history, and
// rendered safely (raw HTML as text, no javascript: link, nothing run).
import type { Page } from '@playwright/test';
import {
  chooseDensity,
  expect,
  expectAccessible,
  newUserContext,
  saveScreenshot,
  test,
} from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/** Every way the page could run a description's script is watched. */
async function watchForScripts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    alerts,
    ran: () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null),
  };
}

test('a Markdown description is previewed, saved, shown on the card and in the history, safely', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const page = ana.page;
  // The description shows on the whole card (the comfortable density) and in the task's own view.
  await chooseDensity(page, 'comfortable');
  const scripts = await watchForScripts(page);
  const title = `Offsite ${tag}`;
  const description = [
    `Plan for the kiwi${tag} offsite.`,
    '',
    '| who | what |',
    '|-----|------|',
    '| Ana | slides |',
    '| Ben | room |',
    '',
    '- [x] book the room',
    '- [ ] send the agenda',
    '',
    '[click me](javascript:window.__xss=1)',
    '',
    '<img src=x onerror="window.__xss=2">',
    '',
    'Details on https://example.com/offsite',
  ].join('\n');

  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);

  await test.step('write, preview (tabs by keyboard too) and create', async () => {
    await page.getByRole('button', { name: 'New Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    const write = dialog.getByRole('tab', { name: 'Write' });
    const preview = dialog.getByRole('tab', { name: 'Preview' });
    await expect(write).toHaveAttribute('aria-selected', 'true');
    await preview.click();
    await expect(preview).toHaveAttribute('aria-selected', 'true');
    const panel = dialog.getByRole('tabpanel', { name: 'Preview' });
    await expect(panel.getByRole('table')).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'slides' })).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
    await expect(panel.getByRole('checkbox', { name: 'Not done', exact: true })).not.toBeChecked();
    await expect(panel.getByText('<img src=x onerror="window.__xss=2">')).toBeVisible();
    await expect(panel.getByText('click me')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'click me' })).toHaveCount(0);
    await expect(panel.locator('img')).toHaveCount(0);
    await expectAccessible(page);

    await preview.press('ArrowLeft');
    await expect(write).toBeFocused();
    await expect(write).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
  });

  const mine = card(page, title);
  await test.step('the card shows it rendered, a few lines high, with Show more', async () => {
    await expect(mine.getByRole('table')).toBeAttached();
    await expect(mine.getByText(`Plan for the kiwi${tag} offsite.`)).toBeVisible();
    const more = mine.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = mine.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(mine.getByText('<img src=x onerror="window.__xss=2">')).toBeVisible();
    await expect(mine.getByRole('cell', { name: 'room', exact: true })).toBeVisible();

    const link = mine.getByRole('link', { name: 'https://example.com/offsite' });
    await expect(link).toHaveAttribute('href', 'https://example.com/offsite');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const hrefs = await mine.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // Besides the title's link to the task's own view, only http(s) and mailto links.
    expect(hrefs.filter((h) => !/^(https?:|mailto:|\/app\/tasks\/)/.test(h ?? ''))).toEqual([]);
    await expect(mine.locator('img')).toHaveCount(0);
    expect(await scripts.ran()).toBeNull();
    expect(scripts.alerts).toEqual([]);
    await expectAccessible(page);
    await saveScreenshot(page, 'task-description-card');
    await less.click();
    await expect(mine.getByRole('button', { name: 'Show more' })).toBeVisible();
  });

  await test.step('search finds the task by its description alone', async () => {
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await search.fill(`kiwi${tag}`);
    await expect(mine).toBeVisible();
    await search.fill(`kiwi${tag} nowhere`);
    await expect(mine).toBeHidden();
    await search.fill(tag);
  });

  await test.step('an edit is in the history with the text before and after', async () => {
    await mine.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit task' });
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill(`Plan for the kiwi${tag} offsite, moved.`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByText(`Plan for the kiwi${tag} offsite, moved.`)).toBeVisible();

    await mine.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Modification history' });
    await expect(history.getByText('changed the description')).toBeVisible();
    const before = history.getByRole('definition').filter({ hasText: '| who | what |' });
    await expect(before).toBeAttached();
    await expect(history.getByRole('term').filter({ hasText: 'Before' })).toBeVisible();
    await expect(history.getByRole('term').filter({ hasText: 'After' })).toBeVisible();
    await expect(history.getByText(`Plan for the kiwi${tag} offsite, moved.`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
  });

  await test.step('dark theme on a phone: readable and accessible', async () => {
    const phone = await newUserContext(browser, { as: 'demo', theme: 'dark' });
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await chooseDensity(phone.page, 'comfortable');
    await phone.page.goto('/app');
    await phone.page.getByRole('searchbox', { name: 'Search tasks' }).fill(`kiwi${tag}`);
    const onPhone = card(phone.page, title);
    await expect(onPhone.getByText(`Plan for the kiwi${tag} offsite, moved.`)).toBeVisible();
    const width = await onPhone.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(width, 'the card does not overflow the phone').toBe(true);
    await onPhone.getByRole('button', { name: 'Edit' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Edit task' });
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByRole('table')).toBeVisible();
    await expectAccessible(phone.page);
    await saveScreenshot(phone.page, 'task-description-preview-dark-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectAccessible(phone.page);
    await phone.context.close();
  });

  expect(await scripts.ran()).toBeNull();
  expect(scripts.alerts).toEqual([]);
  await ana.context.close();
});
