// Mentions and comment edits (issue 19): Ana mentions Ben in a comment with the
// member picker (keyboard only); Ben, on a dark phone, gets the notification toast
// and sees the mention as his name; Ana edits the comment and Ben sees "edited";
// Ana deletes it and it leaves Ben's screen; she then mentions him in the
// description with the same picker. Markup in a comment stays text.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, newUserContext, saveScreenshot, test } from '../fixtures.ts';
import { uniqueTag } from '../task-calls.ts';

async function createTask(page: Page, title: string): Promise<string> {
  const res = await page.request.post('/api/tasks', { data: { title } });
  expect(res.status(), `create "${title}"`).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a mention through the picker notifies the member; edits and deletes reach them live; markup stays text', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const ana = await newUserContext(browser, { name: `Ana ${tag}` });
  const ben = await newUserContext(browser, { name: `Ben ${tag}`, theme: 'dark' });
  await ben.page.setViewportSize({ width: 390, height: 844 });
  const title = `Launch plan ${tag}`;
  const id = await createTask(ana.page, title);
  const xss = '<img src=x onerror="window.__xss=1">';
  let ran = false;
  ben.page.on('dialog', (d) => {
    ran = true;
    void d.dismiss();
  });

  // Ben is on the list, signed in: the toast comes through his socket.
  await ben.page.goto('/app');
  await expect(ben.page.getByRole('heading', { name: 'Task List', level: 1 })).toBeVisible();

  await ana.page.goto(`/app/tasks/${id}`);
  const anaDialog = ana.page.getByRole('dialog', { name: title });
  const box = anaDialog.getByRole('textbox', { name: 'New comment' });

  await test.step('Ana types @ and picks Ben from the list with the keyboard', async () => {
    await box.pressSequentially(`Please check @Ben ${tag}`);
    const list = anaDialog.getByRole('listbox', { name: 'Members to mention' });
    await expect(list).toBeVisible();
    const option = list.getByRole('option', { name: ben.user.name });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'none');
    await expectAccessible(ana.page);
    await box.press('Enter');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(`Please check @[${ben.user.name}](user:${ben.user.id}) `);
    await box.pressSequentially(`before Friday ${xss}`);
    await box.press('Enter');
    await expect(box).toHaveValue('');
  });

  await test.step('Ben gets the notification and sees his name, the markup as text', async () => {
    const toast = ben.page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`${ana.user.name} mentioned you in “${title}”`);
    await expect(toast).toBeVisible();
    await ben.page.goto(`/app/tasks/${id}`);
    const dialog = ben.page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: '1 comment' }).click();
    const comments = dialog.getByRole('list', { name: 'Comments' });
    await expect(comments.getByText(`@${ben.user.name}`, { exact: true })).toBeVisible();
    await expect(comments.getByText(`before Friday ${xss}`)).toBeVisible();
    await expect(comments.locator('img')).toHaveCount(0);
    // Not Ana's comment: Ben may neither edit nor delete it.
    await expect(comments.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
    await expect(comments.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
    await expectAccessible(ben.page);
  });

  const benComments = ben.page.getByRole('dialog', { name: title }).getByRole('list', { name: 'Comments' });

  await test.step('Ana edits the comment; Ben sees the new text marked "edited"', async () => {
    // Still open since Ana sent her comment.
    await expect(anaDialog.getByRole('button', { name: '1 comment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const anaComments = anaDialog.getByRole('list', { name: 'Comments' });
    await anaComments.getByRole('button', { name: 'Edit comment' }).click();
    const field = anaComments.getByRole('textbox', { name: 'Edit the comment' });
    await expect(field).toBeFocused();
    await field.fill(`Please check @[${ben.user.name}](user:${ben.user.id}) before Monday`);
    await anaComments.getByRole('button', { name: 'Save' }).click();
    await expect(anaComments.getByText('edited', { exact: true })).toBeVisible();

    await expect(benComments.getByText('before Monday')).toBeVisible();
    const edited = benComments.getByText('edited', { exact: true });
    await expect(edited).toBeVisible();
    await expect(edited).toHaveAttribute('title', /^Edited /);
    await expect(benComments.getByText(`@${ben.user.name}`, { exact: true })).toBeVisible();
    await expectAccessible(ben.page);
    await saveScreenshot(ben.page, 'comment-mention-edited-dark-phone');
  });

  await test.step('Ana deletes it after a confirmation; it leaves Ben’s screen', async () => {
    const anaComments = anaDialog.getByRole('list', { name: 'Comments' });
    await anaComments.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = ana.page.getByRole('alertdialog', { name: 'Delete this comment?' });
    await expect(confirm.getByText(`The comment by ${ana.user.name} is removed for everyone.`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(anaDialog.getByRole('list', { name: 'Comments' })).toHaveCount(0);
    await expect(benComments).toHaveCount(0);
    await expect(
      ben.page.getByRole('dialog', { name: title }).getByRole('textbox', { name: 'New comment' }),
    ).toBeVisible();
  });

  await test.step('Ana mentions Ben in the description with the same picker; Ben sees his name there', async () => {
    await ana.page.goto('/app');
    await ana.page.getByRole('searchbox', { name: 'Search tasks' }).fill(tag);
    await ana.page
      .getByRole('article', { name: title, exact: true })
      .getByRole('button', { name: 'Edit' })
      .click();
    const form = ana.page.getByRole('dialog', { name: 'Edit task' });
    const description = form.getByRole('textbox', { name: 'Description' });
    await description.pressSequentially(`**Owner**: @ben ${tag}`);
    const list = form.getByRole('listbox', { name: 'Members to mention' });
    await expect(list.getByRole('option', { name: ben.user.name })).toHaveAttribute('aria-selected', 'true');
    await description.press('Enter');
    await expect(description).toHaveValue(`**Owner**: @[${ben.user.name}](user:${ben.user.id}) `);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const benDialog = ben.page.getByRole('dialog', { name: title });
    // The description (the activity below repeats the change, with the name too).
    const benDescription = benDialog.getByRole('region', { name: 'Description' });
    await expect(benDescription.getByText(`@${ben.user.name}`, { exact: true })).toBeVisible();
    await expect(benDialog.getByRole('link', { name: `@${ben.user.name}` })).toHaveCount(0);
    await expectAccessible(ben.page);
  });

  expect(ran).toBe(false);
  expect(await ben.page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
  await ana.context.close();
  await ben.context.close();
});
