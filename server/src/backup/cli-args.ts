import { parseArgs } from 'node:util';

/** `backup --out <file>`: where the archive goes. */
export function parseBackupArgs(argv: string[]): { out: string } {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string', short: 'o' } },
    strict: true,
  });
  if (!values.out) throw new UsageError('usage: npm run backup -- --out <file.tar.gz>');
  return { out: values.out };
}

/** `restore <file> [--force]`. */
export function parseRestoreArgs(argv: string[]): { archive: string; force: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('usage: npm run restore -- <file.tar.gz> [--force]');
  return { archive: positionals[0]!, force: values.force ?? false };
}

export class UsageError extends Error {}
