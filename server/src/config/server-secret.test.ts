import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { ConfigError, loadConfig } from './env.ts';
import { resolveServerSecret, SECRET_FILE_NAME } from './server-secret.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A data directory that does not exist yet, inside a fresh temporary folder. */
function freshDataDir(): string {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-secret-test-'));
  folders.push(parent);
  return path.join(parent, 'data');
}

function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: createLogger('info', sink), lines };
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the server secret', () => {
  it('is generated once, 32+ bytes, in a file and folder only the server user can read', () => {
    const dataDir = freshDataDir();
    const { log, lines } = capturedLog();
    const config = { sessionSecret: undefined, databaseUrl: undefined, dataDir };
    const secret = resolveServerSecret(config, log);
    const file = path.join(dataDir, SECRET_FILE_NAME);
    expect(Buffer.byteLength(secret)).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(file, 'utf8')).toBe(secret);
    expect(mode(file)).toBe(0o600);
    expect(mode(dataDir)).toBe(0o700);
    // Written through a temporary file that does not stay behind.
    expect(fs.readdirSync(dataDir)).toEqual([SECRET_FILE_NAME]);
    expect(resolveServerSecret(config, log)).toBe(secret);
    // The embedded database is one instance by nature: nothing to warn about.
    expect(lines).toEqual([]);
  });

  it.each([
    ['that is empty', ''],
    ['that is short', 'x'.repeat(31)],
  ])('refuses a secret file %s, naming it', (_kind, content) => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, SECRET_FILE_NAME), content);
    const config = { sessionSecret: undefined, databaseUrl: undefined, dataDir };
    expect(() => resolveServerSecret(config, capturedLog().log)).toThrow(ConfigError);
    expect(() => resolveServerSecret(config, capturedLog().log)).toThrow(
      /server-secret: it holds fewer than 32 bytes/,
    );
  });

  it('refuses a SESSION_SECRET under 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(31) })).toThrow(
      /^Invalid environment variable SESSION_SECRET: at least 32 bytes/,
    );
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe('x'.repeat(32));
  });

  it('on a PostgreSQL server without SESSION_SECRET, starts with the generated one and warns once', () => {
    const dataDir = freshDataDir();
    const { log, lines } = capturedLog();
    const secret = resolveServerSecret(
      { sessionSecret: undefined, databaseUrl: 'postgresql://postgres@db.example/app', dataDir },
      log,
    );
    expect(fs.readFileSync(path.join(dataDir, SECRET_FILE_NAME), 'utf8')).toBe(secret);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(40);
    expect(lines[0]!.msg).toMatch(/Every instance sharing this database must have the same SESSION_SECRET/);
  });

  it('uses SESSION_SECRET when set, writing nothing', () => {
    const dataDir = freshDataDir();
    const { log, lines } = capturedLog();
    const configured = 's'.repeat(40);
    expect(
      resolveServerSecret({ sessionSecret: configured, databaseUrl: 'postgresql://x@db/app', dataDir }, log),
    ).toBe(configured);
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(lines).toEqual([]);
  });
});
