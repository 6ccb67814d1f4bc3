import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';

// The hottest statements (the session check on every request, a task's writes, the
// notifications and the mail outbox) run as named prepared statements on a PostgreSQL
// server, so PostgreSQL plans each once per connection instead of on every call. The ORM's `execute` writes
// the parameters into the SQL text, which PostgreSQL parses and plans anew each time:
// for the task lock read that was 0.72 ms of its CPU against 0.28 ms prepared
// (bench/RESULTS.md). The embedded database serves every connection from one session,
// where statement names would collide, so there they keep the ORM's path.

/** `$n`-numbered SQL text -> the statement's name, for the texts `preparedQuery` has sent. */
const statementNames = new Map<string, string>();
/** `?`-placeholder SQL -> its `$n`-numbered text. */
const numbered = new Map<string, string>();
/** The ORM configurations (one per server) whose pool names the statements. */
const enabledFor = new WeakSet<object>();

/**
 * A list of ids as one parameter: write `id ${IN_IDS}` and pass `idsParam(ids)`.
 * `in (?)` with an array works only through the ORM, which writes the list into the
 * SQL text; sent as JSON, the same text also serves as a prepared statement.
 */
export const IN_IDS = 'in (select value::uuid from json_array_elements_text(?::json))';
export const idsParam = (ids: readonly string[]): string => JSON.stringify(ids);

/** Turns the ORM's `?` placeholders into PostgreSQL's `$1, $2, ...`, leaving quoted text alone. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? `$${++n}` : match));
}

/**
 * Installed on the ORM's pool of a PostgreSQL server: a registered text is sent as a
 * named statement (`pg` prepares it once per connection and reuses it after), any
 * other query as it came.
 */
export function namePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
      return name ? query({ name, text, values }, callback) : query(text, values, callback);
    }) as typeof client.query;
  });
}

/** Marks the ORM whose pool was given to `namePreparedStatements`. */
export function enablePreparedStatements(orm: MikroORM): void {
  enabledFor.add(orm.config);
}

/**
 * Runs `sql` (with `?` placeholders) in the request's transaction, if any, as a
 * prepared statement where the server allows it, else through the ORM's `execute`.
 * For a few fixed statements only: each distinct text stays prepared on every
 * connection that has run it.
 */
export async function preparedQuery<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  if (!enabledFor.has(em.config)) return em.execute<T[]>(sql, params);
  let text = numbered.get(sql);
  if (text === undefined) {
    text = numberPlaceholders(sql);
    numbered.set(sql, text);
    statementNames.set(text, `tm_${createHash('sha1').update(text).digest('base64url').slice(0, 16)}`);
  }
  // The request's transaction when it has one (same connection), else a pooled connection.
  const runner: Pick<Kysely<unknown>, 'executeQuery'> = em.getTransactionContext() ??
  em.getConnection().getClient();
  const result = await runner.executeQuery<T>(CompiledQuery.raw(text, params));
  return result.rows;
}
