import { createClient } from 'redis';
import { clusterSkipReason } from './test-cluster.ts';

/** The Redis tests fan out through: TEST_REDIS_URL (CI sets it), or none. */
const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/**
 * Why the multi-instance tests cannot run here, or null when they can. They need
 * a PostgreSQL server both instances share and a Redis that answers.
 */
export async function multiInstanceSkipReason(): Promise<string | null> {
  if (clusterSkipReason) return clusterSkipReason;
  if (!testRedisUrl) return 'TEST_REDIS_URL is not set';
  const client = createClient({
    url: testRedisUrl,
    socket: { connectTimeout: 1_000, reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (err) {
    return `Redis at ${testRedisUrl} does not answer: ${(err as Error).message}`;
  } finally {
    client.destroy();
  }
}
