import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  key: string;
  modifiedAt: Date;
}

/**
 * Where attachment bytes live: a directory under DATA_DIR by default, an
 * S3-compatible bucket when configured. Keys are generated here (never from a
 * user's file name) and checked by every adapter, so no key can leave the root.
 */
export interface AttachmentStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` to `key` and answers the byte count. When `body` fails or
   * `signal` aborts, it rejects and nothing remains under `key`.
   */
  put(key: string, body: Readable, contentType: string, signal: AbortSignal): Promise<{ size: number }>;
  /** The stored bytes; rejects with StorageObjectMissing when the key holds nothing. */
  open(key: string): Promise<Readable>;
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>;
  /** Removes every object of one task (`{taskId}/...`). */
  deleteTask(taskId: string): Promise<void>;
  /** Every stored object, for the orphan sweep. */
  list(): AsyncIterable<StoredObjectInfo>;
  /** Removes leftovers of uploads interrupted by a crash, older than `before`. */
  removeStaleTemporaries(before: Date): Promise<number>;
}

export class StorageObjectMissing extends Error {
  constructor(key: string) {
    super(`No stored object under ${key}`);
  }
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_PATTERN = new RegExp(`^${UUID}/${UUID}$`);
const TASK_PATTERN = new RegExp(`^${UUID}$`);

/** A new key for one upload of one task: `{taskId}/{random uuid}`. */
export function newStorageKey(taskId: string): string {
  return `${assertTaskPrefix(taskId)}/${randomUUID()}`;
}

/** Refuses anything that is not a generated key, so no path or object name can be smuggled in. */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

export function assertTaskPrefix(taskId: string): string {
  const lower = taskId.toLowerCase();
  if (!TASK_PATTERN.test(lower)) throw new Error(`Invalid task id for storage: ${JSON.stringify(taskId)}`);
  return lower;
}

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);
