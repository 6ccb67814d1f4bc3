import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config/env.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../config/private-paths.ts';
import type { Logger } from '../../logger.ts';

export const VAPID_FILE_NAME = 'vapid-keys.json';

/** The key pair the server signs its pushes with (VAPID, RFC 8292), and who to contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` address push services may contact about this sender. */
  subject: string;
}

interface VapidConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
}

/**
 * Taken from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (required when several
 * instances share a database without sharing DATA_DIR: a browser subscribed with one
 * public key accepts pushes signed only by its private key); otherwise generated once
 * into DATA_DIR/vapid-keys.json (0600) and read from there on every later start.
 */
export function resolveVapidKeys(config: VapidConfig, log: Logger): VapidKeys {
  const subject = config.vapid.subject ?? defaultSubject(config.publicUrl);
  const { publicKey, privateKey } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = path.join(config.dataDir, VAPID_FILE_NAME);
  const keys = readKeyFile(file) ?? generateKeyFile(file);
  if (config.databaseUrl)
    log.warn(
      { file },
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: using keys generated in DATA_DIR. Every instance sharing this database must use the same keys, or pushes signed by another fail',
    );
  return { ...keys, subject };
}

function defaultSubject(publicUrl: string | undefined): string {
  // Push services want a way to reach the sender; an https address of the product is one.
  return publicUrl?.startsWith('https:') ? publicUrl : 'mailto:no-reply@localhost';
}

function readKeyFile(file: string): { publicKey: string; privateKey: string } | null {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const { publicKey, privateKey } = JSON.parse(content) as Record<string, unknown>;
    if (typeof publicKey === 'string' && typeof privateKey === 'string') return { publicKey, privateKey };
  } catch {
    // Reported below.
  }
  throw new ConfigError(
    `Invalid VAPID key file ${file}: restore it, or delete it to make new keys (every browser must then enable push again)`,
  );
}

/** Written to a private temporary file and linked into place, so a concurrent start reads the first one written. */
function generateKeyFile(file: string): { publicKey: string; privateKey: string } {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  const keys = generateVapidKeys();
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(keys), { flag: 'w', mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(temporary, file);
    return keys;
  } catch (err) {
    const existing = (err as NodeJS.ErrnoException).code === 'EEXIST' ? readKeyFile(file) : null;
    if (!existing) throw err;
    return existing;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * A P-256 key pair in web-push's format (uncompressed public point and the 32-byte
 * private scalar, base64url), made with node:crypto: web-push (about 14 MB of RSS)
 * then loads only when a push is sent.
 */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x!, 'base64url'),
    Buffer.from(jwk.y!, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}
