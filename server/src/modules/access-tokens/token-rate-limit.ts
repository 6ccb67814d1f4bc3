import type { RedisClientType } from 'redis';
import { RateLimitedError } from '../../errors/rate-limited-error.ts';
import type { Logger } from '../../logger.ts';

const WINDOW_SECONDS = 60;

/**
 * Calls per token per minute. With Redis configured the count is shared by every
 * instance (a fixed window: INCR and an expiry in one round trip); without it, or
 * while Redis does not answer, each instance counts its own calls, so a script
 * is never refused because Redis is down. A fixed window may let up to twice the
 * limit through across a window's edge: acceptable for a guard against runaway
 * scripts, and it costs one round trip.
 */
export class TokenRateLimit {
  private readonly local = new Map<string, { window: number; calls: number }>();
  /** Created on the first call: the Redis library loads only then (about 30 MB of RSS otherwise held from start). */
  private redis: RedisClientType | null = null;
  private readonly redisUrl: string | undefined;
  private connecting: Promise<unknown> | null = null;
  private readonly perMinute: number;
  private readonly log: Logger;

  constructor(perMinute: number, redisUrl: string | undefined, log: Logger) {
    this.perMinute = perMinute;
    this.log = log;
    this.redisUrl = redisUrl;
  }

  private async client(url: string): Promise<RedisClientType> {
    if (this.redis) return this.redis;
    const { createClient } = await import('redis');
    // Two first calls at once: the one that gets here first creates the client.
    if (this.redis) return this.redis;
    const redis = createClient({
      url,
      // Fail fast while Redis is down: the call is then counted here instead.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (n) => Math.min(200 * 2 ** n, 5_000) },
    }) as RedisClientType;
    redis.on('error', (err: Error) => this.log.debug({ err: err.message }, 'token rate limit: Redis error'));
    this.redis = redis;
    return this.redis;
  }

  /** Counts one call of the token, or throws 429 with the seconds until its window ends. */
  async take(tokenId: string): Promise<void> {
    const now = Date.now();
    const window = Math.floor(now / 1000 / WINDOW_SECONDS);
    const retryAfter = (window + 1) * WINDOW_SECONDS - now / 1000;
    const calls = (await this.countInRedis(tokenId, window)) ?? this.countLocally(tokenId, window);
    if (calls > this.perMinute) {
      throw new RateLimitedError('Too many calls with this access token: try again in a moment', retryAfter);
    }
  }

  private async countInRedis(tokenId: string, window: number): Promise<number | null> {
    if (!this.redisUrl) return null;
    try {
      const redis = await this.client(this.redisUrl);
      if (!redis.isOpen) {
        this.connecting ??= redis.connect().finally(() => {
          this.connecting = null;
        });
        await this.connecting;
      }
      const key = `tm:pat-rate:${tokenId}:${window}`;
      const [calls] = (await redis
        .multi()
        .incr(key)
        .expire(key, WINDOW_SECONDS + 5)
        .exec()) as unknown as [number, unknown];
      return Number(calls);
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'token rate limit: Redis unreachable, counting locally');
      return null;
    }
  }

  private countLocally(tokenId: string, window: number): number {
    const entry = this.local.get(tokenId);
    if (entry && entry.window === window) return ++entry.calls;
    // A new window: windows of other tokens that ended are dropped as they are met.
    if (this.local.size > 10_000) {
      for (const [id, e] of this.local) if (e.window < window) this.local.delete(id);
    }
    this.local.set(tokenId, { window, calls: 1 });
    return 1;
  }

  async close(): Promise<void> {
    if (this.redis?.isOpen) await this.redis.close().catch(() => undefined);
  }
}
