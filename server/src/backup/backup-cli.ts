// `npm run backup -- --out <file>` (in the image: node server/src/backup/backup-cli.ts --out <file>).
// Reads the same environment as the server (DATABASE_URL or DATA_DIR, S3_*), and may run
// while the server runs. Exit codes: 0 written, 1 failed, 2 refused or wrong usage.
import { loadConfig } from '../config/env.ts';
import { createLogger } from '../logger.ts';
import { createAttachmentStorage } from '../modules/attachments/storage/create-attachment-storage.ts';
import { BackupRefused, openBackupDatabase } from './backup-database.ts';
import { parseBackupArgs, UsageError } from './cli-args.ts';
import { writeBackup } from './write-backup.ts';

try {
  const { out } = parseBackupArgs(process.argv.slice(2));
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  const db = await openBackupDatabase(config, log, 'backup');
  try {
    const started = Date.now();
    const manifest = await writeBackup(
      { url: db.url, engine: db.engine, storage: await createAttachmentStorage(config) },
      out,
    );
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(
      `backup written to ${out}: schema ${manifest.schemaVersion}, ${manifest.tables.length} tables, ${rows} rows, ` +
        `${manifest.attachments.length} attachments in ${Date.now() - started} ms\n`,
    );
    if (manifest.missingAttachments.length > 0)
      console.warn(
        `${manifest.missingAttachments.length} attachments were deleted while copying: not included`,
      );
  } finally {
    await db.close();
  }
} catch (err) {
  if (err instanceof UsageError || err instanceof BackupRefused) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('backup failed:', err instanceof Error ? err.message : err);
  process.exit(1);
}
