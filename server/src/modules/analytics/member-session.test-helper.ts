import type { EntityManager } from '@mikro-orm/postgresql';
import type { TestApp } from '../../../test/test-app.ts';
import { SESSION_COOKIE } from '../auth/session.service.ts';

/** Headers of a signed-in demo member, made through the session service itself. */
export async function memberHeaders(t: TestApp, email = 'demo@example.com'): Promise<Record<string, string>> {
  const em = t.app.deps.orm.em.fork() as EntityManager;
  const [row] = await em.execute<{ id: string }[]>('select id from users where email = ?', [email]);
  const { token } = await t.app.deps.sessions.create(em, row!.id);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/** The query string of a tRPC GET call. */
export const trpcInput = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;
