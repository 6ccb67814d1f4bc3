import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { ConfigError, MIN_SECRET_BYTES } from './env.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-paths.ts';

export const SECRET_FILE_NAME = 'server-secret';

/**
 * The key behind calendar tokens and encrypted integration keys. Taken from
 * SESSION_SECRET when set (required when several instances share a database);
 * otherwise generated once and kept under the data directory. A secret of fewer
 * than 32 bytes stops the start: tokens keyed by it could be guessed.
 */
export function resolveServerSecret(
  config: { sessionSecret: string | undefined; databaseUrl: string | undefined; dataDir: string },
  log: Logger,
): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, SECRET_FILE_NAME);
  const secret = readSecretFile(file) ?? generateSecretFile(file);
  if (config.databaseUrl)
    log.warn(
      { file },
      'SESSION_SECRET is not set: using a secret generated in DATA_DIR. Every instance sharing this database must have the same SESSION_SECRET, or calendar links and integration keys made on one fail on another',
    );
  return secret;
}

function readSecretFile(file: string): string | null {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if (Buffer.byteLength(content) < MIN_SECRET_BYTES)
    throw new ConfigError(
      `Invalid secret file ${file}: it holds fewer than ${MIN_SECRET_BYTES} bytes (restore it, or set SESSION_SECRET; deleting it makes a new one and invalidates calendar links and stored integration keys)`,
    );
  return content;
}

/**
 * Writes a fresh secret to a private temporary file and links it into place, so
 * no reader ever finds a half-written (short) secret. A link, unlike a rename,
 * refuses to replace a secret another instance sharing DATA_DIR wrote first:
 * then that one is read and used.
 */
function generateSecretFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(32).toString('base64url');
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, secret, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(temporary, file);
    return secret;
  } catch (err) {
    const existing = (err as NodeJS.ErrnoException).code === 'EEXIST' ? readSecretFile(file) : null;
    if (!existing) throw err;
    return existing;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
