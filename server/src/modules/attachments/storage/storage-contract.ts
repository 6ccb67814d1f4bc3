// The behaviour every AttachmentStorage adapter promises, run against each one
// (local disk in the unit tier, a real S3-compatible server in the integration tier).
import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type AttachmentStorage, newStorageKey, StorageObjectMissing } from './attachment-storage.ts';

export interface StorageUnderTest {
  storage: AttachmentStorage;
  /** Files left in the adapter's temporary folder. */
  temporaries(): Promise<string[]>;
}

const bytes = (n: number, seed = 7) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 256));
const never = () => new AbortController().signal;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function keys(storage: AttachmentStorage): Promise<string[]> {
  const out: string[] = [];
  for await (const o of storage.list()) out.push(o.key);
  return out.sort();
}

export function describeStorageContract(name: string, setup: () => StorageUnderTest): void {
  describe(`${name}: attachment storage contract`, () => {
    it('stores a stream and gives the same bytes back', async () => {
      const { storage } = setup();
      const key = newStorageKey(randomUUID());
      const body = bytes(300_000);
      const { size } = await storage.put(
        key,
        Readable.from([body.subarray(0, 1000), body.subarray(1000)]),
        'application/pdf',
        never(),
      );
      expect(size).toBe(body.length);
      expect((await readAll(await storage.open(key))).equals(body)).toBe(true);
      expect(await keys(storage)).toContain(key);
    });

    it('stores an empty file', async () => {
      const { storage } = setup();
      const key = newStorageKey(randomUUID());
      expect(await storage.put(key, Readable.from([]), 'text/plain', never())).toEqual({ size: 0 });
      expect((await readAll(await storage.open(key))).length).toBe(0);
    });

    it('leaves nothing when the upload is aborted halfway', async () => {
      const { storage, temporaries } = setup();
      const key = newStorageKey(randomUUID());
      const body = new PassThrough();
      const abort = new AbortController();
      const stored = storage.put(key, body, 'text/plain', abort.signal);
      body.write(bytes(64 * 1024));
      await new Promise((r) => setImmediate(r));
      abort.abort(new Error('client went away'));
      await expect(stored).rejects.toThrow();
      await expect(storage.open(key)).rejects.toBeInstanceOf(StorageObjectMissing);
      expect(await keys(storage)).not.toContain(key);
      expect(await temporaries()).toEqual([]);
    });

    it('leaves nothing when the body fails', async () => {
      const { storage, temporaries } = setup();
      const key = newStorageKey(randomUUID());
      const failing = new Readable({
        read() {
          this.push(bytes(10_000));
          this.destroy(new Error('socket reset'));
        },
      });
      await expect(storage.put(key, failing, 'text/plain', never())).rejects.toThrow('socket reset');
      await expect(storage.open(key)).rejects.toBeInstanceOf(StorageObjectMissing);
      expect(await temporaries()).toEqual([]);
    });

    it('deletes one object, idempotently', async () => {
      const { storage } = setup();
      const key = newStorageKey(randomUUID());
      await storage.put(key, Readable.from([bytes(10)]), 'text/plain', never());
      await storage.delete(key);
      await storage.delete(key);
      await expect(storage.open(key)).rejects.toBeInstanceOf(StorageObjectMissing);
    });

    it("deletes every object of one task and only that task's", async () => {
      const { storage } = setup();
      const [doomed, kept] = [randomUUID(), randomUUID()];
      const doomedKeys = [newStorageKey(doomed), newStorageKey(doomed)];
      const keptKey = newStorageKey(kept);
      for (const k of [...doomedKeys, keptKey])
        await storage.put(k, Readable.from([bytes(5)]), 'text/plain', never());
      await storage.deleteTask(doomed);
      const left = await keys(storage);
      expect(left).toContain(keptKey);
      for (const k of doomedKeys) expect(left).not.toContain(k);
      await storage.deleteTask(doomed);
    });

    it('refuses keys it did not generate', async () => {
      const { storage } = setup();
      for (const bad of [
        '../../etc/passwd',
        `${randomUUID()}/../../x`,
        '/etc/passwd',
        'a/b',
        `${randomUUID()}`,
      ]) {
        await expect(storage.put(bad, Readable.from([bytes(1)]), 'text/plain', never())).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(storage.open(bad)).rejects.toThrow(/Invalid storage key/);
        await expect(storage.delete(bad)).rejects.toThrow(/Invalid storage key/);
      }
      await expect(storage.deleteTask('..')).rejects.toThrow(/Invalid task id/);
    });
  });
}
