import type { SignedIn } from '../../../test/test-app.ts';
import { createTask } from './task.test-helper.ts';

// Projects with published tasks, for the tests of the wall screens' lists
// (`/dashboard/{KEY}`: GET /api/tasks/public?project=KEY and its stream).

let keys = 0;

export interface PublicProject {
  id: string;
  key: string;
}

/** A new project, its creator `by` as its manager; each with a key of its own. */
export async function newProject(by: SignedIn): Promise<PublicProject> {
  const key = `W${(++keys).toString(36)}${Date.now().toString(36).slice(-5)}`.toUpperCase();
  const res = await by.client.post('/api/projects', { name: `Wall ${key}`, key });
  if (res.status !== 201) throw new Error(`project create failed: ${res.status} ${res.text}`);
  return { id: res.body.id, key: res.body.key };
}

/** A task of `by` in the project, published on the dashboards (answers its id). */
export async function publishIn(by: SignedIn, project: PublicProject, title: string): Promise<string> {
  const task = await createTask(by.client, { title, projectId: project.id });
  const res = await by.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return task.id;
}

/** A project setting changed by its manager (`PATCH /api/projects/{id}`). */
export async function changeProject(
  by: SignedIn,
  project: PublicProject,
  fields: Record<string, unknown>,
): Promise<void> {
  const res = await by.client.patch(`/api/projects/${project.id}`, fields);
  if (res.status !== 200) throw new Error(`project change failed: ${res.status} ${res.text}`);
}
