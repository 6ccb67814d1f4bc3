import path from 'node:path';
import type { Config } from '../../../config/env.ts';
import type { AttachmentStorage } from './attachment-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { createS3Client, S3Storage } from './s3-storage.ts';

/** S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/attachments. */
export function createAttachmentStorage(config: Config): AttachmentStorage {
  if (config.s3) {
    return new S3Storage(
      createS3Client(config.s3),
      config.s3.bucket,
      config.s3.prefix,
      path.join(config.dataDir, 'tmp', 'uploads'),
    );
  }
  return new LocalDiskStorage(path.join(config.dataDir, 'attachments'));
}
