// A member drops a file on a task's card, sees it listed, downloads it and deletes
// it; another member sees the file but no delete button; a file over 10 MB is
// refused in the browser before anything is sent.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseDensity, expect, expectAccessible, newUserContext, signIn, test } from '../fixtures.ts';

async function createTask(page: Page, title: string): Promise<string> {
  const res = await page.request.post('/api/tasks', { data: { title } });
  expect(res.status(), 'create a task').toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Opens the board narrowed to one task: other journeys share the database, so the list may be long. */
async function openBoardAt(page: Page, title: string) {
  await chooseDensity(page, 'comfortable'); // the whole card, with its attachments
  await page.goto('/app');
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByText(title)).toBeVisible();
}

// Checks the panel itself (the rest of the page belongs to other journeys).
const panelOf = (taskId: string) => `[data-attachments-for="${taskId}"]`;

/** The task card's attachments panel, opened. */
async function openPanel(page: Page, taskId: string) {
  const panel = page.locator(panelOf(taskId));
  await panel.getByRole('button', { name: /Attachments/ }).click();
  await expect(panel.getByText('No attachments yet').or(panel.getByRole('list'))).toBeVisible();
  return panel;
}

async function dropFile(page: Page, target: ReturnType<Page['locator']>, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ([n, t]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], n, { type: 'text/plain' }));
      return dt;
    },
    [name, text] as const,
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('drop a file on a task, see it listed, download it and delete it', async ({ page, browser }) => {
  await signIn(page, 'demo');
  const title = `Attachments journey ${Date.now()}`;
  const taskId = await createTask(page, title);
  await openBoardAt(page, title);

  const panel = await openPanel(page, taskId);
  await expectAccessible(page, { include: panelOf(taskId) });

  const name = 'compte rendu été.txt';
  await dropFile(page, panel.getByTestId('attachment-drop-zone'), name, 'hello from the journey');
  const link = panel.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(panel.getByText('22 B')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Attachments/ })).toContainText('1 file');
  await expectAccessible(page, { include: panelOf(taskId) });

  await test.step('download', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect(fs.readFileSync(await download.path(), 'utf8')).toBe('hello from the journey');
  });

  await test.step('another member sees the file, without a delete button', async () => {
    const other = await newUserContext(browser, { name: 'Viewer' });
    await openBoardAt(other.page, title);
    const otherPanel = await openPanel(other.page, taskId);
    await expect(otherPanel.getByRole('link', { name })).toBeVisible();
    await expect(otherPanel.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await other.context.close();
  });

  await test.step('delete after confirming', async () => {
    await panel.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this file?' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, { include: '[role="alertdialog"]' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('No attachments yet')).toBeVisible();
    await expect(link).toHaveCount(0);
  });
});

test('a file over 10 MB is refused before upload, in the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await signIn(page, 'demo');
  const title = `Trop gros ${Date.now()}`;
  const taskId = await createTask(page, title);
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/attachments/')) uploads++;
  });
  await openBoardAt(page, title);
  const panel = page.locator(panelOf(taskId));
  await panel.getByRole('button', { name: /Pièces jointes/ }).click();
  await panel.locator('input[type=file]').setInputFiles({
    name: 'énorme.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(panel.getByRole('alert')).toHaveText('Le fichier est trop volumineux (max 10MB)');
  await expect(panel.getByText('Aucune pièce jointe')).toBeVisible();
  expect(uploads).toBe(0);
  await expectAccessible(page, { include: panelOf(taskId) });
});
