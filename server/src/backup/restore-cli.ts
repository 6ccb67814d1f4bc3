// `npm run restore -- <file> [--force]` (in the image: node server/src/backup/restore-cli.ts <file>).
// Restores into the database the environment names (DATABASE_URL, or the embedded one in
// DATA_DIR: the server must be stopped) and its attachment storage. Refuses a database
// that holds rows unless --force. Exit codes: 0 restored, 1 failed (nothing kept), 2 refused.
import { loadConfig } from '../config/env.ts';
import { createOrm } from '../db/orm.ts';
import { createLogger } from '../logger.ts';
import { createAttachmentStorage } from '../modules/attachments/storage/create-attachment-storage.ts';
import { BackupRefused, openBackupDatabase } from './backup-database.ts';
import { parseRestoreArgs, UsageError } from './cli-args.ts';
import { restoreBackup } from './restore-backup.ts';

try {
  const { archive, force } = parseRestoreArgs(process.argv.slice(2));
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const db = await openBackupDatabase(config, log, 'restore');
  try {
    const orm = await createOrm(db.url, 2, log, db.engine === 'embedded');
    try {
      const started = Date.now();
      const { manifest, migratedAfter } = await restoreBackup(
        archive,
        { url: db.url, orm, storage: await createAttachmentStorage(config) },
        force,
      );
      const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
      process.stdout.write(
        `restored ${archive} (taken ${manifest.createdAt}, schema ${manifest.schemaVersion}): ${manifest.tables.length} tables, ` +
          `${rows} rows and ${manifest.attachments.length} attachments, counts and checksums verified, in ${Date.now() - started} ms` +
          (migratedAfter.length > 0 ? `; then migrated: ${migratedAfter.join(', ')}` : '') +
          '\n',
      );
    } finally {
      await orm.close(true);
    }
  } finally {
    await db.close();
  }
} catch (err) {
  if (err instanceof UsageError || err instanceof BackupRefused) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('restore failed:', err instanceof Error ? err.message : err);
  process.exit(1);
}
