import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';

// The hottest statements (the session check on every request, a task's writes, the
// notifications and the mail outbox) run as named prepared statements, so the
// database plans each once per connection instead of on every call. The ORM's
// `execute` writes the parameters into the SQL text, which PostgreSQL parses and plans
// anew each time: for the task lock read that was 0.72 ms of its CPU against 0.28 ms
// prepared, and the embedded database spent 1.66 ms of its one core per change
// against 0.95 ms prepared (bench/RESULTS.md).

/** `$n`-numbered SQL text -> the statement's name, for the texts `preparedQuery` has sent. */
const statementNames = new Map<string, string>();
/** `?`-placeholder SQL -> its `$n`-numbered text. */
const numbered = new Map<string, string>();

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

/** Connections named so far by this process, for statement names unique per connection. */
let namedConnections = 0;

/**
 * Installed on the ORM's pool: a registered text is sent as a named statement (`pg`
 * prepares it once per connection and reuses it after), any other query as it came.
 *
 * `sharedSession`: the embedded database serves every connection from one session,
 * where the same name prepared by two connections would collide. There each
 * connection's names carry a suffix of its own, and a connection the pool drops has
 * its statements deallocated through another, so connections that come and go
 * (the pool closes idle ones) leave nothing behind in the session.
 */
export function namePreparedStatements(pool: pg.Pool, sharedSession: boolean): void {
  const suffixes = new WeakMap<pg.PoolClient, string>();
  pool.on('connect', (client) => {
    const suffix = sharedSession ? `_c${++namedConnections}` : '';
    suffixes.set(client, suffix);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
      return name ? query({ name: name + suffix, text, values }, callback) : query(text, values, callback);
    }) as typeof client.query;
  });
  if (!sharedSession) return;
  pool.on('remove', (client) => {
    const suffix = suffixes.get(client);
    // A pool that is ending takes the session with it: nothing to deallocate then.
    if (!suffix || pool.ending) return;
    pool.query(deallocateSuffixed(suffix)).catch(() => undefined);
  });
}

/** Deallocates, in the current session, every statement named with `suffix`. */
function deallocateSuffixed(suffix: string): string {
  if (!/^_c\d+$/.test(suffix)) throw new Error(`not a connection suffix: ${suffix}`);
  return `do $$ declare n text; begin
    for n in select name from pg_prepared_statements where name like 'tm\\_%\\${suffix}' loop
      execute format('deallocate %I', n);
    end loop; end $$`;
}

/**
 * Runs `sql` (with `?` placeholders) in the request's transaction, if any, as a
 * prepared statement. For a few fixed statements only: each distinct text stays
 * prepared on every connection that has run it.
 */
export async function preparedQuery<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
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
