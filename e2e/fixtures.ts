// What every journey imports instead of @playwright/test: `test` with the real
// server's baseURL, and helpers that make a journey read like what a user does.
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { User } from '../packages/domain/src/user/user.schema.ts';

export { expectAccessible } from './axe.ts';
export { expect };

export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@example.com', password: 'demo123', name: 'Demo User' },
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Admin' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/playwright.config.ts (global setup)');
  return url;
};

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
});

/**
 * Signs the page's browser context in as a demo account (through the API, so
 * the session cookie is set) and answers the user. Then `page.goto('/app')`.
 */
export async function signIn(page: Page, who: DemoAccount = 'demo'): Promise<User> {
  const { email, password } = DEMO_ACCOUNTS[who];
  const res = await page.request.post(`${baseUrl()}/api/auth/login`, { data: { email, password } });
  expect(res.status(), `sign in as ${who}`).toBe(200);
  return ((await res.json()) as { user: User }).user;
}

/** Signs in through the login form, as a person would, and waits for the board. */
export async function signInThroughForm(page: Page, who: DemoAccount = 'demo'): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS[who];
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/app');
}

export interface NewUserOptions {
  /** A new account with this name (made unique) instead of a demo account. */
  name?: string;
  /** Sign in as this demo account. */
  as?: DemoAccount;
  /** 'en' (default), 'fr' or 'nl': the stored language choice. */
  language?: 'en' | 'fr' | 'nl';
  theme?: 'light' | 'dark';
}

/**
 * A second (third...) browser with its own cookies and storage, signed in: to
 * see what other users see live. A new account is registered when `name` is given.
 */
export async function newUserContext(
  browser: Browser,
  options: NewUserOptions = {},
): Promise<{ context: BrowserContext; page: Page; user: User }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  await context.addInitScript(
    ([language, theme]) => {
      if (language) localStorage.setItem('i18nextLng', language);
      if (theme) localStorage.setItem('theme-preference', theme);
    },
    [options.language ?? null, options.theme ?? null] as const,
  );
  const page = await context.newPage();
  let user: User;
  if (options.name) {
    const unique = `${options.name} ${Math.random().toString(36).slice(2, 7)}`;
    const res = await page.request.post(`${baseUrl()}/api/auth/register`, {
      data: {
        name: unique,
        email: `${unique.replace(/\W+/g, '.').toLowerCase()}@example.com`,
        password: 'secret1',
      },
    });
    expect(res.status(), 'register a new user').toBe(201);
    user = ((await res.json()) as { user: User }).user;
  } else {
    user = await signIn(page, options.as ?? 'demo');
  }
  return { context, page, user };
}

/** Stores a language or theme choice before the page's scripts run. */
export async function usePreferences(
  page: Page,
  prefs: { language?: string; theme?: string },
): Promise<void> {
  await page.addInitScript(
    ([language, theme]) => {
      if (language) localStorage.setItem('i18nextLng', language);
      if (theme) localStorage.setItem('theme-preference', theme);
    },
    [prefs.language ?? null, prefs.theme ?? null] as const,
  );
}

/**
 * Stores the task list's density for the page's signed-in member before the page's
 * scripts run. The list shows compact rows by default; journeys about what the whole
 * card holds (description, attachments) ask for the comfortable density.
 */
export async function chooseDensity(page: Page, density: 'compact' | 'comfortable'): Promise<void> {
  const res = await page.request.get(`${baseUrl()}/api/auth/me`);
  expect(res.status(), 'signed in before choosing a density').toBe(200);
  const { user } = (await res.json()) as { user: User };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    `task-density:${user.id}`,
    density,
  ] as const);
}

/** Saves a full-page screenshot under e2e/screenshots/<name>.png (not committed) for a person to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${import.meta.dirname}/screenshots/${name}.png`, fullPage: true });
}

// The board (issue 19's kanban view), shared by the journeys that use it.

/** A board column by its heading ("To Do", "In Progress", "Completed" in English). */
export const boardColumn = (page: Page, name: string) =>
  page.getByTestId('kanban-column').filter({ has: page.getByRole('heading', { name, level: 2 }) });

/** A card on the board by its title (the link to the task's own view). */
export const boardCard = (page: Page, title: string) =>
  page.getByTestId('kanban-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** A card's grip: the drag handle for the pointer and the keyboard. */
export const boardHandle = (page: Page, title: string) =>
  page.getByRole('button', { name: `Move “${title}”` });

/** The board showing the tasks whose text holds `search` (a journey's tag). */
export async function openBoard(page: Page, search: string): Promise<void> {
  await page.goto(`/app?view=board&q=${encodeURIComponent(search)}`);
  await expect(page.getByTestId('kanban-board')).toBeVisible();
}

/**
 * Drags a card by its grip to the middle of a column's body with the mouse, in
 * small steps as a hand would; the drop waits until the card shows in that column.
 */
export async function dragCardTo(page: Page, title: string, target: string): Promise<void> {
  const from = await boardHandle(page, title).boundingBox();
  const to = await boardColumn(page, target).boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await expect(boardColumn(page, target)).toContainText(title);
  await page.mouse.up();
}
