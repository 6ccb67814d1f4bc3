import path from 'node:path';
import type { Config } from '../../../config/env.ts';
import { makePrivateDir } from '../../../config/private-paths.ts';
import type { AttachmentStorage } from './attachment-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

/**
 * S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/attachments.
 * The S3 client is loaded only when configured: it is the largest library the server
 * has, and a local-disk instance would otherwise carry it in memory for nothing.
 */
export async function createAttachmentStorage(config: Config): Promise<AttachmentStorage> {
  if (config.s3) {
    const { createS3Client, S3Storage } = await import('./s3-storage.ts');
    return new S3Storage(
      createS3Client(config.s3),
      config.s3.bucket,
      config.s3.prefix,
      path.join(config.dataDir, 'tmp', 'uploads'),
    );
  }
  const root = path.join(config.dataDir, 'attachments');
  await makePrivateDir(root);
  return new LocalDiskStorage(root);
}
