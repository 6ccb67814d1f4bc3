import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../../config/private-paths.ts';

/**
 * Streams `body` into a new file under `dir` and answers its path and size. On
 * any failure or abort the partial file is removed before the promise rejects.
 */
export async function spoolToFile(
  dir: string,
  body: Readable,
  signal: AbortSignal,
): Promise<{ file: string; size: number }> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(dir, `${randomUUID()}.part`);
  // The file is created here, before streaming starts: a write stream opens its
  // file lazily, so when the body failed early that open could land after the
  // cleanup below and leave an empty `.part` behind.
  // Private from the start; the rename into place keeps the mode.
  const handle = await open(file, 'wx', PRIVATE_FILE_MODE);
  let size = 0;
  try {
    await pipeline(
      body,
      async function* count(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      },
      handle.createWriteStream(),
      { signal },
    );
    signal.throwIfAborted();
    return { file, size };
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
}

/** Deletes `*.part` files in `dir` last written before `before` (uploads cut short by a crash). */
export async function removeStaleParts(dir: string, before: Date): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.endsWith('.part')) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < before) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
