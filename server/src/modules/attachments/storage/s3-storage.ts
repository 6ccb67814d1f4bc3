import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../../config/env.ts';
import {
  type AttachmentStorage,
  assertStorageKey,
  assertTaskPrefix,
  isStorageKey,
  StorageObjectMissing,
  type StoredObjectInfo,
} from './attachment-storage.ts';
import { removeStaleParts, spoolToFile } from './spool-file.ts';

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Many S3-compatible servers do not understand the SDK's default streaming
    // checksums (aws-chunked trailers); send checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Attachments as objects `{prefix}{taskId}/{uuid}` in one bucket. An upload is
 * spooled to a local file first: its size is then known (S3 needs it), memory
 * stays flat, and an upload that fails or is refused never reaches the bucket.
 */
export class S3Storage implements AttachmentStorage {
  readonly kind = 's3';

  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly spoolDir: string;

  constructor(client: S3Client, bucket: string, prefix: string, spoolDir: string) {
    this.client = client;
    this.bucket = bucket;
    this.prefix = prefix;
    this.spoolDir = spoolDir;
  }

  async put(key: string, body: Readable, contentType: string, signal: AbortSignal) {
    const objectKey = this.objectKey(key);
    const { file, size } = await spoolToFile(this.spoolDir, body, signal);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: objectKey,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
        { abortSignal: signal },
      );
      signal.throwIfAborted();
      return { size };
    } catch (err) {
      // The object may exist when the failure came after S3 received the body.
      await this.delete(key).catch(() => undefined);
      throw err;
    } finally {
      await rm(file, { force: true });
    }
  }

  async open(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (out.Body instanceof Readable) return out.Body;
      throw new Error('S3 answered a body that is not a Node stream');
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey')
        throw new StorageObjectMissing(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async deleteTask(taskId: string): Promise<void> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: `${this.prefix}${assertTaskPrefix(taskId)}/` },
    );
    for await (const page of pages) {
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (objects.length === 0) continue;
      const out = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
      );
      if (out.Errors?.length) throw new Error(`S3 kept ${out.Errors.length} object(s) of task ${taskId}`);
    }
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.prefix },
    );
    for await (const page of pages) {
      for (const o of page.Contents ?? []) {
        const key = o.Key?.slice(this.prefix.length) ?? '';
        if (isStorageKey(key)) yield { key, modifiedAt: o.LastModified ?? new Date(0) };
      }
    }
  }

  removeStaleTemporaries(before: Date): Promise<number> {
    return removeStaleParts(this.spoolDir, before);
  }

  private objectKey(key: string): string {
    return `${this.prefix}${assertStorageKey(key)}`;
  }
}
