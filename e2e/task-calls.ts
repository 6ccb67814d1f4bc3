// Task calls a member makes through the API, so a journey reads like "Ana publishes a task".
import type { Page } from '@playwright/test';
import type { TaskPriority, TaskStatus } from '../packages/domain/src/task/task.schema.ts';
import { expect } from './fixtures.ts';

export interface NewTask {
  title: string;
  priority?: TaskPriority;
  dueDate?: string | null;
  assigneeId?: string | null;
  clientApproval?: 'none' | 'pending' | 'approved' | 'rejected';
  /** Its project (issue 31); without one, the member's last used project, else General. */
  projectId?: string;
}

/** `YYYY-MM-DD`, `days` from today in the browser's (and server's) local calendar. */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A short random tag that keeps one journey's rows apart from every other's. */
export const uniqueTag = () => Math.random().toString(36).slice(2, 7);

export async function createTask(page: Page, task: NewTask): Promise<{ id: string }> {
  const res = await page.request.post('/api/tasks', { data: task });
  expect(res.status(), `create "${task.title}"`).toBe(201);
  return res.json();
}

export async function setStatus(page: Page, id: string, status: TaskStatus): Promise<void> {
  const res = await page.request.patch(`/api/tasks/${id}`, { data: { status } });
  expect(res.status(), `set status ${status}`).toBe(200);
}

export async function publish(page: Page, id: string, publicSummary: string | null = null): Promise<void> {
  const res = await page.request.patch(`/api/tasks/${id}/visibility`, {
    data: { isPublic: true, publicSummary },
  });
  expect(res.status(), 'publish').toBe(200);
}

export async function claim(page: Page, id: string): Promise<void> {
  const res = await page.request.post(`/api/tasks/${id}/claim`, { data: {} });
  expect(res.status(), 'claim').toBe(200);
}
