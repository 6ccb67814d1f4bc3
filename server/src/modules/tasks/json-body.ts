import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps.ts';

/** A list answered as stored JSON bytes, with the ETag that goes with them. */
export interface JsonBody {
  /** The JSON text, built once and sent as is. */
  body: Buffer;
  /** Computed once: express would otherwise hash the whole body again on every response. */
  etag: string;
}

export function toJsonBody(value: unknown): JsonBody {
  const body = Buffer.from(JSON.stringify(value));
  return {
    body,
    etag: `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * One instance of something per running app, made on first use: tests run several
 * apps, each on its own database, in one process, so a module-level cache would mix them.
 */
export function perApp<T>(make: () => T): (deps: AppDeps) => T {
  const instances = new WeakMap<AppDeps, T>();
  return (deps) => {
    let instance = instances.get(deps);
    if (instance === undefined) {
      instance = make();
      instances.set(deps, instance);
    }
    return instance;
  };
}
