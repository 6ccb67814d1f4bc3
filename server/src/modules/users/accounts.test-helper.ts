// Helpers that let account tests read like what a user does, plus direct reads
// of the database to prove what was (or was not) stored.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '@tm/domain/user/user.schema';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

export const DEMO = { email: 'demo@example.com', password: 'demo123' };
export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

let counter = 0;

/** A fresh member signed up through the API, with their own cookie jar. */
export async function signUp(
  app: TestApp,
  name = `Member ${++counter}`,
  password = 'secret1',
): Promise<{ client: TestClient; user: User; email: string; password: string }> {
  const client = app.client();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${++counter}@example.com`;
  const res = await client.post('/api/auth/register', { name, email, password });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { client, user: res.body.user, email, password };
}

export async function signedIn(app: TestApp, account: { email: string; password: string }) {
  const client = app.client();
  const user = await client.signIn(account.email, account.password);
  return { client, user };
}

const em = (app: TestApp) => app.app.deps.orm.em.fork() as EntityManager;

export async function sql<T = Record<string, unknown>>(
  app: TestApp,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return em(app).execute<T[]>(query, params);
}

export async function count(app: TestApp, table: string, where = 'true', params: unknown[] = []) {
  const [row] = await sql<{ n: number }>(
    app,
    `select count(*)::int as n from ${table} where ${where}`,
    params,
  );
  return row!.n;
}

/** The session token the client's cookie jar holds. */
export const sessionToken = (client: TestClient) => /tm_session=([^;]+)/.exec(client.cookieHeader)?.[1];

export async function insertTask(
  app: TestApp,
  ownerId: string,
  t: { assigneeId?: string | null; status?: 'todo' | 'doing' | 'done'; title?: string } = {},
): Promise<string> {
  const [row] = await sql<{ id: string }>(
    app,
    'insert into tasks (title, status, owner_id, assignee_id) values (?, ?, ?, ?) returning id',
    [t.title ?? 'Task', t.status ?? 'todo', ownerId, t.assigneeId ?? null],
  );
  return row!.id;
}
