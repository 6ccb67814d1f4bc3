// Project calls a member makes through the API (issue 31), so a journey reads like
// "Ana publishes a task in her project".
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { publish } from './task-calls.ts';

export interface NewProject {
  id: string;
  key: string;
}

/** A new project of the page's member (its manager): `key` is 2-10 capitals and digits. */
export async function createProject(page: Page, key: string): Promise<NewProject> {
  const res = await page.request.post('/api/projects', { data: { name: `Project ${key}`, key } });
  expect(res.status(), `create project ${key}`).toBe(201);
  return res.json();
}

/** A task of the page's member in the project, published on the dashboards; answers its id. */
export async function publishIn(page: Page, project: NewProject, title: string): Promise<string> {
  const res = await page.request.post('/api/tasks', { data: { title, projectId: project.id } });
  expect(res.status(), `create "${title}" in ${project.key}`).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await publish(page, id);
  return id;
}

export async function unpublish(page: Page, id: string): Promise<void> {
  const res = await page.request.patch(`/api/tasks/${id}/visibility`, { data: { isPublic: false } });
  expect(res.status(), 'unpublish').toBe(200);
}

/** A key of its own for each journey run: a letter, then five of the random tag. */
export const projectKey = (letter: string, tag: string) => `${letter}${tag}`.toUpperCase();
