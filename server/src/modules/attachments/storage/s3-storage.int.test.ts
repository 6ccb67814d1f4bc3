import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.ts';
import { newStorageKey } from './attachment-storage.ts';
import { createS3Client, S3Storage } from './s3-storage.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { describeStorageContract } from './storage-contract.ts';

let s3: S3TestServer;
const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-s3-spool-'));

beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(spoolDir, { recursive: true, force: true });
});

function storageFor(prefix: string) {
  const config = loadConfig({ ...s3.env, S3_PREFIX: prefix });
  return {
    client: createS3Client(config.s3!),
    storage: new S3Storage(createS3Client(config.s3!), s3.bucket, prefix, spoolDir),
  };
}

describeStorageContract('S3-compatible (s3rver)', () => ({
  storage: storageFor(`contract-${randomUUID().slice(0, 8)}/`).storage,
  temporaries: async () => fs.readdirSync(spoolDir).map(String),
}));

describe('S3 storage', () => {
  it('keeps objects under the configured prefix and lists only its own keys', async () => {
    const { client, storage } = storageFor('tm/attachments/');
    const key = newStorageKey(randomUUID());
    await storage.put(key, Readable.from([Buffer.from('hello')]), 'text/plain', new AbortController().signal);
    const raw = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'tm/' }));
    expect(raw.Contents?.map((o) => o.Key)).toEqual([`tm/attachments/${key}`]);
    const listed: string[] = [];
    for await (const o of storage.list()) listed.push(o.key);
    expect(listed).toEqual([key]);
  });
});
