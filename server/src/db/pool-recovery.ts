import type pg from 'pg';

type Release = (err?: Error | boolean) => void;

/**
 * Gives back to the pool any connection that died while checked out.
 *
 * Transactions (MikroORM's `em.transactional`, on kysely's controlled
 * transactions) never release their connection when BEGIN, COMMIT or ROLLBACK
 * fails, which is exactly what happens when the database restarts under load.
 * Each such failure would keep one pool slot forever, until the pool is
 * exhausted and the instance can only answer 503 after the database is back.
 *
 * pg-pool assigns `client.release` afresh at every checkout; the property is
 * intercepted so that release becomes idempotent, and is called with an error
 * (which discards the client) as soon as the client's connection ends while
 * checked out. Whoever held it may still call release later: a no-op.
 */
export function releaseConnectionsLostWhileCheckedOut(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    let current: Release | undefined;
    Object.defineProperty(client, 'release', {
      configurable: true,
      get: () => current,
      set: (release: Release) => {
        let done = false;
        const lost = () => setImmediate(() => wrapped(new Error('database connection lost while in use')));
        const wrapped: Release = (err) => {
          if (done) return;
          done = true;
          client.off('end', lost);
          release(err);
        };
        current = wrapped;
        client.once('end', lost);
      },
    });
  });
}
