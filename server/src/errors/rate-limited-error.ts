import { DomainError } from './domain-error.ts';

/** A 429 that tells the client when to come back: both adapters send it as `Retry-After`. */
export class RateLimitedError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('rateLimited', 'RATE_LIMITED', message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
