import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { describeStorageContract } from './storage-contract.ts';

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) fs.rmSync(r, { recursive: true, force: true });
});

function freshRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-attachments-'));
  roots.push(root);
  return root;
}

describeStorageContract('local disk', () => {
  const root = freshRoot();
  return {
    storage: new LocalDiskStorage(root),
    temporaries: async () => fs.readdirSync(path.join(root, '.incoming'), { recursive: false }).map(String),
  };
});

describe('local disk storage', () => {
  it('removes only stale leftovers of interrupted uploads', async () => {
    const root = freshRoot();
    const incoming = path.join(root, '.incoming');
    fs.mkdirSync(incoming);
    fs.writeFileSync(path.join(incoming, 'old.part'), 'x');
    fs.writeFileSync(path.join(incoming, 'new.part'), 'x');
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(path.join(incoming, 'old.part'), hourAgo, hourAgo);
    const removed = await new LocalDiskStorage(root).removeStaleTemporaries(new Date(Date.now() - 60_000));
    expect(removed).toBe(1);
    expect(fs.readdirSync(incoming)).toEqual(['new.part']);
  });
});
