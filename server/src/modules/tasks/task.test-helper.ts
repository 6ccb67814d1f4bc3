import type { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp } from '../../../test/test-app.ts';
import type { TestClient, TestResponse } from '../../../test/test-client.ts';

let counter = 0;

/** Creates a task over REST and answers it (throws unless 201). */
export async function createTask(client: TestClient, body: Record<string, unknown> = {}) {
  const res = await client.post('/api/tasks', { title: `Task ${++counter}`, ...body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body;
}

/** tRPC over HTTP as the browser client sends it (no batching, no transformer). */
export const trpc = {
  query: (client: TestClient, path: string, input?: unknown) =>
    client.get(
      `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    ),
  mutate: (client: TestClient, path: string, input?: unknown) => client.post(`/trpc/${path}`, input ?? {}),
};

/** The data of a successful tRPC answer, or the failure's HTTP status and app code. */
export const trpcData = (res: TestResponse) => res.body?.result?.data;
export const trpcError = (res: TestResponse) => ({
  status: res.status,
  code: res.body?.error?.data?.appCode ?? res.body?.error?.data?.code,
});

/** Raw SQL against the test app's own database, to check what was (not) stored. */
export async function sql<T = Record<string, unknown>>(t: TestApp, query: string, params: unknown[] = []) {
  const em = t.app.deps.orm.em.fork() as EntityManager;
  return em.execute<T[]>(query, params);
}

async function rowCount(t: TestApp, table: string): Promise<number> {
  const [row] = await sql<{ n: number }>(t, `select count(*)::int as n from ${table}`);
  return row!.n;
}

/** Whole-database counts that must not move when a request is refused. */
export async function snapshotCounts(t: TestApp) {
  return {
    tasks: await rowCount(t, 'tasks'),
    comments: await rowCount(t, 'comments'),
    history: await rowCount(t, 'history_entries'),
  };
}
