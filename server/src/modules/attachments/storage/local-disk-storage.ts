import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_DIR_MODE } from '../../../config/private-paths.ts';
import {
  type AttachmentStorage,
  assertStorageKey,
  assertTaskPrefix,
  isStorageKey,
  StorageObjectMissing,
  type StoredObjectInfo,
} from './attachment-storage.ts';
import { removeStaleParts, spoolToFile } from './spool-file.ts';

// Uploads are written here first and renamed into place only when complete, so
// a reader never sees half a file and a crash leaves only `*.part` leftovers.
const INCOMING = '.incoming';

/** Attachments as files `{root}/{taskId}/{uuid}`; the default, under DATA_DIR/attachments. */
export class LocalDiskStorage implements AttachmentStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  async put(key: string, body: Readable, _contentType: string, signal: AbortSignal) {
    const target = this.pathFor(key);
    const { file, size } = await spoolToFile(path.join(this.root, INCOMING), body, signal);
    try {
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await rename(file, target);
    } catch (err) {
      await rm(file, { force: true });
      throw err;
    }
    if (signal.aborted) {
      await this.delete(key);
      throw signal.reason;
    }
    return { size };
  }

  async open(key: string): Promise<Readable> {
    try {
      const handle = await open(this.pathFor(key), 'r');
      return handle.createReadStream();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageObjectMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathFor(key);
    await rm(file, { force: true });
    // Leave no empty task folder behind; another upload may have just filled it, which is fine.
    await rmdir(path.dirname(file)).catch(() => undefined);
  }

  async deleteTask(taskId: string): Promise<void> {
    await rm(this.inside(assertTaskPrefix(taskId)), { recursive: true, force: true });
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    const tasks = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const task of tasks) {
      if (!task.isDirectory() || task.name === INCOMING) continue;
      for (const name of await readdir(this.inside(task.name)).catch(() => [] as string[])) {
        const key = `${task.name}/${name}`;
        if (!isStorageKey(key)) continue;
        const info = await stat(this.pathFor(key)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  removeStaleTemporaries(before: Date): Promise<number> {
    return removeStaleParts(path.join(this.root, INCOMING), before);
  }

  private pathFor(key: string): string {
    return this.inside(...assertStorageKey(key).split('/'));
  }

  /** Joins under the root and refuses anything that would resolve outside it. */
  private inside(...parts: string[]): string {
    const full = path.resolve(this.root, ...parts);
    if (!full.startsWith(this.root + path.sep)) throw new Error('Path escapes the attachment storage root');
    return full;
  }
}
