// Import and export (issue 23): a CSV is previewed (what will be created, every
// skipped row with its reason), a status value is mapped, the import is confirmed
// and the tasks reach another member's list live; the list's CSV export holds what
// the list shows; a Trello board export previews on a phone in the dark theme.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, test } from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

const LIVE = { timeout: 10_000 };
const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openList(page: Page, tag: string) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Export and import' }).click();
  await page.getByRole('menuitem', { name: 'Import tasks…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tasks' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a CSV is previewed, mapped and imported, live for others, and the list exports what it shows', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}`, theme: 'light' });
  const bo = await newUserContext(browser, { name: `Bo ${tag}` });
  const csv = [
    'Title,Status,Priority,Due date,Notes',
    `"Plan the offsite, ${tag}",todo,high,2027-03-01,"Venue\nand food"`,
    `Book the train ${tag},in progress,medium,,`,
    `Send invites ${tag},waiting,low,,`,
    ',todo,low,,a row without a title',
  ].join('\n');
  await openList(ana.page, tag);
  await openList(bo.page, tag);

  const dialog = await openImport(ana.page);
  await test.step('the preview shows what will be created and every skipped row with its reason', async () => {
    await dialog
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'offsite.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const summary = dialog.getByTestId('import-summary');
    await expect(summary).toHaveText('2 tasks will be created · 2 rows will be skipped');
    const skipped = dialog.getByRole('region', { name: 'Rows that will be skipped' });
    await expect(skipped).toContainText('no title');
    await expect(skipped).toContainText('status “waiting” is not mapped to a status');
    await expectAccessible(ana.page);
    await ana.page.screenshot({ path: '/tmp/pw-s8/import-preview-light.png', fullPage: true });
  });

  await test.step('mapping the unknown status brings its row in', async () => {
    await dialog.getByRole('combobox', { name: 'waiting' }).click();
    await ana.page.getByRole('option', { name: 'In Progress' }).click();
    await expect(dialog.getByTestId('import-summary')).toHaveText(
      '3 tasks will be created · 1 row will be skipped',
    );
  });

  await test.step('confirming creates the tasks for everyone', async () => {
    await dialog.getByRole('button', { name: 'Import 3 tasks' }).click();
    await expect(dialog.getByTestId('import-done')).toHaveText('3 tasks imported');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(card(ana.page, `Plan the offsite, ${tag}`)).toBeVisible();
    await expect(card(bo.page, `Send invites ${tag}`)).toBeVisible(LIVE);
  });

  await test.step('the CSV export holds the tasks the list shows', async () => {
    await ana.page.getByRole('button', { name: 'Export and import' }).click();
    const downloading = ana.page.waitForEvent('download');
    await ana.page.getByRole('menuitem', { name: 'Export shown tasks as CSV' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(text).toContain(`"Plan the offsite, ${tag}"`);
    expect(text).toContain(`Send invites ${tag}`);
    // A header and 3 records (CRLF between records; the description's own line break stays inside its quotes).
    expect(text.trim().split('\r\n')).toHaveLength(1 + 3);
  });

  await Promise.all([ana.context.close(), bo.context.close()]);
});

test('a Trello board export previews with its lists as statuses, on a phone in the dark theme', async ({
  browser,
}) => {
  const phone = await newUserContext(browser, { name: `Trello ${uniqueTag()}`, theme: 'dark' });
  await phone.page.setViewportSize({ width: 390, height: 844 });
  await phone.page.goto('/app');
  const dialog = await openImport(phone.page);
  await dialog.getByRole('combobox', { name: 'File type' }).click();
  await phone.page.getByRole('option', { name: 'Trello board (JSON)' }).click();
  const board = fs.readFileSync(
    path.join(import.meta.dirname, '../../server/src/modules/transfer/fixtures/trello-board.json'),
  );
  await dialog
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'board.json', mimeType: 'application/json', buffer: board });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    '4 tasks will be created · 2 rows will be skipped',
  );
  await expect(dialog.getByRole('group', { name: 'Trello lists' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Rows that will be skipped' })).toContainText(
    'archived card',
  );
  await expectAccessible(phone.page);
  await phone.page.screenshot({ path: '/tmp/pw-s8/import-trello-phone-dark.png', fullPage: true });
  await phone.context.close();
});
