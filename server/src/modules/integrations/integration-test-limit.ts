import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimitedError } from '../../errors/rate-limited-error.ts';

// A connection test calls the address the member names and reports how it
// answered, which would make it a port scanner without a limit. Each user gets
// INTEGRATION_TESTS_PER_WINDOW calls (tests, and saves of an enabled integration,
// which test first) per window; a window starts with the first call after the
// last one ended. The call is counted before anything else is done for it.
export const INTEGRATION_TESTS_PER_WINDOW = 10;
export const INTEGRATION_TEST_WINDOW_SECONDS = 60;

/** Counts a call that will reach out to a vendor, or refuses it with 429 and Retry-After. */
export async function takeIntegrationTestTurn(em: EntityManager, userId: string): Promise<void> {
  // One statement: the row lock of the upsert orders concurrent calls, on any instance.
  const [row] = await em.execute<{ calls: number; secondsLeft: number }[]>(
    `insert into integration_test_windows as w (user_id, window_started_at, calls) values (?, now(), 1)
     on conflict (user_id) do update set
       calls = case when w.window_started_at <= now() - make_interval(secs => ?) then 1 else w.calls + 1 end,
       window_started_at = case when w.window_started_at <= now() - make_interval(secs => ?)
         then now() else w.window_started_at end
     returning w.calls,
       extract(epoch from w.window_started_at + make_interval(secs => ?) - now())::float as "secondsLeft"`,
    [
      userId,
      INTEGRATION_TEST_WINDOW_SECONDS,
      INTEGRATION_TEST_WINDOW_SECONDS,
      INTEGRATION_TEST_WINDOW_SECONDS,
    ],
  );
  if (row && row.calls > INTEGRATION_TESTS_PER_WINDOW) {
    throw new RateLimitedError('Too many connection tests: try again in a minute', row.secondsLeft);
  }
}
