import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { createLogger } from '../../logger.ts';
import { resolveVapidKeys, VAPID_FILE_NAME } from './vapid-keys.ts';

const log = createLogger('silent');
const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const config = (
  dir: string,
  vapid: Partial<Record<'publicKey' | 'privateKey' | 'subject', string>> = {},
) => ({
  dataDir: dir,
  databaseUrl: undefined,
  publicUrl: undefined,
  vapid: { publicKey: undefined, privateKey: undefined, subject: undefined, ...vapid },
});

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (0600) and read back on the next start', () => {
    const dir = dataDir();
    const first = resolveVapidKeys(config(dir), log);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.subject).toBe('mailto:no-reply@localhost');
    expect(fs.statSync(path.join(dir, VAPID_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(config(dir), log)).toEqual(first);
  });

  it('come from the configuration when given, and nothing is written', () => {
    const dir = dataDir();
    const keys = resolveVapidKeys(
      config(dir, {
        publicKey: 'P'.repeat(87),
        privateKey: 'k'.repeat(43),
        subject: 'https://tasks.example.com',
      }),
      log,
    );
    expect(keys).toEqual({
      publicKey: 'P'.repeat(87),
      privateKey: 'k'.repeat(43),
      subject: 'https://tasks.example.com',
    });
    expect(fs.existsSync(path.join(dir, VAPID_FILE_NAME))).toBe(false);
  });

  it('refuse to start on a damaged key file instead of making new keys silently', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, VAPID_FILE_NAME), 'not json');
    expect(() => resolveVapidKeys(config(dir), log)).toThrow(ConfigError);
  });

  it('are configured as a pair, in base64url', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'P'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'k'.repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }).vapid.subject).toBe(
      'mailto:ops@example.com',
    );
  });
});
